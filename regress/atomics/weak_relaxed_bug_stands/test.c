/* Relaxed accesses, and an assertion that fails in an interleaving: a
 * bug whatever the memory order (every interleaving is a C11
 * execution). */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int turn;
void *worker(void *a) { atomic_store_explicit(&turn, 1, memory_order_relaxed); return 0; }
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int seen = atomic_load_explicit(&turn, memory_order_relaxed);
    pthread_join(t, 0);
    assert(seen == 1);
    return 0;
}
