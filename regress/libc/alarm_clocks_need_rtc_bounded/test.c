/* The alarm clocks need a real-time-clock device: without one Linux
 * refuses to read them (EINVAL) and to sleep on them (ENOTSUP); with
 * one, the sleep needs CAP_WAKE_ALARM (else EPERM).  Whether the
 * machine has the device does not change during the run. */
#include <assert.h>
#include <errno.h>
#include <time.h>
int main(void)
{
    struct timespec t, us = {0, 1000};
    int realtime = clock_gettime(CLOCK_REALTIME_ALARM, &t);
    int boot = clock_gettime(CLOCK_BOOTTIME_ALARM, &t);
    assert(realtime == boot);
    int r = clock_nanosleep(CLOCK_BOOTTIME_ALARM, 0, &us, 0);
    assert(r == 0 || r == EPERM || r == ENOTSUP);
    assert((r == ENOTSUP) == (realtime == -1));
    assert(clock_nanosleep(CLOCK_REALTIME_ALARM, 0, &us, 0) == r || r == EPERM || r == 0);
    return 0;
}
