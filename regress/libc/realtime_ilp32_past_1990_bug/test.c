/* With --32 the realtime clock's range bound (KTIME_MAX seconds, a long
 * long constant there) was truncated to a 32-bit long: no reading past
 * 633437444 s (1990), so this assertion, which fails on every native run
 * (2026 is 1.79e9 s, which a 32-bit time_t holds until 2038), was safe. */
#include <assert.h>
#include <time.h>

int main(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    assert(ts.tv_sec < 700000000);
    return 0;
}
