/* A variadic function called through a pointer the program may change
 * (volatile): its extra arguments are not laid out for it (its callee
 * is not known when the model is built), so the call is unsupported. */
#include <stdarg.h>

static int sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = va_arg(ap, int);
    va_end(ap);
    return s + n;
}

int main(void)
{
    int (*volatile fp)(int, ...) = sum;
    return fp(1, 2) == 3 ? 0 : 1;
}
