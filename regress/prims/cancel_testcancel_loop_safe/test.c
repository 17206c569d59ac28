#include <pthread.h>
#include <unistd.h>
#include <assert.h>

/* A worker that polls for cancellation; main cancels and joins it. */
static void *worker(void *arg)
{
    (void)arg;
    for (;;) {
        pthread_testcancel();
        usleep(1000);
    }
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
