/* The zone is unknown but one per run: two conversions of the same time
 * agree, and the offset lies between -12:00 and +14:00. */
#include <assert.h>
#include <time.h>

int main(void)
{
    time_t t = 1000;
    struct tm a, b;
    localtime_r(&t, &a);
    localtime_r(&t, &b);
    assert(a.tm_hour == b.tm_hour && a.tm_min == b.tm_min);
    assert(a.tm_gmtoff == b.tm_gmtoff && a.tm_isdst == b.tm_isdst);
    assert(a.tm_gmtoff >= -12 * 3600 && a.tm_gmtoff <= 14 * 3600);
    assert(a.tm_year == 69 || a.tm_year == 70);
    return 0;
}
