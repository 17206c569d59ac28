#include <assert.h>
#include <errno.h>
#include <time.h>

int main(void)
{
    struct timespec req = {0, 1000};
    assert(clock_nanosleep(99, 0, &req, 0) == EINVAL);
    assert(clock_nanosleep(CLOCK_MONOTONIC_RAW, 0, &req, 0) == ENOTSUP);
    int r = clock_nanosleep(CLOCK_THREAD_CPUTIME_ID, 0, &req, 0);
    assert(r == 0); /* glibc: EINVAL */
    return 0;
}
