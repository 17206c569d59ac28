/* main returns while the worker still runs: the atexit handler frees the
 * buffer and clears the pointer the worker reads, an exit-time race. */
#include <pthread.h>
#include <stdlib.h>

int *buffer;

static void cleanup(void)
{
    free(buffer);
    buffer = 0;
}

static void *worker(void *arg)
{
    (void)arg;
    int *b = buffer;
    if (b)
        b[0] = 1;
    return 0;
}

int main(void)
{
    buffer = malloc(4 * sizeof *buffer);
    atexit(cleanup);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_detach(t);
    return 0;
}
