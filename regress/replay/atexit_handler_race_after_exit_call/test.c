#include <pthread.h>
#include <stdlib.h>

/* exit() runs cleanup, whose write races with the worker's read: replay
 * lets main into exit when its racing access is still to come (pnbmc 59
 * held it at the exit call: diverged after the last step). */
int flag;

static void cleanup(void) { flag = 1; }

static void *worker(void *arg)
{
    (void)arg;
    return (void *)(long)flag;
}

int main(void)
{
    pthread_t t;
    atexit(cleanup);
    pthread_create(&t, 0, worker, 0);
    exit(0);
}
