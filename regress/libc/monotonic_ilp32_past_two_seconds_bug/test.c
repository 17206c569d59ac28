/* With --32 the clocks that never go back counted nanoseconds in a
 * 32-bit long: no reading past 2.147 s, where CLOCK_MONOTONIC counts from
 * boot (hours on any machine).  Safe before. */
#include <assert.h>
#include <time.h>

int main(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    assert(ts.tv_sec < 3);
    return 0;
}
