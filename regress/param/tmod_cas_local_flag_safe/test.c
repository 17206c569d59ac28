/* Increment by compare-and-swap in an atomic function that reports
 * success through a pointer to the caller's local: the local's address
 * goes to a callee of the same thread only, so the thread-modular engine
 * keeps it as that thread's variable. */
#include <pthread.h>
extern void reach_error(void);
volatile unsigned value;
void __VERIFIER_atomic_cas(volatile unsigned *p, unsigned expect,
                           unsigned next, unsigned *done)
{
    if (*p == expect) {
        *p = next;
        *done = 1;
    } else {
        *done = 0;
    }
}
void *worker(void *arg)
{
    unsigned v, done;
    do {
        v = value;
        if (v == 0u - 1)
            return arg;
        __VERIFIER_atomic_cas(&value, v, v + 1, &done);
    } while (done == 0);
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
