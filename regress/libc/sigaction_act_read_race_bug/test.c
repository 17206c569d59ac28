/* sigaction reads *act (outside its atomic section): main changing it
 * meanwhile races (explicit said safe) */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
struct sigaction act;
void *worker(void *arg)
{
    sigaction(SIGUSR1, &act, 0);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    act.sa_flags = SA_RESTART;
    pthread_join(t, 0);
    return 0;
}
