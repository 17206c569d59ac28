/* worker() ends without a return statement, so the result pthread_join
 * stores into status is indeterminate (it could be 7); counter()
 * returns a value.  Reading counter's result is fine, reading worker's
 * is a read of uninitialised memory: the verdict is bounded, never
 * "safe", although status held a value before the join. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static int done;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_store_n(&done, 1, __ATOMIC_SEQ_CST);
}

static void *counter(void *arg)
{
    return (void *)((intptr_t)arg + 1);
}

static void *status = (void *)1;

int main(void)
{
    pthread_t a, b;
    void *count;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, counter, (void *)41);
    pthread_join(b, &count);
    assert((intptr_t)count == 42);
    pthread_join(a, &status);
    assert((intptr_t)status != 7);
    return 0;
}
