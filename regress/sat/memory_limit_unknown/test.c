/* Under --engine sat with a huge bound the unrolling grows step by step;
 * the memory ceiling ends it with unknown and the reason (the table
 * below is examples/philosophers_fixed.c). */
/* Dining philosophers without the deadlock.
 *
 * Same table as philosophers.c, but the forks are numbered and every
 * philosopher always picks up the lower-numbered fork first.  The last
 * philosopher therefore reaches for fork 0 before fork 4, which breaks the
 * cycle: there is a global lock order, so no circular wait is possible.
 *
 *   pnbmc --threads 5 examples/philosophers_fixed.c
 */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define N 5

static pthread_mutex_t fork_lock[N];
static int meals[N]; /* meals[i] is only touched by philosopher i */

static void *philosopher(void *arg)
{
    int id = (int)(intptr_t)arg;
    int left = id;
    int right = (id + 1) % N;
    int first = left < right ? left : right;
    int second = left < right ? right : left;

    pthread_mutex_lock(&fork_lock[first]);
    pthread_mutex_lock(&fork_lock[second]);
    meals[id]++; /* eat */
    pthread_mutex_unlock(&fork_lock[second]);
    pthread_mutex_unlock(&fork_lock[first]);
    return NULL;
}

int main(void)
{
    pthread_t phil[N];

    for (int i = 0; i < N; i++)
        pthread_mutex_init(&fork_lock[i], NULL);
    for (int i = 0; i < N; i++)
        pthread_create(&phil[i], NULL, philosopher, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(phil[i], NULL);
    for (int i = 0; i < N; i++)
        pthread_mutex_destroy(&fork_lock[i]);
    return 0;
}
