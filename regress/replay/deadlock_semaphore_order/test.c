/* Two binary semaphores taken in opposite orders.  The witness's
 * sem_wait steps never block: each keeps the replay's turn until it has
 * returned, so a thread past its last step cannot take the other
 * semaphore first (the replay used to let it, now and then). */
#include <pthread.h>
#include <semaphore.h>

static sem_t s1, s2;

static void *first_s1(void *arg)
{
    (void)arg;
    sem_wait(&s1);
    sem_wait(&s2);
    sem_post(&s2);
    sem_post(&s1);
    return 0;
}

static void *first_s2(void *arg)
{
    (void)arg;
    sem_wait(&s2);
    sem_wait(&s1);
    sem_post(&s1);
    sem_post(&s2);
    return 0;
}

int main(void)
{
    sem_init(&s1, 0, 1);
    sem_init(&s2, 0, 1);
    pthread_t a, b;
    pthread_create(&a, 0, first_s1, 0);
    pthread_create(&b, 0, first_s2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
