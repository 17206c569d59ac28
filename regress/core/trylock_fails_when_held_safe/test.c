/* main holds m for the whole lifetime of the worker, so the worker's
 * trylock always fails (returns nonzero) and never blocks. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int busy_seen; /* only the worker writes it before main joins */

static void *worker(void *arg)
{
    (void)arg;
    if (pthread_mutex_trylock(&m) == 0) {
        reach_error(); /* impossible: main holds m */
        pthread_mutex_unlock(&m);
    } else {
        busy_seen = 1;
    }
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_mutex_unlock(&m);
    if (!busy_seen)
        reach_error();
    return 0;
}
