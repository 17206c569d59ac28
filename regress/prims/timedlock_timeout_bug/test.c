/* A timed lock can time out while another thread holds the mutex; the
 * caller assumes it always gets it. */
#include <pthread.h>
#include <time.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance;
void *audit(void *arg)
{
    struct timespec deadline = {0, 0};
    (void)arg;
    int rc = pthread_mutex_timedlock(&m, &deadline);
    assert(rc == 0);
    balance = balance + 0;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, audit, 0);
    pthread_mutex_lock(&m);
    balance = 10;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
