/* As skeleton_cut_free_assert_safe, but the third worker unlocks the
 * mutex twice: an unlock by a thread that does not hold it, undefined
 * behaviour.  The control skeleton reaches that step, so the encoding
 * keeps the simulator's cuts and the smt engine answers unknown with the
 * simulator's reason, never safe. */
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
    if (step == 3)
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
