/* Each thread scans two elements of an array from an even offset and
 * raises a shared maximum under a lock.  The proof needs the address of
 * storage[i] to stay inside the array (an access outside it is an error
 * point) and the maximum never to fall. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
volatile int max = -100, busy;
int storage[6];
void __VERIFIER_atomic_acquire(void)
{
    if (busy != 0)
        abort();
    busy = 1;
}
void __VERIFIER_atomic_release(void) { busy = 0; }
void *worker(void *arg)
{
    int offset = __VERIFIER_nondet_int();
    if (!(offset % 2 == 0 && offset >= 0 && offset < 6))
        abort();
    for (int i = offset; i < offset + 2; i++) {
        int e = storage[i];
        __VERIFIER_atomic_acquire();
        if (e > max)
            max = e;
        __VERIFIER_atomic_release();
        if (!(e <= max))
            reach_error();
    }
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
