/* The first worker returns holding m.  Its id must not be reused: the
 * second worker would otherwise appear to own m.  It waits for m
 * forever, and main waits to join it. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (jobs == 0)
        return NULL; /* BUG: returns holding m */
    jobs = jobs - 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    for (int i = 0; i < 2; i++) {
        pthread_create(&t, NULL, worker, NULL);
        pthread_join(t, NULL);
    }
    return 0;
}
