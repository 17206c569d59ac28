/* A timed wait on a recursive mutex locked twice keeps the mutex (one
 * level released) and gives the level back: after it the thread still
 * holds the mutex twice and must unlock it twice before T1 can lock it
 * (with ONE_UNLOCK_SHORT, main joins T1 while it still holds it). */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t m;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int seen;

static void *taker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    seen++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&m, &a);
    pthread_mutexattr_destroy(&a);
    pthread_mutex_lock(&m);
    pthread_mutex_lock(&m);
    pthread_t t;
    pthread_create(&t, 0, taker, 0);
    struct timespec ts = {0, 0}; /* long past: the wait times out */
    int rc = pthread_cond_timedwait(&c, &m, &ts);
    assert(rc == ETIMEDOUT || rc == 0);
    assert(seen == 0); /* T1 never got the mutex during the wait */
    pthread_mutex_unlock(&m);
    assert(pthread_mutex_trylock(&m) == 0); /* still ours: count 1 -> 2 */
    pthread_mutex_unlock(&m);
#ifndef ONE_UNLOCK_SHORT
    pthread_mutex_unlock(&m);
#endif
    pthread_join(t, 0);
    assert(seen == 1);
    pthread_mutex_destroy(&m);
    return 0;
}
