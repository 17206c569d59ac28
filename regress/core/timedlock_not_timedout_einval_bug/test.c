#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

/* A timed lock that does not time out has not necessarily taken the
 * mutex: with tv_nsec out of range glibc answers EINVAL when it would
 * wait.  The sat skeleton took `r != ETIMEDOUT` as the success branch
 * (as `r != EBUSY` is for a trylock) and proved the assertion. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct timespec ts = {0, 2000000000};

void *holder(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, holder, 0);
    int r = pthread_mutex_timedlock(&m, &ts);
    if (r != ETIMEDOUT) {
        assert(r == 0);
        pthread_mutex_unlock(&m);
    }
    pthread_join(t, 0);
    return 0;
}
