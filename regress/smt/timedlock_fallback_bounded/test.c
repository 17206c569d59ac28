// the worker falls back to a plain lock when its timed lock times out: both
// updates happen under m, so the total is always 2
#include <pthread.h>
#include <time.h>
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct timespec deadline;
int total;
void *worker(void *arg)
{
    if (pthread_mutex_timedlock(&m, &deadline) != 0)
        pthread_mutex_lock(&m);
    total = total + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    total = total + 1;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    if (total != 2)
        reach_error();
    return 0;
}
