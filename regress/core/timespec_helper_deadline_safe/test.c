/* A deadline computed by a helper that takes and returns a struct
 * timespec by value (in registers on x86-64: model/aggret.c), then a
 * timed condition wait until a flag is set.  The start time is fixed
 * (a clock reading would be a nondet value whose domain the explicit
 * engine cuts).  The helper carries nanoseconds into seconds;
 * UNNORMALISED forgets to, and tv_nsec may then pass 999999999: glibc's
 * pthread_cond_timedwait answers EINVAL at once, the loop gives up, and
 * the flag may still be clear. */
#include <assert.h>
#include <pthread.h>
#include <time.h>

static struct timespec later(struct timespec ts, long ms)
{
    ts.tv_sec += ms / 1000;
    ts.tv_nsec += (ms % 1000) * 1000000L;
#ifndef UNNORMALISED
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
#endif
    return ts;
}

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void *setter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, setter, NULL);
    pthread_mutex_lock(&m);
    struct timespec now = {1000, 500000000};
    struct timespec ts = later(now, 999);
    int rc = 0;
    while (!ready && rc == 0)
        rc = pthread_cond_timedwait(&c, &m, &ts);
    while (!ready) /* timed out: wait for good */
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    assert(rc == 0 || rc == 110); /* ETIMEDOUT, never EINVAL */
    return 0;
}
