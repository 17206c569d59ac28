/* pthread_mutexattr_setpshared writes the attribute (glibc sets a bit in its
 * word): a concurrent pthread_mutex_init reading it races */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
pthread_mutexattr_t at;
pthread_mutex_t m;
void *worker(void *arg)
{
    pthread_mutex_init(&m, &at);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_mutexattr_init(&at);
    pthread_create(&t, 0, worker, 0);
    pthread_mutexattr_setpshared(&at, PTHREAD_PROCESS_PRIVATE);
    pthread_join(t, 0);
    return 0;
}
