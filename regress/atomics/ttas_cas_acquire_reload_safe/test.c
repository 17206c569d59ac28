/* A test-and-test-and-set lock taken by a strong compare-exchange
 * (acquire on success, relaxed on failure), re-loaded with acquire
 * loads in the spin loop: a load that sees the holder's compare-exchange
 * synchronises with nothing, but its value only meets the loop's
 * comparison, so it may be taken as any value.  Three threads; main
 * reads the total after the joins. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int word;
static int total;

static void spin_lock(void)
{
    for (;;) {
        while (atomic_load_explicit(&word, memory_order_acquire) != 0)
            ;
        int expected = 0;
        if (atomic_compare_exchange_strong_explicit(&word, &expected, 1,
                                                    memory_order_acquire,
                                                    memory_order_relaxed))
            return;
    }
}

static void *worker(void *arg)
{
    spin_lock();
    total += 2;
    atomic_store_explicit(&word, 0, memory_order_release);
    return arg;
}

int main(void)
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    assert(total == 6);
    return 0;
}
