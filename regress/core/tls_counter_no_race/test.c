/* A __thread variable is one copy per thread: no race, and each thread
 * sees its own initial value. */
#include <pthread.h>
#include <assert.h>
__thread int calls = 5;
void *worker(void *arg)
{
    (void)arg;
    calls = calls + 1;
    assert(calls == 6);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    calls = calls + 10;
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(calls == 15);
    return 0;
}
