// Linux's realtime clock stops at KTIME_MAX (9223372036 s, year 2262), so gmtime_r of time() never overflows; the previous binary: assert: bug with the value 10^17
#include <assert.h>
#include <time.h>

int main(void)
{
    time_t now = time(0);
    struct tm tm;
    assert(gmtime_r(&now, &tm) != 0);
    return 0;
}
