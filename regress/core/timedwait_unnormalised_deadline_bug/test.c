/* A wait for `ready` with a deadline 1.5 s after a fixed start that adds
 * the milliseconds to tv_nsec without carrying into tv_sec: glibc refuses
 * the time-out (EINVAL) without waiting, so wait_ready returns an error
 * that its caller thinks impossible.  NORMALISE carries (safe).  pnbmc 45
 * ignored the time-out: safe, a wrong verdict. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void add_ms(struct timespec *t, long ms)
{
    t->tv_nsec += ms * 1000000L;
#ifdef NORMALISE
    t->tv_sec += t->tv_nsec / 1000000000L;
    t->tv_nsec %= 1000000000L;
#endif
}

/* 0 when ready, ETIMEDOUT when the deadline passed first */
static int wait_ready(long ms)
{
    struct timespec d = {100, 0};
    add_ms(&d, ms);
    int rc = 0;
    pthread_mutex_lock(&m);
    while (!ready && rc == 0)
        rc = pthread_cond_timedwait(&c, &m, &d);
    if (ready)
        rc = 0;
    pthread_mutex_unlock(&m);
    return rc;
}

static void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    int rc = wait_ready(1500);
    assert(rc == 0 || rc == ETIMEDOUT);
    pthread_join(t, 0);
    return 0;
}
