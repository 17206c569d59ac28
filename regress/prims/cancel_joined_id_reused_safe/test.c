#include <pthread.h>
#include <assert.h>

/* The second worker gets the first one's thread id (pnbmc reuses a
 * joined thread's id at the same site); the first one's request must
 * not carry over to it. */
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
        if (i == 0)
            pthread_cancel(t);
        pthread_join(t, &result);
        if (i == 1)
            assert(result != PTHREAD_CANCELED);
    }
    return 0;
}
