// A computed goto (GNU C's labels as values): not modelled, so every
// check is unknown, naming the construct and the line of the goto.
#include <pthread.h>
#include <stddef.h>

static int g;

static void *worker(void *arg)
{
    void *target = arg ? &&second : &&first;
    goto *target;
first:
    g = 1;
    return NULL;
second:
    g = 2;
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return g;
}
