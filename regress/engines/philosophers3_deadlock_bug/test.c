/* Three dining philosophers: philosopher i takes fork i, then fork i + 1
 * (fork 0 for the last one). All three can hold their left fork and wait
 * for the right one. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t forks[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};
static int meals[3];

static void *philosopher(void *arg)
{
    int i = (int)(long)arg;
    int right = i + 1;
    if (right == 3)
        right = 0;
    pthread_mutex_lock(&forks[i]);
    pthread_mutex_lock(&forks[right]); /* BUG: a cycle of waits */
    meals[i] = meals[i] + 1;
    pthread_mutex_unlock(&forks[right]);
    pthread_mutex_unlock(&forks[i]);
    return NULL;
}

int main(void)
{
    pthread_t t[3];

    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, philosopher, (void *)(long)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    return 0;
}
