/* pthread_timedjoin_np reads its time-out: another thread writing it races */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
struct timespec ts;
pthread_t other;
void *idle(void *a) { return a; }
void *worker(void *arg)
{
    ts.tv_sec = 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&other, 0, idle, 0);
    pthread_create(&t, 0, worker, 0);
    pthread_timedjoin_np(other, 0, &ts);
    pthread_join(t, 0);
    return 0;
}
