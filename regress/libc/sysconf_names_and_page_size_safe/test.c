#include <assert.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
    errno = 0;
    long r = sysconf(123456); /* not a name: -1 with EINVAL */
    assert(r == -1 && errno == EINVAL);
    long page = sysconf(_SC_PAGESIZE);
    assert(page >= 4096 && (page & (page - 1)) == 0);
    assert(sysconf(_SC_OPEN_MAX) >= -1);
    return 0;
}
