// sched_setaffinity of a negative pid: no such process (-1, ESRCH); the previous binary: assert: bug at test.c:12 (0 or EINVAL)
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <sched.h>

int main(void)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(0, &set);
    assert(sched_setaffinity(-5, sizeof set, &set) == -1 && errno == ESRCH);
    return 0;
}
