#include <pthread.h>

/* A cancelled condition wait re-locks the mutex before the thread ends:
 * without a cleanup handler the worker ends holding it. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
