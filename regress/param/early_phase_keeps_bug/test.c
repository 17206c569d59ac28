/* As finite_bug_still_found, with --timeout: the parameterised engine runs
 * first (threads are created in a loop), fails to prove, and the bug the
 * explicit engine then finds is the answer. */
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int arrived;
void *worker(void *arg)
{
    __VERIFIER_atomic_begin();
    arrived = arrived < 3 ? arrived + 1 : 3;
    __VERIFIER_atomic_end();
    if (arrived == 3)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
