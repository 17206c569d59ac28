/* memmove between overlapping ranges of one buffer is defined (the
 * memcpy of regress/core/memcpy_overlap_unknown is not). */
#include <assert.h>
#include <pthread.h>
#include <string.h>
char buf[16] = "abcdefgh";
void *shift(void *arg)
{
    memmove(buf + 1, buf, 4);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, shift, 0);
    pthread_join(t, 0);
    assert(buf[1] == 'a' && buf[4] == 'd');
    return 0;
}
