/* (examples/philosophers.c with ten philosophers: the deadlock's text
 * was cut at 511 bytes, mid-word, and its id, read from that text,
 * missed fork_lock[0]: the ids of 10 and 12 philosophers were equal.)
 *
 * Dining philosophers, the classic way to get it wrong.
 *
 * Five philosophers sit around a table with one fork between each pair of
 * neighbours.  Every philosopher picks up the fork on the left, then the
 * fork on the right, eats, and puts both down.  If all five pick up their
 * left fork at the same time, every right fork is already taken and nobody
 * can continue: a circular wait (lock-order deadlock) over five mutexes.
 *
 *   pnbmc --threads 5 examples/philosophers.c
 *
 * (--threads 5: the philosophers are started from one pthread_create call
 * inside a loop; the default of 3 instances per call site would cut it.)
 */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define N 10

static pthread_mutex_t fork_lock[N];
static int meals[N]; /* meals[i] is only touched by philosopher i */

static void *philosopher(void *arg)
{
    int id = (int)(intptr_t)arg;
    int left = id;
    int right = (id + 1) % N;

    pthread_mutex_lock(&fork_lock[left]);
    pthread_mutex_lock(&fork_lock[right]);
    meals[id]++; /* eat */
    pthread_mutex_unlock(&fork_lock[right]);
    pthread_mutex_unlock(&fork_lock[left]);
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
