#include <errno.h>
#include <limits.h>
#include <stdlib.h>

extern void reach_error(void);

int main(void)
{
    char *end;
    errno = 0;
    long v = strtol("99999999999999999999", &end, 10);
    if (v == LONG_MAX && errno == ERANGE && *end == 0)
        reach_error(); /* reached: the value is out of range */
    return 0;
}
