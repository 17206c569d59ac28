#include <pthread.h>
#include <semaphore.h>

/* main may cancel the worker while it waits on the semaphore: the wait
 * would end early, which pnbmc does not model. */
static sem_t work;

static void *worker(void *arg)
{
    (void)arg;
    sem_wait(&work);
    return NULL;
}

int main(void)
{
    pthread_t t;
    sem_init(&work, 0, 0);
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    return 0;
}
