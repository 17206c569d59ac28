/* The calling process's CPU clocks have ids -8 .. -6 (-6 is
 * CLOCK_PROCESS_CPUTIME_ID), the calling thread's -4 .. -2 (-2 is
 * CLOCK_THREAD_CPUTIME_ID); -5 and -1 name no clock.  A process clock
 * may be slept on, a thread's may not. */
#include <assert.h>
#include <errno.h>
#include <time.h>
static long long ns(const struct timespec *t)
{
    return (long long)t->tv_sec * 1000000000 + t->tv_nsec;
}
int main(void)
{
    struct timespec a, b, zero = {0, 0};
    for (int id = -8; id <= -2; id++)
        if (id != -5)
            assert(clock_gettime(id, &a) == 0);
    errno = 0;
    assert(clock_gettime(-5, &a) == -1 && errno == EINVAL);
    assert(clock_gettime(-1, &a) == -1);
    assert(clock_gettime(-9, &a) == -1);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    clock_gettime(-6, &b);
    assert(ns(&b) >= ns(&a));
    clock_gettime(-2, &a);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
    assert(ns(&b) >= ns(&a));
    assert(clock_nanosleep(-6, TIMER_ABSTIME, &zero, 0) == 0);
    assert(clock_nanosleep(-8, TIMER_ABSTIME, &zero, 0) == 0);
    assert(clock_nanosleep(-2, TIMER_ABSTIME, &zero, 0) == EINVAL);
    assert(clock_nanosleep(-5, TIMER_ABSTIME, &zero, 0) == ENOTSUP);
    return 0;
}
