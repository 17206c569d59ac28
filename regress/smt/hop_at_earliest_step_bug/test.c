/* The created thread's write fires right after its creation: the
 * assertion fails in a run of the fewest steps possible, so --bound at
 * that length finds it only if the smt unrolling lets each hop fire from
 * the first step that a run can reach it (hops are ordered by that step,
 * and later hops are cut off a step's choice). */
#include <pthread.h>
void reach_error(void);
int x, y;
void *w(void *a)
{
    y = x + 1;
    return a;
}
int main(void)
{
    pthread_t t;
    x = 1;
    pthread_create(&t, 0, w, 0);
    int r = y;
    if (r == 2)
        reach_error();
    return 0;
}
