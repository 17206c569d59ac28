/* A destructor runs at exit while the detached worker may still run. */
#include <pthread.h>
#include <stdlib.h>

int *table;

__attribute__((destructor)) static void release(void)
{
    free(table);
    table = 0;
}

static void *worker(void *arg)
{
    (void)arg;
    int *t = table;
    if (t)
        t[1] = 2;
    return 0;
}

int main(void)
{
    table = calloc(4, sizeof *table);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_detach(t);
    exit(0);
}
