/* nanosleep reads the requested time: main writing it meanwhile races */
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
void *worker(void *arg)
{
    nanosleep(&ts, 0);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    ts.tv_nsec = 1000;
    pthread_join(t, 0);
    return 0;
}
