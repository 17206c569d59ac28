/* A sleep passes at least its time, and any more: the elapsed time has
 * no upper bound. */
#include <assert.h>
#include <time.h>
#include <unistd.h>
int main(void)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    usleep(1000);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(b.tv_sec - a.tv_sec < 2);
    return 0;
}
