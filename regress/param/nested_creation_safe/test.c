/* Every worker starts another worker before it takes the lock: threads
 * create threads without bound, each pthread_t a local of its creator.
 * Mutual exclusion holds for any number of them.  (No creation is
 * inside a loop: the attempt comes after the bounded search.) */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
int lock_word;
int inside;
void __VERIFIER_atomic_take(void)
{
    if (lock_word != 0)
        abort();
    lock_word = 1;
}
void __VERIFIER_atomic_give(void) { lock_word = 0; }
void *worker(void *arg)
{
    pthread_t next;
    pthread_create(&next, 0, worker, arg);
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
    pthread_create(&t, 0, worker, 0);
    pthread_exit(0); /* the process lives on with the workers */
}
