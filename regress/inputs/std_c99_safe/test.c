/* The race exists only when compiled as C11 or later. */
#include <pthread.h>
#include <stddef.h>

static int shared;

static void *worker(void *arg)
{
    (void)arg;
#if __STDC_VERSION__ >= 201112L
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
