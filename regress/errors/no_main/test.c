/* A library file: thread code but no main function. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int start_worker(pthread_t *t)
{
    return pthread_create(t, NULL, worker, NULL);
}
