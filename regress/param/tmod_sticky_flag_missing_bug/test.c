/* tmod_sticky_flag_safe without raising the flag: a subtraction between
 * a thread's addition and its check fails the assertion (two threads). */
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
