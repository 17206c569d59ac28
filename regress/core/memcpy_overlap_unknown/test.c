/* memcpy between overlapping ranges of one buffer (C17 7.24.2.1:
 * undefined; memmove is the defined way). */
#include <assert.h>
#include <pthread.h>
#include <string.h>
char buf[16] = "abcdefgh";
void *shift(void *arg)
{
    memcpy(buf + 1, buf, 4);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, shift, 0);
    pthread_join(t, 0);
    assert(buf[1] == 'a');
    return 0;
}
