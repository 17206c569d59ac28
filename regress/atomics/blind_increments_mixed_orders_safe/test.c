/* Two increments of a counter whose results nobody reads, one seq_cst
 * and one relaxed: they commute, neither sees the other, and main reads
 * the counter after the joins.  As with two relaxed ones, the weak view
 * finds nothing and the proofs stand. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int hits;

static void *strict(void *arg)
{
    (void)arg;
    atomic_fetch_add(&hits, 1);
    return 0;
}

static void *relaxed(void *arg)
{
    (void)arg;
    atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, strict, 0);
    pthread_create(&b, 0, relaxed, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(atomic_load(&hits) == 2);
    return 0;
}
