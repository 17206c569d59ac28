/* An atomic function that calls a helper: whether the helper runs
 * atomically is disputed, so the thread-modular proof treats such a
 * function as plain code (every reading's runs are among those).  The
 * assertion holds even without the lock: every value written is
 * non-zero. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
int lock_word;
int seed = 1;
void require(int ok)
{
    if (!ok)
        abort();
}
void __VERIFIER_atomic_take(void)
{
    require(lock_word == 0);
    lock_word = 1;
}
void __VERIFIER_atomic_give(void) { lock_word = 0; }
void *worker(void *arg)
{
    int next;
    if (seed == 0)
        reach_error();
    __VERIFIER_atomic_take();
    do
        next = __VERIFIER_nondet_int();
    while (next == seed || next == 0);
    seed = next;
    __VERIFIER_atomic_give();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
