/* main ends with pthread_exit: the process exits (and runs the handler)
 * when the worker ends, in the worker's thread: not modelled. */
#include <pthread.h>
#include <stdlib.h>

int done;

static void report(void) { done = 2; }

static void *worker(void *arg)
{
    (void)arg;
    done = 1;
    return 0;
}

int main(void)
{
    atexit(report);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_exit(0);
}
