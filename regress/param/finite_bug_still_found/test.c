/* A bug three threads reach: the explicit engine finds it (with a
 * witness); the parameterised engine never overrides a bug. */
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
