/* main takes the mutex, starts a worker that wants it too, and returns
 * without unlocking: the process ends there, which is no deadlock. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int seen;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    seen++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    seen = 1;
    return 0;
}
