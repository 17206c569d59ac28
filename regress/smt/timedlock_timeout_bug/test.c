// main holds m while the worker's timed lock runs: it can time out
#include <errno.h>
#include <pthread.h>
#include <time.h>
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct timespec deadline;
void *worker(void *arg)
{
    if (pthread_mutex_timedlock(&m, &deadline) == ETIMEDOUT)
        reach_error();
    else
        pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
