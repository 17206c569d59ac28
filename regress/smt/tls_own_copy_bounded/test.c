#include <assert.h>
#include <pthread.h>
/* Each thread has its own copy of c, zero at its start. */
__thread int c;
void *w(void *a)
{
    assert(c == 0);
    c = 5;
    assert(c == 5);
    return 0;
}
int main(void)
{
    pthread_t t;
    c = 1;
    pthread_create(&t, 0, w, 0);
    assert(c == 1);
    pthread_join(t, 0);
    return 0;
}
