/* Both the creator and the thread itself detach the worker. */
#include <pthread.h>
#include <semaphore.h>

static sem_t done;

static void *worker(void *arg)
{
    (void)arg;
    pthread_detach(pthread_self());
    sem_post(&done);
    return 0;
}

int main(void)
{
    pthread_t t;
    sem_init(&done, 0, 0);
    pthread_create(&t, 0, worker, 0);
    pthread_detach(t);
    sem_wait(&done);
    return 0;
}
