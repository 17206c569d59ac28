/* Threads add or subtract one under a lock; a thread that added checks
 * afterwards that the value is still above what it read, unless some
 * thread has subtracted since the program started (a flag that is only
 * ever raised).  The invariant needs the disjunction "flag raised or
 * value > v" at the check. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
volatile unsigned value, busy, subtracted;
void __VERIFIER_atomic_acquire(void)
{
    if (busy != 0)
        abort();
    busy = 1;
}
void __VERIFIER_atomic_release(void) { busy = 0; }
static void add(void)
{
    unsigned v;
    __VERIFIER_atomic_acquire();
    if (value == 0u - 1) {
        __VERIFIER_atomic_release();
        return;
    }
    v = value;
    value = v + 1;
    __VERIFIER_atomic_release();
    __VERIFIER_atomic_acquire();
    if (!(subtracted || value > v))
        reach_error();
    __VERIFIER_atomic_release();
}
static void sub(void)
{
    __VERIFIER_atomic_acquire();
    if (value != 0) {
        subtracted = 1;
        value = value - 1;
    }
    __VERIFIER_atomic_release();
}
void *worker(void *arg)
{
    if (__VERIFIER_nondet_int())
        add();
    else
        sub();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
