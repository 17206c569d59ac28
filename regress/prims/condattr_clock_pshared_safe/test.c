/* Condition variable attributes as glibc keeps them: the clock
 * (CLOCK_REALTIME or CLOCK_MONOTONIC only: EINVAL for another) and the
 * process-shared flag (EINVAL for a value other than PRIVATE/SHARED);
 * the getters give what was set.  Before: setclock/setpshared did
 * nothing and the getters were unknown external functions. */
#include <pthread.h>
#include <time.h>
#include <assert.h>
#include <errno.h>
int main(void) {
    pthread_condattr_t a; clockid_t k; int sh;
    assert(pthread_condattr_init(&a) == 0);
    pthread_condattr_getclock(&a, &k); assert(k == CLOCK_REALTIME);
    pthread_condattr_getpshared(&a, &sh); assert(sh == PTHREAD_PROCESS_PRIVATE);
    assert(pthread_condattr_setclock(&a, CLOCK_MONOTONIC) == 0);
    assert(pthread_condattr_setclock(&a, CLOCK_PROCESS_CPUTIME_ID) == EINVAL);
    assert(pthread_condattr_setclock(&a, CLOCK_MONOTONIC_RAW) == EINVAL);
    assert(pthread_condattr_setpshared(&a, PTHREAD_PROCESS_SHARED) == 0);
    assert(pthread_condattr_setpshared(&a, 7) == EINVAL);
    pthread_condattr_getclock(&a, &k); assert(k == CLOCK_MONOTONIC);
    pthread_condattr_getpshared(&a, &sh); assert(sh == PTHREAD_PROCESS_SHARED);
    pthread_cond_t c; assert(pthread_cond_init(&c, &a) == 0);
    assert(pthread_condattr_destroy(&a) == 0);
    pthread_cond_destroy(&c);
#ifdef MUTANT
    assert(k == CLOCK_REALTIME);
#endif
    return 0;
}
