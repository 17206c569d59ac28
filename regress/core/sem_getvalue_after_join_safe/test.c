#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

/* sem_getvalue runs while no other thread can touch the semaphore: the
 * join orders the post before it, so the count it reads is exact. */
sem_t s;
int x;

void *worker(void *arg)
{
    (void)arg;
    x = 1;
    sem_post(&s);
    sem_post(&s);
    return 0;
}

int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, worker, 0);
    sem_wait(&s);
    pthread_join(t, 0);
    int v;
    sem_getvalue(&s, &v);
    assert(v == 1 && x == 1);
    return 0;
}
