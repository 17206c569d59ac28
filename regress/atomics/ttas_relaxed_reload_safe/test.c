/* A test-and-test-and-set lock: the spin loop re-loads the lock word
 * relaxed (a hint only), the exchange acquires, the unlock releases.
 * Each relaxed load's value meets only the loop's comparison with 0, so
 * taking it as any value leaves every C11 outcome in place; with it so
 * taken the program has no race and its interleavings are all safe.
 * Variants (other tests): -D UNLOCK_ORDER=memory_order_relaxed (the
 * unlock releases nothing: a C11 race on counter), -D SPLIT_SECTION (the
 * increment's read and write in two sections: a lost update). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef UNLOCK_ORDER
#define UNLOCK_ORDER memory_order_release
#endif

static atomic_int word;
static int counter;

static void spin_lock(void)
{
    for (;;) {
        while (atomic_load_explicit(&word, memory_order_relaxed))
            ;
        if (!atomic_exchange_explicit(&word, 1, memory_order_acquire))
            return;
    }
}

static void spin_unlock(void)
{
    atomic_store_explicit(&word, 0, UNLOCK_ORDER);
}

static void *worker(void *arg)
{
#ifdef SPLIT_SECTION
    spin_lock();
    int seen = counter;
    spin_unlock();
    spin_lock();
    counter = seen + 1;
    spin_unlock();
#else
    spin_lock();
    counter++;
    spin_unlock();
#endif
    return arg;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(counter == 2);
    return 0;
}
