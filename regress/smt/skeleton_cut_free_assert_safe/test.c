/* Three workers add to a total under a mutex and count themselves under
 * a semaphore used as a lock; each checks its argument.  The
 * control skeleton reaches no step that may stop a run (every unlock is
 * by the holder, every access at a constant address, every join of a
 * created thread), so the smt encoding leaves out the simulator's cuts:
 * its last query, whether a run reaches a cut, no longer has to prove
 * lock ownership and join targets through every interleaving. */
#include <pthread.h>
#include <semaphore.h>

extern void reach_error(void);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static sem_t gate;
static int total, started;

static void *worker(void *arg)
{
    int step = (int)(long)arg;
    pthread_mutex_lock(&lock);
    total = total + step;
    pthread_mutex_unlock(&lock);
    sem_wait(&gate);
    started = started + 1;
    sem_post(&gate);
    if (step < 1 || step > 3)
        reach_error();
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    sem_init(&gate, 0, 1);
    pthread_create(&t[0], NULL, worker, (void *)1L);
    pthread_create(&t[1], NULL, worker, (void *)2L);
    pthread_create(&t[2], NULL, worker, (void *)3L);
    pthread_join(t[0], NULL);
    pthread_join(t[1], NULL);
    pthread_join(t[2], NULL);
    return 0;
}
