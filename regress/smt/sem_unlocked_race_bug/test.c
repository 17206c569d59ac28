/* A semaphore of count 1 taken by the worker only: main writes the
 * counter without it, a race the smt engine finds. */
#include <pthread.h>
#include <semaphore.h>
sem_t s;
int counter;
void *worker(void *arg)
{
    sem_wait(&s);
    counter = counter + 1;
    sem_post(&s);
    return 0;
}
int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 1);
    pthread_create(&t, 0, worker, 0);
    {
        counter = counter + 1;
        sem_post(&s);
    }
    pthread_join(t, 0);
    return 0;
}
