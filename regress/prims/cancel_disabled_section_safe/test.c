#include <pthread.h>
#include <unistd.h>
#include <assert.h>

/* With cancellation disabled the worker finishes its critical section;
 * the request pending meanwhile acts at the first point after it is
 * enabled again, so the worker always ends cancelled. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;

static void *worker(void *arg)
{
    (void)arg;
    int old;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    pthread_mutex_lock(&m);
    sleep(1);
    done++;
    pthread_mutex_unlock(&m);
    pthread_setcancelstate(old, NULL);
    for (;;)
        pthread_testcancel();
}

int main(void)
{
    pthread_t t;
    void *result;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, &result);
    assert(result == PTHREAD_CANCELED);
    pthread_mutex_lock(&m);
    assert(done == 1);
    pthread_mutex_unlock(&m);
    return 0;
}
