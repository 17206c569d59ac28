/* As hunt_many_threads_nondet_count_bug, with long variables: the
 * program's long constants are pointer-wide and the hunt still tries
 * them (and their neighbours) as nondet values; it used to skip every
 * pointer-wide constant and so never tried 20.  The exhaustive search
 * runs 5 adders for the default nondet values (the thread bound is
 * hit). */
#include <pthread.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
volatile long total;
volatile long limit;
void *observer(void *arg)
{
    if (limit >= 20 && total >= limit)
        reach_error();
    return arg;
}
void *adder(void *arg)
{
    long t = total;
    total = t + 1;
    return arg;
}
int main(void)
{
    pthread_t id;
    limit = (long)__VERIFIER_nondet_uint();
    if (limit < 3 || limit >= 200)
        limit = 5; /* the default nondet values run 5 adders */
    pthread_create(&id, 0, observer, 0);
    for (long i = 0; i < limit; i++)
        pthread_create(&id, 0, adder, 0);
    return 0;
}
