/* A failed sem_trywait sets errno to EAGAIN, not EBUSY (pthread's
 * trylock code): the worker that tests for EBUSY goes on as if it had
 * taken the semaphore, and the two workers race on counter. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

sem_t slot;
int counter;

void *worker(void *arg)
{
    (void)arg;
    if (sem_trywait(&slot) == -1 && errno == EBUSY)
        return 0;
    counter++;
    sem_post(&slot);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&slot, 0, 1);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
