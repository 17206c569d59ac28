/* The worker's last witness step is an atomic section that writes pdev:
 * the write inside the section is part of that step and runs, although
 * the worker's accesses after its last step wait for the witness's end. */
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int pdev;
void *worker(void *arg)
{
    __VERIFIER_atomic_begin();
    pdev = 6;
    __VERIFIER_atomic_end();
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    __VERIFIER_atomic_begin();
    pdev = 4;
    __VERIFIER_atomic_end();
    __VERIFIER_atomic_begin();
    if (pdev != 4)
        reach_error();
    __VERIFIER_atomic_end();
    pthread_join(t, 0);
    return 0;
}
