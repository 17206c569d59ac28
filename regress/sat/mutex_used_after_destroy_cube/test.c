/* main destroys the mutex while the workers may still use it: their
 * lock then meets a destroyed mutex (undefined behaviour; glibc's lock
 * fails with EINVAL and the counter is updated unprotected). */
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
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
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_mutex_destroy(&lock);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
