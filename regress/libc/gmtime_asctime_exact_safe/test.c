/* gmtime_r and asctime_r give the calendar date exactly (checked against
 * glibc: the leap day of 2000, the epoch, the second before it). */
#include <assert.h>
#include <string.h>
#include <time.h>

int main(void)
{
    struct tm tm;
    char buf[26];
    time_t t = 951782400;              /* 2000-02-29 00:00:00 UTC */
    gmtime_r(&t, &tm);
    assert(tm.tm_year == 100 && tm.tm_mon == 1 && tm.tm_mday == 29);
    assert(tm.tm_yday == 59 && tm.tm_wday == 2 && tm.tm_hour == 0);
    t = 0;
    gmtime_r(&t, &tm);
    assert(tm.tm_year == 70 && tm.tm_wday == 4 && tm.tm_yday == 0);
    assert(!strcmp(asctime_r(&tm, buf), "Thu Jan  1 00:00:00 1970\n"));
    t = -1;
    gmtime_r(&t, &tm);
    assert(tm.tm_year == 69 && tm.tm_mon == 11 && tm.tm_mday == 31);
    assert(tm.tm_hour == 23 && tm.tm_min == 59 && tm.tm_sec == 59);
    assert(tm.tm_wday == 3 && tm.tm_yday == 364);
    t = 4102444799;                    /* 2099-12-31 23:59:59 UTC */
    gmtime_r(&t, &tm);
    assert(!strcmp(asctime_r(&tm, buf), "Thu Dec 31 23:59:59 2099\n"));
    return 0;
}
