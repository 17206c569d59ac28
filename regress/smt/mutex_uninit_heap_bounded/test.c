/* A mutex in a malloc'd object that no pthread_mutex_init set: locking it
 * is undefined behaviour (malloc's bytes are indeterminate).  The
 * encoding ends a run at the first operation on it; never "safe". */
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
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(lock);
    counter++;
    pthread_mutex_unlock(lock);
    pthread_join(t, NULL);
    free(lock);
    return 0;
}
