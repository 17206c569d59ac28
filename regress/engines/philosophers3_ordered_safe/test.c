/* The twin of philosophers3_deadlock_bug: every philosopher takes the
 * lower-numbered of its two forks first, so no cycle of waits exists. */
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
    int first = i, second = right;
    if (right < i) {
        first = right;
        second = i;
    }
    pthread_mutex_lock(&forks[first]);
    pthread_mutex_lock(&forks[second]);
    meals[i] = meals[i] + 1;
    pthread_mutex_unlock(&forks[second]);
    pthread_mutex_unlock(&forks[first]);
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
