/* Detached workers signal completion through a semaphore; main never
 * joins them and reads the results only after both posts. */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t done;
static int results[2];

static void *worker(void *arg)
{
    int *slot = arg;
    pthread_detach(pthread_self());
    *slot = 7;
    sem_post(&done);
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    sem_init(&done, 0, 0);
    pthread_create(&t1, 0, worker, &results[0]);
    pthread_create(&t2, 0, worker, &results[1]);
    sem_wait(&done);
    sem_wait(&done);
    assert(results[0] + results[1] == 14);
    return 0;
}
