#include <pthread.h>
#include <time.h>
/* The timed wait times out, but its re-lock waits for the mutex, which
 * the other thread took and never released before it ended. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *arg)
{
    struct timespec ts = {0, 0};
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cond_timedwait(&cv, &m, &ts);
    pthread_mutex_unlock(&m);
    return 0;
}
void *grabber(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, waiter, 0);
    pthread_create(&b, 0, grabber, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return ready;
}
