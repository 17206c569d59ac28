/* Two threads loop forever, each taking the lock in turn: the program
 * never ends, but no thread is blocked forever, so nothing is reported. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ticks;
void *ticker(void *arg)
{
    (void)arg;
    while (1) {
        pthread_mutex_lock(&m);
        ticks = (ticks + 1) % 3;
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, ticker, 0);
    while (1) {
        pthread_mutex_lock(&m);
        int seen = ticks;
        pthread_mutex_unlock(&m);
        (void)seen;
    }
    return 0;
}
