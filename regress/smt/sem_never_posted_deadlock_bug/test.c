// The semaphore starts at 0 and nobody posts: the worker waits forever and
// main waits for it in join.
#include <pthread.h>
#include <semaphore.h>
#include <stddef.h>

static sem_t s;

static void *worker(void *arg)
{
    (void)arg;
    sem_wait(&s);
    return NULL;
}

int main(void)
{
    pthread_t w;
    sem_init(&s, 0, 0);
    pthread_create(&w, NULL, worker, NULL);
    pthread_join(w, NULL);
    return 0;
}
