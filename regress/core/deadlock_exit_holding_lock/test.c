/* The worker takes an early return on an error path and forgets to unlock.
 * After joining it, main blocks forever on the orphaned mutex: nothing can
 * move any more, but main has not finished. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int jobs; /* 0: the queue is empty */

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (jobs == 0)
        return NULL; /* BUG: returns with m held */
    jobs--;
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
