/* main counts 15 setup steps on a global before it starts the worker, so
 * the longest run is longer than the default bound of 40: without --bound
 * the smt engine unrolls up to that run and proves the data assertion. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int step, count;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    count = count + step;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    step = step + 1;
    pthread_t a;
    pthread_create(&a, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    count = count + 1;
    pthread_mutex_unlock(&m);
    pthread_join(a, NULL);
    assert(count == 16);
    return 0;
}
