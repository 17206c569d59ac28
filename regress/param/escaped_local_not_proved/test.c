/* A thread publishes the address of its local: another thread can then
 * write it, and the assertion fails with two threads.  A thread's
 * address in shared memory makes threads non-interchangeable, so the
 * parameterised engine must give up, not prove. */
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int *published;
void *worker(void *arg)
{
    int mine = 1;
    __VERIFIER_atomic_begin();
    int *other = published;
    published = &mine;
    if (other)
        *other = 0;
    __VERIFIER_atomic_end();
    __VERIFIER_atomic_begin();
    if (mine != 1 && published == &mine)
        reach_error();
    published = 0;
    __VERIFIER_atomic_end();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
