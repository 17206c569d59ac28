/* Three dining philosophers, fixed.
 * Lower-numbered fork first: there is a global lock order, no deadlock. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define N 3

static pthread_mutex_t fork_lock[N] = {
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
    PTHREAD_MUTEX_INITIALIZER
};
static int meals[N];

static void *philosopher(void *arg)
{
    int id = (int)(intptr_t)arg;
    int left = id, right = (id + 1) % N;
    int first = left < right ? left : right;
    int second = left < right ? right : left;

    pthread_mutex_lock(&fork_lock[first]);
    pthread_mutex_lock(&fork_lock[second]);
    meals[id]++;
    pthread_mutex_unlock(&fork_lock[second]);
    pthread_mutex_unlock(&fork_lock[first]);
    return NULL;
}

int main(void)
{
    pthread_t phil[N];

    for (int i = 0; i < N; i++)
        pthread_create(&phil[i], NULL, philosopher, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(phil[i], NULL);
    return 0;
}
