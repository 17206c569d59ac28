/* main locks a mutex it never initialised, the worker takes no lock at
 * all: the race on counter happens whatever the mutex's bytes are, and
 * is reported as a bug. */
#include <pthread.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter++;
    return NULL;
}

int main(void)
{
    pthread_mutex_t m;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
