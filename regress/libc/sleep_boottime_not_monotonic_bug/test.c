/* A relative sleep on CLOCK_BOOTTIME may span a suspend, during which
 * CLOCK_MONOTONIC stands still: MONOTONIC need not pass the time. */
#include <assert.h>
#include <time.h>
int main(void)
{
    struct timespec a, b, s = {1, 0};
    clock_gettime(CLOCK_MONOTONIC, &a);
    clock_nanosleep(CLOCK_BOOTTIME, 0, &s, 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(b.tv_sec - a.tv_sec >= 1);
    return 0;
}
