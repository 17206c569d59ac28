#include <assert.h>
#include <errno.h>
#include <time.h>

int main(void)
{
    struct timespec ts;
    int r = clock_gettime(99, &ts); /* no such clock: -1 with EINVAL */
    assert(r == 0 || errno != EINVAL);
    return 0;
}
