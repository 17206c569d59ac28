/* A one-character FAST setting in the environment makes main skip the
 * lock: with such an environment the update races with the worker. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int hits;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    hits++;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    const char *fast = getenv("FAST");
    pthread_create(&t, 0, worker, 0);
    if (fast && strlen(fast) == 1) {
        hits++;
    } else {
        pthread_mutex_lock(&lock);
        hits++;
        pthread_mutex_unlock(&lock);
    }
    pthread_join(t, 0);
    return 0;
}
