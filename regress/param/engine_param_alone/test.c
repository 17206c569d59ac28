/* --engine param: the parameterised engine alone.  assert and race are
 * proved for any number of workers; the other checks are unknown. */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
int lock_word;
int inside;
void __VERIFIER_atomic_take(void)
{
    if (lock_word != 0)
        abort(); /* blocks: this run is not one the program has */
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
