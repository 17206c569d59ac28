/* sched_setaffinity reads the CPU set: main changing it meanwhile races */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
cpu_set_t cs;
void *worker(void *arg)
{
    sched_setaffinity(0, sizeof cs, &cs);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    CPU_SET(1, &cs);
    pthread_join(t, 0);
    return 0;
}
