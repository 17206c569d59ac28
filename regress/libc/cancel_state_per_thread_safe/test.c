#include <assert.h>
#include <pthread.h>

/* Each thread's cancellation state is its own: the worker disabling
 * cancellation leaves main's enabled. */
static void *worker(void *arg)
{
    int old;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    assert(old == PTHREAD_CANCEL_ENABLE);
    pthread_testcancel();
    pthread_setcancelstate(old, &old);
    assert(old == PTHREAD_CANCEL_DISABLE);
    return arg;
}

int main(void)
{
    pthread_t t;
    int old;
    pthread_create(&t, 0, worker, 0);
    assert(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old) == 0);
    assert(old == PTHREAD_CANCEL_DEFERRED);
    assert(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old) == 0);
    assert(old == PTHREAD_CANCEL_ENABLE);
    assert(pthread_setcancelstate(7, &old) != 0);
    pthread_join(t, 0);
    return 0;
}
