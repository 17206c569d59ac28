#include "flags.h"
#include <pthread.h>
#include <stddef.h>

static int shared;

static void *worker(void *arg)
{
    (void)arg;
#if RACY
    shared = 1;
#endif
    return NULL;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, NULL, worker, NULL);
    int v = shared;
    pthread_join(a, NULL);
    return v;
}
