/* A detached worker locks m twice, unlocking in between: no double lock.
 * The lock-wait target must not report it (the thread does not hold m at
 * its second lock). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    shared++;
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    shared++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_detach(t);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
