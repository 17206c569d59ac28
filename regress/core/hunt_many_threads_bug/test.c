/* The assertion fails only when all 30 workers have added one before the
 * checker reads the counter: 31 threads at one creation site, far above
 * what the exhaustive search can widen to.  The bug hunt (fixed
 * schedulers with many threads) finds it: main creates every thread,
 * then the newest runs first, the checker last. */
#include <pthread.h>
extern void reach_error(void);
volatile int counter;
void *checker(void *arg)
{
    if (counter >= 30)
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
    pthread_create(&t, 0, checker, 0);
    for (int i = 0; i < 30; i++)
        pthread_create(&t, 0, worker, 0);
    return 0;
}
