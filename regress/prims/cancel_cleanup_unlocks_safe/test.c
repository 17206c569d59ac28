#include <pthread.h>
#include <unistd.h>

/* The cleanup handler releases the mutex when the worker is cancelled
 * at sleep. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void unlock_it(void *p) { pthread_mutex_unlock(p); }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    jobs++;
    sleep(1);
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
    jobs++;
    pthread_mutex_unlock(&m);
    return 0;
}
