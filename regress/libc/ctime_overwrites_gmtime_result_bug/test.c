/* glibc's ctime(t) is asctime(localtime(t)): it overwrites the static
 * struct tm that gmtime returned.  The model's ctime kept a struct tm of
 * its own, so this assertion, which fails on every native run, was
 * bounded-safe. */
#include <assert.h>
#include <time.h>

int main(void)
{
    time_t a = 0, b = 2000000000; /* 1970 and 2033 */
    struct tm *p = gmtime(&a);
    (void)ctime(&b);
    assert(p->tm_year == 70);
    return 0;
}
