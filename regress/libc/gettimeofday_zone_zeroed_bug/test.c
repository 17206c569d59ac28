#include <assert.h>
#include <stddef.h>
#include <sys/time.h>

int main(void)
{
    struct timeval tv;
    struct timezone tz = {123, 1};
    gettimeofday(&tv, &tz); /* glibc writes zeros */
    assert(tz.tz_dsttime == 0);
    assert(tz.tz_minuteswest == 123);
    return 0;
}
