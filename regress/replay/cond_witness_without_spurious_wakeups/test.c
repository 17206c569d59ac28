/* The assertion fails whether or not main waits: the witness shows the
 * signal that wakes main, not spurious wake-ups (the explicit engine tries
 * them after every other move). */
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready, data;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    data = 1;
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    assert(data == 2);
    pthread_join(t, 0);
    return 0;
}
