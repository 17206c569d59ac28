/* A semaphore local to main that no sem_init ever set: the worker posts
 * it, main waits on it.  Its count is whatever the stack held (undefined
 * behaviour); the engines take it as 0 and bound the verdict. */
#include <pthread.h>
#include <semaphore.h>

static int data;

static void *worker(void *arg)
{
    sem_t *done = arg;
    data = 42;
    sem_post(done);
    return NULL;
}

int main(void)
{
    sem_t done;
    pthread_t t;
    pthread_create(&t, NULL, worker, &done);
    sem_wait(&done);
    int v = data;
    pthread_join(t, NULL);
    return v == 42 ? 0 : 1;
}
