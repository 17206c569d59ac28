#include <pthread.h>
#include <assert.h>

/* The worker may pass its only cancellation point before main cancels
 * it: then it returns NULL, not PTHREAD_CANCELED. */
static void *worker(void *arg)
{
    (void)arg;
    pthread_testcancel();
    return NULL;
}

int main(void)
{
    pthread_t t;
    void *result;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, &result);
    assert(result == PTHREAD_CANCELED);
    return 0;
}
