/* The smt engine proves this program safe without --bound: every run
 * ends within the searched steps (the query "some run is longer than k
 * steps" is unsatisfiable), so no bug in runs up to k means none at all. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int ready;

static void init(void) { ready = ready + 1; }

static void *worker(void *arg)
{
    (void)arg;
    pthread_once(&once, init);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_once(&once, init);
    pthread_join(t, NULL);
    assert(ready == 1);
    return 0;
}
