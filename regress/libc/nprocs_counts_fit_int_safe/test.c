#include <assert.h>
#include <sys/sysinfo.h>
#include <unistd.h>

int main(void)
{
    int online = sysconf(_SC_NPROCESSORS_ONLN); /* a common idiom */
    int conf = get_nprocs_conf();
    assert(online >= 1 && conf >= 1);
    int n = get_nprocs();
    assert(n >= 1 && n <= conf);
    return 0;
}
