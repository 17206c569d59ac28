/* A sleep lets at least its time pass on CLOCK_MONOTONIC and
 * CLOCK_BOOTTIME: nanosleep, usleep, sleep, thrd_sleep and relative
 * clock_nanosleep on REALTIME and MONOTONIC; after an absolute one the
 * clock has reached the deadline. */
#include <assert.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>
static long long now(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return (long long)t.tv_sec * 1000000000 + t.tv_nsec;
}
int main(void)
{
    long long a = now(CLOCK_MONOTONIC), b0 = now(CLOCK_BOOTTIME);
    struct timespec ms2 = {0, 2000000};
    nanosleep(&ms2, 0);
    assert(now(CLOCK_MONOTONIC) - a >= 2000000);
    a = now(CLOCK_MONOTONIC);
    usleep(3000);
    assert(now(CLOCK_MONOTONIC) - a >= 3000000);
    a = now(CLOCK_MONOTONIC);
    sleep(1);
    assert(now(CLOCK_MONOTONIC) - a >= 1000000000);
    a = now(CLOCK_MONOTONIC);
    thrd_sleep(&ms2, 0);
    assert(now(CLOCK_MONOTONIC) - a >= 2000000);
    a = now(CLOCK_MONOTONIC);
    clock_nanosleep(CLOCK_REALTIME, 0, &ms2, 0);
    clock_nanosleep(CLOCK_MONOTONIC, 0, &ms2, 0);
    assert(now(CLOCK_MONOTONIC) - a >= 4000000);
    assert(now(CLOCK_BOOTTIME) - b0 >= 1011000000);
    struct timespec at = {a / 1000000000 + 5, 0};
    assert(clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, 0) == 0);
    assert(now(CLOCK_MONOTONIC) >= at.tv_sec * 1000000000LL);
    return 0;
}
