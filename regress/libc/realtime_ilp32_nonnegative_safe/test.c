/* With --32 time_t is a 32-bit long: the realtime clock reads from 0 to
 * 2^31 - 1 seconds (2038), never a negative (wrapped) value, and the
 * monotonic clock's seconds fit it as well. */
#include <assert.h>
#include <time.h>

int main(void)
{
    struct timespec rt, mono;
    clock_gettime(CLOCK_REALTIME, &rt);
    clock_gettime(CLOCK_MONOTONIC, &mono);
    assert(rt.tv_sec >= 0 && mono.tv_sec >= 0);
    assert(rt.tv_nsec >= 0 && rt.tv_nsec < 1000000000);
    return 0;
}
