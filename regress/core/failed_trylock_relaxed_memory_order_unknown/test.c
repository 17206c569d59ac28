/* A relaxed load after a failed trylock may read 0 in C11: nothing
 * orders the relaxed store before the worker's lock with it (the
 * failure gives no synchronisation).  Every interleaving reads 1, so the
 * assert verdict is unknown (memory order), not safe. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int f;

static void *worker(void *arg)
{
    (void)arg;
    atomic_store_explicit(&f, 1, memory_order_relaxed);
    pthread_mutex_lock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    if (pthread_mutex_trylock(&m) != 0)
        assert(atomic_load_explicit(&f, memory_order_relaxed) == 1);
    return 0;
}
