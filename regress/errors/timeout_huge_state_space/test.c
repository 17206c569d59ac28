/* A correct program whose state space is far too large for one second.
 * Every worker bumps its own counter (no race) and folds its id into a
 * lock-protected running hash: the hash remembers the whole order in which
 * the workers took the lock, so (almost) every interleaving of the 4 x 30
 * critical sections leads to a different state, and partial-order
 * reduction cannot merge them.  All checks are safe in truth; with
 * --timeout 1 the only honest answer is unknown. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define WORKERS 4
#define ROUNDS 30

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static unsigned long hash; /* protected by m */
static int ops;            /* protected by m */
static int own[WORKERS];   /* own[i] only touched by worker i */

static void *worker(void *arg)
{
    int id = (int)(intptr_t)arg;

    for (int i = 0; i < ROUNDS; i++) {
        own[id]++;
        pthread_mutex_lock(&m);
        hash = hash * 31 + (unsigned long)id + 1;
        ops++;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[WORKERS];

    for (int i = 0; i < WORKERS; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < WORKERS; i++)
        pthread_join(t[i], NULL);
    if (ops != WORKERS * ROUNDS)
        reach_error();
    for (int i = 0; i < WORKERS; i++)
        if (own[i] != ROUNDS)
            reach_error();
    return 0;
}
