#include <pthread.h>

/* main cancels the worker while it waits on the condition: the wait
 * ends, the worker re-locks the mutex and its handler releases it. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void unlock_it(void *p) { pthread_mutex_unlock(p); }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_cleanup_pop(1);
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
