/* main waits for the producer with a deadline (in the year 2096) and then
 * assumes it has run: a time-out before the producer's signal fails the
 * assertion. The replay forces the witness's time-out at once: the real
 * wait would not time out for decades. */
#include <assert.h>
#include <pthread.h>
#include <time.h>
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
    struct timespec deadline = {4000000000, 0};
    pthread_create(&t, 0, producer, 0);
    pthread_mutex_lock(&m);
    int rc = 0;
    while (!ready && rc == 0)
        rc = pthread_cond_timedwait(&ready_cv, &m, &deadline);
    assert(ready == 1);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
