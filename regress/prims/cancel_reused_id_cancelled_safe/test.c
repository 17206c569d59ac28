#include <assert.h>
#include <pthread.h>

/* The second worker gets the first one's id (pnbmc reuses a joined
 * thread's id at the same site): cancelling it is no use of a dead id. */
static void *worker(void *arg)
{
    (void)arg;
    pthread_testcancel();
    return NULL;
}

int main(void)
{
    for (int i = 0; i < 2; i++) {
        pthread_t t;
        void *result;
        pthread_create(&t, NULL, worker, NULL);
        pthread_cancel(t);
        pthread_join(t, &result);
        assert(result == PTHREAD_CANCELED || result == NULL);
    }
    return 0;
}
