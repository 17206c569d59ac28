/* nanosleep refuses nanoseconds out of range with EINVAL (the model
 * returned 0). */
#include <assert.h>
#include <errno.h>
#include <time.h>
int main(void)
{
    struct timespec ts = {0, 1000000000L};
    int rc = nanosleep(&ts, 0);
    assert(rc == -1 && errno == EINVAL);
    ts.tv_nsec = 999999999L;
    rc = nanosleep(&ts, 0);
    assert(rc == 0);
    return 0;
}
