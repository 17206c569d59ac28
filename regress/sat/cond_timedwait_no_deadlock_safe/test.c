#include <pthread.h>
#include <time.h>
/* Nobody signals the condition, but the wait is timed: it times out, the
 * worker takes the mutex back and ends, and main's join returns. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *arg)
{
    struct timespec ts = {0, 0};
    (void)arg;
    pthread_mutex_lock(&m);
    if (!ready)
        pthread_cond_timedwait(&cv, &m, &ts);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    pthread_mutex_lock(&m);
    ready = 0;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return ready;
}
