/* A semaphore of count 1 guards the counter: the skeleton counts its
 * tokens, so the two increments never overlap. */
#include <pthread.h>
#include <semaphore.h>

sem_t guard;
int counter;

void *worker(void *arg)
{
    (void)arg;
    sem_wait(&guard);
    counter = counter + 1;
    sem_post(&guard);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&guard, 0, 1);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    sem_wait(&guard);
    int seen = counter;
    sem_post(&guard);
    return seen == 2 ? 0 : 1;
}
