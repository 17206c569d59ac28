#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

sem_t s;
int x;

void *worker(void *arg)
{
    sem_wait(&s);
    x++;
    sem_post(&s);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&s, 0, 1);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    sem_destroy(&s);
    sem_init(&s, 0, 0);
    sem_post(&s);
    sem_wait(&s);
    sem_destroy(&s);
    assert(x == 2);
    return 0;
}
