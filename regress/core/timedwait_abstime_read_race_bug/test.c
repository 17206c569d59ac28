/* pthread_cond_timedwait reads its time-out: main writing it meanwhile races
 * (every engine said race: safe) */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct timespec ts;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    pthread_cond_timedwait(&cv, &m, &ts);
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    ts.tv_nsec = 5;
    pthread_join(t, 0);
    return 0;
}
