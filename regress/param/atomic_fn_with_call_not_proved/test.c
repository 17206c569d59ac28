/* The lock of spinlock_any_threads_safe, its check in a helper called
 * from the atomic function.  Tools differ on whether such a callee runs
 * atomically (SV-COMP's expected verdicts say it does not), so no
 * parameterised proof rests on it. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
int lock_word;
int inside;
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
    __VERIFIER_atomic_take();
    inside = inside + 1;
    if (inside != 1)
        reach_error();
    inside = inside - 1;
    __VERIFIER_atomic_give();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
