/* A signed counter every thread increments, for any number of threads,
 * unless it is INT_MAX: with --signed-overflow undefined the
 * thread-modular proof rules the overflow out too. */
#include <limits.h>
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
volatile int value, busy;
void __VERIFIER_atomic_acquire(void)
{
    if (busy != 0)
        abort();
    busy = 1;
}
void __VERIFIER_atomic_release(void) { busy = 0; }
void *worker(void *arg)
{
    int v;
    __VERIFIER_atomic_acquire();
    if (value == INT_MAX) {
        __VERIFIER_atomic_release();
        return arg;
    }
    v = value;
    value = v + 1;
    __VERIFIER_atomic_release();
    if (!(value > v))
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
