// sched_setaffinity of another process may fail with ESRCH or EPERM; the previous binary: assert: safe (always EINVAL)
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <sched.h>

int main(void)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(0, &set);
    if (sched_setaffinity(12345, sizeof set, &set) != 0) /* no such pid */
        assert(errno == EINVAL);
    return 0;
}
