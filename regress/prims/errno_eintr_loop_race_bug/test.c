/* The usual EINTR retry loop around sem_wait (the model has no signals:
 * sem_wait does not fail).  With SEM_INIT 2 both workers pass the
 * semaphore and race on total; with 1 it is a mutex. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>

sem_t gate;
int total;

static void enter(sem_t *s)
{
    while (sem_wait(s) != 0)
        if (errno != EINTR)
            abort();
}

void *worker(void *arg)
{
    (void)arg;
    enter(&gate);
    total += 1;
    sem_post(&gate);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&gate, 0, SEM_INIT);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
