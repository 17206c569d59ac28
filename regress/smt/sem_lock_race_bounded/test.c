/* A semaphore of count 1 used as a lock: the counter is never raced on
 * and sem_trywait's failure path is explored too. */
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
    if (sem_trywait(&s) == 0) {
        counter = counter + 1;
        sem_post(&s);
    }
    pthread_join(t, 0);
    return 0;
}
