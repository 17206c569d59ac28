/* The consumer waits with `if` instead of `while`: correct only if a wait
 * never returns without a signal. POSIX allows spurious wake-ups, which
 * --spurious-wakeups explores. */
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t ready_cv = PTHREAD_COND_INITIALIZER;
int ready;
void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&ready_cv);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    pthread_mutex_lock(&m);
    if (!ready)
        pthread_cond_wait(&ready_cv, &m);
    assert(ready == 1);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
