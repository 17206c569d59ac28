/* The worker spins on sem_trywait of a semaphore nobody posts; main
 * waits in the join forever (starvation).  The spinning thread enters
 * and leaves sem_trywait all the time; main stays blocked. */
#include <pthread.h>
#include <semaphore.h>

static sem_t s;

static void *spin(void *arg)
{
    (void)arg;
    while (sem_trywait(&s) != 0) {
    }
    return 0;
}

int main(void)
{
    sem_init(&s, 0, 0);
    pthread_t t;
    pthread_create(&t, 0, spin, 0);
    pthread_join(t, 0);
    return 0;
}
