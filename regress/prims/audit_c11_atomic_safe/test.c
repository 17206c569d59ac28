// C11 CAS strong/weak claim data exclusively; atomic_exchange and atomic_fetch_sub with explicit orders: no race, refs ends 0.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
static atomic_int claim;
static atomic_int refs = 2;
static atomic_int last;
static int data;
static void *worker(void *arg)
{
    (void)arg;
    int e = 0;
    if (atomic_compare_exchange_strong_explicit(&claim, &e, 1, memory_order_acq_rel, memory_order_acquire))
        data = 1;
    atomic_exchange_explicit(&last, 1, memory_order_acq_rel);
    atomic_fetch_sub_explicit(&refs, 1, memory_order_release);
    return NULL;
}
int main(void)
{
    pthread_t t;
    int e = 0;
    pthread_create(&t, NULL, worker, NULL);
    if (atomic_compare_exchange_weak_explicit(&claim, &e, 2, memory_order_acq_rel, memory_order_relaxed))
        data = 2;
    atomic_exchange_explicit(&last, 2, memory_order_seq_cst);
    atomic_fetch_sub_explicit(&refs, 1, memory_order_acq_rel);
    pthread_join(t, NULL);
    assert(atomic_load_explicit(&refs, memory_order_acquire) == 0);
    assert(data == 0 || data == atomic_load(&claim));
    return 0;
}
