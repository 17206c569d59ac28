/* fopen reads every byte of the path: main changing one meanwhile races */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
char path[8] = "/tmp/ab";
void *worker(void *arg)
{
    void *f = fopen(path, "r");
    if (f)
        fclose(f);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    path[5] = 'x';
    pthread_join(t, 0);
    return 0;
}
