#include <pthread.h>
#include <time.h>
/* The results of a trylock and a timed lock are kept in a local and
 * tested afterwards, as code often does: the update happens only when
 * the lock was taken, and only the owner unlocks. */
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *poller(void *arg)
{
    (void)arg;
    int rc = pthread_mutex_trylock(&m);
    if (rc == 0) {
        hits = hits + 1;
        pthread_mutex_unlock(&m);
    }
    return 0;
}
void *waiter(void *arg)
{
    struct timespec deadline = {0, 0};
    (void)arg;
    int rc = pthread_mutex_timedlock(&m, &deadline);
    if (rc != 0)
        return 0;
    hits = hits + 2;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, poller, 0);
    pthread_create(&b, 0, waiter, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return hits;
}
