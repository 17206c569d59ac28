// strtol with an invalid base: 0, EINVAL and *endptr as it was (glibc); the previous binary: assert: bug at test.c:13 (*endptr set to nptr)
#include <assert.h>
#include <errno.h>
#include <stdlib.h>

int main(void)
{
    static const char s[] = "123";
    char mark;
    char *end = &mark;
    errno = 0;
    long v = strtol(s, &end, 1);
    assert(v == 0 && errno == EINVAL && end == &mark);
    return 0;
}
