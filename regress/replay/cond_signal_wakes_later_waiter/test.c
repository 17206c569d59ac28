/* Two waiters, T1 waits first; main signals once. pnbmc lets the signal
 * wake either waiter, and the witness has it wake T2, the later one
 * (glibc would wake T1, the oldest): the replay wakes the waiter the
 * witness names. T1 stays waiting and must not take the mutex back
 * before the witness ends. */
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int waiting, ready, winner;
void *waiter(void *arg)
{
    int id = (int)(long)arg;
    pthread_mutex_lock(&m);
    while (waiting != id - 1) {     /* T2 waits after T1 */
        pthread_mutex_unlock(&m);
        pthread_mutex_lock(&m);
    }
    waiting++;
    while (!ready)
        pthread_cond_wait(&cv, &m);
    winner = id;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, waiter, (void *)1L);
    pthread_create(&b, 0, waiter, (void *)2L);
    pthread_mutex_lock(&m);
    while (waiting != 2) {
        pthread_mutex_unlock(&m);
        pthread_mutex_lock(&m);
    }
    ready = 1;
    pthread_cond_signal(&cv);
    while (!winner) {
        pthread_mutex_unlock(&m);
        pthread_mutex_lock(&m);
    }
    assert(winner == 1);
    pthread_mutex_unlock(&m);
    return 0;
}
