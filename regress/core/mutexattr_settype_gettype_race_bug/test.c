/* pthread_mutexattr_settype writes the attribute and _gettype reads it:
 * unsynchronised, they race */
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
int type;
void *worker(void *arg)
{
    pthread_mutexattr_gettype(&at, &type);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_mutexattr_init(&at);
    pthread_create(&t, 0, worker, 0);
    pthread_mutexattr_settype(&at, PTHREAD_MUTEX_RECURSIVE);
    pthread_join(t, 0);
    return 0;
}
