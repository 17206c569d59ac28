/* A counter every thread increments under a lock built from atomic
 * functions, for any number of threads: the value grows with the
 * threads, so only a proof over symbolic data (thread-modular) can
 * answer safe. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
volatile unsigned value, busy;
void __VERIFIER_atomic_acquire(void)
{
    if (busy != 0)
        abort();
    busy = 1;
}
void __VERIFIER_atomic_release(void) { busy = 0; }
void *worker(void *arg)
{
    unsigned v;
    __VERIFIER_atomic_acquire();
    if (value == 0u - 1) {
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
