/* pthread_create reads its attribute object: main changing it meanwhile races */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
pthread_attr_t at;
void *idle(void *a) { return a; }
void *worker(void *arg)
{
    pthread_t c;
    pthread_create(&c, &at, idle, 0);
    pthread_join(c, 0);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_attr_init(&at);
    pthread_create(&t, 0, worker, 0);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_JOINABLE);
    pthread_join(t, 0);
    return 0;
}
