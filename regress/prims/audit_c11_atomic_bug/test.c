// main claims with atomic_exchange != 2 after the worker's CAS 0->1, so both write data (race); main's atomic_fetch_sub may see 2 (assert).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
static atomic_int claim;
static atomic_int refs = 2;
static int data;
static void *worker(void *arg)
{
    (void)arg;
    int e = 0;
    if (atomic_compare_exchange_strong_explicit(&claim, &e, 1, memory_order_acq_rel, memory_order_acquire))
        data = 1;
    atomic_fetch_sub_explicit(&refs, 1, memory_order_release);
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    if (atomic_exchange_explicit(&claim, 2, memory_order_acquire) != 2)
        data = 2;
    assert(atomic_fetch_sub_explicit(&refs, 1, memory_order_acq_rel) == 1);
    pthread_join(t, NULL);
    return 0;
}
