/* A struct of 24 bytes passed by value as a variadic argument: clang
 * passes it as a copy in memory (byval), which the argument area does
 * not lay out, so the call is unsupported. */
#include <stdarg.h>

struct triple { long a, b, c; };

static long first(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    struct triple p = va_arg(ap, struct triple);
    va_end(ap);
    return p.a + n;
}

int main(void)
{
    struct triple p = {1, 2, 3};
    return first(1, p) == 2 ? 0 : 1;
}
