#include <pthread.h>
#include <unistd.h>

/* sleep is a cancellation point: the worker may end there holding the
 * mutex, and main then waits for it forever. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    jobs++;
    sleep(1);
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
    jobs++;
    pthread_mutex_unlock(&m);
    return 0;
}
