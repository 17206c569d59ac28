/* Without a real-time-clock device (a virtual machine), reading an
 * alarm clock fails: the assertion fails on such machines. */
#include <assert.h>
#include <time.h>
int main(void)
{
    struct timespec t;
    assert(clock_gettime(CLOCK_BOOTTIME_ALARM, &t) == 0);
    return 0;
}
