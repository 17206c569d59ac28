/* As hunt_many_threads_bug, with the number of workers a nondet value
 * between 20 and 29: the hunt tries the program's constants and their
 * neighbours as nondet values (the default domain 0, 1, 2, -1 has none
 * in range). */
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
extern unsigned __VERIFIER_nondet_uint(void);
volatile int counter;
volatile int workers;
void *checker(void *arg)
{
    if (counter >= workers)
        reach_error();
    return arg;
}
void *worker(void *arg)
{
    int seen = counter;
    counter = seen + 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    workers = (int)__VERIFIER_nondet_uint();
    if (workers < 20 || workers >= 30)
        abort();
    pthread_create(&t, 0, checker, 0);
    for (int i = 0; i < workers; i++)
        pthread_create(&t, 0, worker, 0);
    return 0;
}
