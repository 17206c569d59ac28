#include <pthread.h>
#include <semaphore.h>

sem_t slots;
int used;

void *worker(void *arg)
{
    sem_wait(&slots);
    used++;
    sem_post(&slots);
    return 0;
}

int main(void)
{
    pthread_t t;
    sem_init(&slots, 0, 1);
    pthread_create(&t, 0, worker, 0);
    sem_destroy(&slots);        /* too early: the worker may still use it */
    pthread_join(t, 0);
    return 0;
}
