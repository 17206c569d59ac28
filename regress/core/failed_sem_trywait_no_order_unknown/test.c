/* A failed sem_trywait synchronises nothing (POSIX 4.12: a call that
 * fails need not synchronise memory), and t1's sem_wait that made it
 * fail is an acquire only: t1's write of x and t2's read after the
 * failure race, though every interleaving puts the write first. */
#include <pthread.h>
#include <semaphore.h>

static sem_t s;
static int x;

static void *t1(void *arg)
{
    (void)arg;
    x = 1;
    sem_wait(&s);
    sem_post(&s);
    return 0;
}

static void *t2(void *arg)
{
    (void)arg;
    if (sem_trywait(&s) != 0)
        return (void *)(long)x;
    sem_post(&s);
    return 0;
}

int main(void)
{
    pthread_t p, q;
    sem_init(&s, 0, 1);
    pthread_create(&p, 0, t1, 0);
    pthread_create(&q, 0, t2, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    return 0;
}
