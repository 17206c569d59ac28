/* Each thread passes the address of its own local to an atomic
 * test-and-set: its copies are renamed with the thread, and the proof
 * holds for any number of threads. */
#include <pthread.h>
extern void reach_error(void);
int busy;
int inside;
void __VERIFIER_atomic_tas(int *word, int *old)
{
    *old = *word;
    *word = 1;
}
void *worker(void *arg)
{
    int got;
    __VERIFIER_atomic_tas(&busy, &got);
    while (got == 1)
        __VERIFIER_atomic_tas(&busy, &got);
    inside = inside + 1;
    if (inside != 1)
        reach_error();
    inside = inside - 1;
    busy = 0;
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
