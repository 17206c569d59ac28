// main waits for a condition that the worker never signals: once the
// worker has ended, no thread can move.  The wait is main's last
// blocking operation, so the skeleton's run ends with main on its point.
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go = PTHREAD_COND_INITIALIZER;
static int started;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    started = 1;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&lock);
    pthread_cond_wait(&go, &lock);
    pthread_mutex_unlock(&lock);
    (void)t;
    return 0;
}
