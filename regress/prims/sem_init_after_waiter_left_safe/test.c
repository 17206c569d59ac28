/* Re-initialising a semaphore is defined again once no thread waits on
 * it: the worker has passed its wait when main gets `done`. */
#include <pthread.h>
#include <semaphore.h>
sem_t go, done;
int data;
void *worker(void *arg)
{
    sem_wait(&go);
    data = 1;
    sem_post(&done);
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&go, 0, 0);
    sem_init(&done, 0, 0);
    pthread_create(&t, 0, worker, 0);
    sem_post(&go);
    sem_wait(&done);
    sem_init(&go, 0, 0);
    data = 2;
    pthread_join(t, 0);
    return 0;
}
