/* The trylock result is compared with EBUSY instead of 0: a trylock
 * returns 0 or EBUSY and nothing else, so the other side is the success
 * side, and the update there is under the mutex. */
#include <pthread.h>
#include <errno.h>
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg)
{
    int status;
    (void)arg;
    status = pthread_mutex_trylock(&m);
    if (status != EBUSY) {
        x = x + 1;
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x;
}
