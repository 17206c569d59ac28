/* a time-out written before the creation, read by the thread's timed waits
 * and locks: ordered, no race */
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
sem_t s;
struct timespec ts;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    pthread_cond_timedwait(&cv, &m, &ts);
    pthread_mutex_unlock(&m);
    if (pthread_mutex_timedlock(&m, &ts) == 0)
        pthread_mutex_unlock(&m);
    sem_timedwait(&s, &ts);
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 0);
    ts.tv_nsec = 1;
    ts.tv_sec += 1;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    sem_post(&s);
    pthread_join(t, 0);
    return 0;
}
