/* The worker uses trylock; when it gets the mutex it sets x.  main reaches
 * the error after joining the worker, so the witness shows the successful
 * trylock and the join. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *worker(void *arg)
{
    (void)arg;
    if (pthread_mutex_trylock(&m) == 0) {
        x = 1;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    if (x == 1)
        reach_error();
    return 0;
}
