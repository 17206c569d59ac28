#include <pthread.h>
#include <semaphore.h>

sem_t ready;

void *waiter(void *arg)
{
    sem_wait(&ready);
    return 0;
}

int main(void)
{
    pthread_t t;
    sem_init(&ready, 0, 0);
    pthread_create(&t, 0, waiter, 0);
    sem_destroy(&ready);        /* the waiter is blocked on it */
    return 0;
}
