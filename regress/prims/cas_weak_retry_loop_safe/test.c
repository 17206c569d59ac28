/* A spin lock taken by a weak compare-exchange in a retry loop: a
 * spurious failure only costs another round (the loop resets expected),
 * so the counter is protected, nothing deadlocks, and a thread that
 * keeps failing spuriously is no livelock (it may succeed every time). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int lock;
static int counter;
static void acquire(void)
{
    int expected = 0;
    while (!atomic_compare_exchange_weak(&lock, &expected, 1))
        expected = 0;
}
static void release(void) { atomic_store(&lock, 0); }
static void *worker(void *arg)
{
    acquire();
    counter++;
    release();
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 2);
    return 0;
}
