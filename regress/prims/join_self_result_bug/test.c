/* The thread joins itself through the id main stored (pthread_create
 * writes it before the thread runs): EDEADLK, not 0. */
#include <assert.h>
#include <pthread.h>

pthread_t t;

static void *worker(void *arg)
{
    int r = pthread_join(t, 0);
    assert(r == 0);
    return arg;
}

int main(void)
{
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
