/* The mutex is destroyed only after every thread that uses it ended. */
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

int main(void)
{
    pthread_t t1, t2;
    pthread_mutex_init(&lock, 0);
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_mutex_destroy(&lock);
    assert(counter == 2);
    return 0;
}
