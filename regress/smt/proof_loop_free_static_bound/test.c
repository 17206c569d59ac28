/* No thread has a loop, so the longest path through each thread's points
 * bounds every run (the helper is called from two sites: the call counts
 * the helper's path and the longer continuation).  The smt engine stops
 * at that bound with a proof instead of asking Z3 whether some run is
 * longer. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void add(int v)
{
    pthread_mutex_lock(&m);
    total = total + v;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    (void)arg;
    add(1);
    add(2);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(total == 3);
    return 0;
}
