/* A spin lock of the program's own: an acq_rel compare-exchange (acquire
 * when it fails) takes it, a release store frees it.  The lock word is
 * the only contended atomic and every access releases or acquires, so
 * the verdicts over interleavings stand (pnbmc 43: unknown, memory
 * order).  Variants (other tests): -DTAKE/-DFAILED/-DFREE give other
 * orders, -DUPDATE_AFTER_UNLOCK moves the update out of the lock. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef TAKE
#define TAKE memory_order_acq_rel
#endif
#ifndef FAILED
#define FAILED memory_order_acquire
#endif
#ifndef FREE
#define FREE memory_order_release
#endif

static atomic_int lock_word;
static int shared;

static void spin_lock(void)
{
    int expected;
    do
        expected = 0;
    while (!atomic_compare_exchange_weak_explicit(&lock_word, &expected, 1,
                                                  TAKE, FAILED));
}

static void spin_unlock(void)
{
    atomic_store_explicit(&lock_word, 0, FREE);
}

static void *worker(void *arg)
{
    spin_lock();
#ifdef UPDATE_AFTER_UNLOCK
    spin_unlock();
    shared++;
#else
    shared++;
    spin_unlock();
#endif
    return arg;
}

int main(void)
{
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(shared == 2);
    return 0;
}
