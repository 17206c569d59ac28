/* A mutex in a malloc'd object, set by pthread_mutex_init before the
 * worker starts: every operation reads written bytes, and the counter is
 * always updated under the lock: no race. */
#include <pthread.h>
#include <stdlib.h>

static int counter;
static pthread_mutex_t *lock;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(lock);
    counter++;
    pthread_mutex_unlock(lock);
    return NULL;
}

int main(void)
{
    lock = malloc(sizeof *lock);
    if (!lock)
        return 1;
    pthread_mutex_init(lock, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(lock);
    counter++;
    pthread_mutex_unlock(lock);
    pthread_join(t, NULL);
    pthread_mutex_destroy(lock);
    free(lock);
    return 0;
}
