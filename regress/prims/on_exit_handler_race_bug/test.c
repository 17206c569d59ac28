/* The classic exit-time race through on_exit: main returns while the
 * worker still uses the buffer the handler frees. */
#include <pthread.h>
#include <stdlib.h>

int *buf;

static void release(int status, void *arg)
{
    (void)status;
    int **p = arg;
    free(*p);
    *p = 0;
}

static void *worker(void *arg)
{
    (void)arg;
    int *b = buf;
    if (b)
        b[0]++;
    return 0;
}

int main(void)
{
    buf = calloc(1, sizeof *buf);
    on_exit(release, &buf);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    return 0;
}
