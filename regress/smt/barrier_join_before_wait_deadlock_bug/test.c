// main joins the worker before it reaches the barrier for two: the worker
// waits at the barrier, main in the join, forever
#include <pthread.h>
pthread_barrier_t bar;
void *worker(void *a)
{
    pthread_barrier_wait(&bar);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_barrier_init(&bar, 0, 2);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_barrier_wait(&bar);
    return 0;
}
