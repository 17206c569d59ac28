// the worker writes x before the barrier; main reads it after: the error
// needs both arrivals, the release and the released thread's return
#include <pthread.h>
extern void reach_error(void);
pthread_barrier_t bar;
int x;
void *worker(void *a)
{
    x = 1;
    pthread_barrier_wait(&bar);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_barrier_init(&bar, 0, 2);
    pthread_create(&t, 0, worker, 0);
    pthread_barrier_wait(&bar);
    if (x == 1)
        reach_error();
    return 0;
}
