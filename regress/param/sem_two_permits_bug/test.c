/* Two permits let two workers in at once: the parameterised engine
 * must not prove it (it reports no bugs); the explicit engine finds
 * the failure and the race with two workers. */
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
    sem_init(&s, 0, 2);
    while (1)
        pthread_create(&t, 0, worker, 0);
}
