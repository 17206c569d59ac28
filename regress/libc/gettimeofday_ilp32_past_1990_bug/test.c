/* gettimeofday and timespec_get read the same range as the realtime
 * clock: with --32 they stopped at 633437444 s too (safe before). */
#include <assert.h>
#include <sys/time.h>
#include <time.h>

int main(void)
{
    struct timeval tv;
    struct timespec ts;
    gettimeofday(&tv, 0);
    timespec_get(&ts, TIME_UTC);
    assert(tv.tv_sec < 700000000 || ts.tv_sec < 700000000);
    return 0;
}
