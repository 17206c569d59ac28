/* The twin of exit_holding_lock_bug: the early return unlocks first. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs; /* 0: nothing to do */

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (jobs == 0) {
        pthread_mutex_unlock(&m);
        return NULL;
    }
    jobs = jobs - 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_mutex_lock(&m);
    jobs = 5;
    pthread_mutex_unlock(&m);
    return 0;
}
