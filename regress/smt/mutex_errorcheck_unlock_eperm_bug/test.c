/* The worker unlocks an error-checking mutex that main holds: the call
 * fails with EPERM, which the worker does not expect. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m;

static void *worker(void *arg)
{
    (void)arg;
    int rc = pthread_mutex_unlock(&m);
    assert(rc == 0);
    return 0;
}

int main(void)
{
    pthread_mutexattr_t a;
    pthread_t t;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &a);
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_mutex_unlock(&m);
    return 0;
}
