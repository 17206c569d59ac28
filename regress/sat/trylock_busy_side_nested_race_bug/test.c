/* On the busy side of its trylock the monitor tests the result again and
 * resets the counter anyway: the result is EBUSY there, not 0, so that
 * write happens and races with the worker's locked update. */
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long counter;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *monitor(void *arg)
{
    int status;
    (void)arg;
    status = pthread_mutex_trylock(&m);
    if (status == EBUSY) {
        if (status != 0)
            counter = 0; /* BUG: m is not held */
    } else {
        counter = -1;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, monitor, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
