/* glibc refuses an absolute time-out whose tv_nsec is out of
 * 0..999999999 with EINVAL (C11: thrd_error; semaphores: -1 and errno
 * EINVAL): at once for condition waits, rwlocks and semaphores, and for
 * a mutex only when the lock would wait (a free one is taken).  An
 * error-checking mutex's owner gets EDEADLK from a timed lock too.
 * (pnbmc 45 ignored the time-out: every such call could time out or
 * succeed.)  NO_COND leaves the condition waits out (the smt engine does
 * not follow their EINVAL).  ONLY_THREADED / ONLY_SINGLE keep one half:
 * the smt engine proves each in a few seconds, the whole in 25-50 s. */
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <threads.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static mtx_t cm;
static cnd_t cc;
static const struct timespec too_big = {0, 1000000000L};
static const struct timespec negative = {0, -1};

static void *contender(void *arg)
{
    (void)arg;
    assert(pthread_mutex_timedlock(&m, &too_big) == EINVAL); /* m is held */
    assert(mtx_timedlock(&cm, &negative) == thrd_error);
    return 0;
}

int main(void)
{
#ifndef ONLY_SINGLE
    assert(pthread_mutex_timedlock(&m, &too_big) == 0); /* free: taken */
#ifndef NO_COND
    assert(pthread_cond_timedwait(&c, &m, &too_big) == EINVAL);
#endif
    mtx_init(&cm, mtx_timed);
    cnd_init(&cc);
    mtx_lock(&cm);
#ifndef NO_COND
    assert(cnd_timedwait(&cc, &cm, &negative) == thrd_error);
#endif
    pthread_t t;
    pthread_create(&t, 0, contender, 0);
    pthread_join(t, 0);
    mtx_unlock(&cm);
    pthread_mutex_unlock(&m);
#endif

#ifndef ONLY_THREADED
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_t em;
    pthread_mutex_init(&em, &a);
    pthread_mutex_lock(&em);
    assert(pthread_mutex_timedlock(&em, &too_big) == EDEADLK);
    pthread_mutex_unlock(&em);

    assert(pthread_rwlock_timedrdlock(&rw, &too_big) == EINVAL); /* free */
    assert(pthread_rwlock_timedwrlock(&rw, &negative) == EINVAL);
    pthread_rwlock_wrlock(&rw);
    assert(pthread_rwlock_timedwrlock(&rw, &too_big) == EINVAL); /* not EDEADLK */
    pthread_rwlock_unlock(&rw);

    sem_t s;
    sem_init(&s, 0, 1);
    errno = 0;
    assert(sem_timedwait(&s, &too_big) == -1 && errno == EINVAL);
    assert(sem_clockwait(&s, CLOCK_MONOTONIC, &negative) == -1 &&
           errno == EINVAL);
    assert(sem_trywait(&s) == 0); /* the count is still 1 */
#endif
    return 0;
}
