/* Two rounds, each with its own initialisation of the same mutex, which
 * is destroyed between them once the round's threads have ended. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock;
static int counter;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
    return 0;
}

static void round_of_two(void)
{
    pthread_t t1, t2;
    pthread_mutex_init(&lock, 0);
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_mutex_destroy(&lock);
}

int main(void)
{
    round_of_two();
    round_of_two();
    assert(counter == 4);
    return 0;
}
