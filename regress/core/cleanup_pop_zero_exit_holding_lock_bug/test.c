#include <pthread.h>

/* pthread_cleanup_pop(0) drops the handler without running it: the
 * worker exits holding the mutex and main blocks on it forever. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void unlock_it(void *p) { pthread_mutex_unlock(p); }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    pthread_cleanup_pop(0);
    pthread_exit(NULL);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
