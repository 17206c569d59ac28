#define _GNU_SOURCE
#include <assert.h>
#include <sched.h>
#include <unistd.h>

int main(void)
{
    int cpu = sched_getcpu();
    assert(cpu >= 0 && cpu < sysconf(_SC_NPROCESSORS_CONF));
    return 0;
}
