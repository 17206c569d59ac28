/* The same handler once main has joined the worker: no race. */
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
    if (atexit(cleanup) != 0)
        return 1;
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    exit(0);
}
