/* Old-style C: neither <stdlib.h> nor <stdio.h> is included, so atexit
 * and exit are declared implicitly (unprototyped: clang calls them
 * through a cast).  exit still runs the handler, which frees the buffer
 * the worker may still be writing: an exit-time race. */
#include <pthread.h>

int *buffer;
int ready;

static void cleanup(void)
{
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

int storage[4];

int main(void)
{
    buffer = storage;
    atexit(cleanup);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    exit(0);
}
