// A semaphore initialised to 1 used as a mutex around a counter.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stddef.h>

static sem_t s;
static int counter;

static void *worker(void *arg)
{
    (void)arg;
    sem_wait(&s);
    counter++;
    sem_post(&s);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&s, 0, 1);
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 2);
    sem_destroy(&s);
    return 0;
}
