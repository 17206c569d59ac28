/* A semaphore of one permit used as a lock by any number of workers: its
 * state is a count, no thread ids, so the parameterised engine keeps the
 * threads interchangeable and proves mutual exclusion and race freedom
 * for every number of them. */
#include <pthread.h>
#include <semaphore.h>
extern void reach_error(void);
sem_t s;
int inside;
void *worker(void *arg)
{
    sem_wait(&s);
    inside = inside + 1;
    if (inside != 1)
        reach_error();
    inside = inside - 1;
    sem_post(&s);
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 1);
    while (1)
        pthread_create(&t, 0, worker, 0);
}
