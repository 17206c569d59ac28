/* A mutex local to main, handed to a thread, initialised by
 * pthread_mutex_init before the thread starts: every lock sees an
 * initialised mutex, and the counter is always updated under it. */
#include <pthread.h>

static int counter;

static void *worker(void *arg)
{
    pthread_mutex_t *m = arg;
    pthread_mutex_lock(m);
    counter++;
    pthread_mutex_unlock(m);
    return NULL;
}

int main(void)
{
    pthread_mutex_t m;
    pthread_t t;
    pthread_mutex_init(&m, NULL);
    pthread_create(&t, NULL, worker, &m);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    pthread_mutex_destroy(&m);
    return 0;
}
