/* A variadic function of the program: its extra arguments (int, long,
 * double, pointer, long long) are read with va_arg in a helper that
 * takes the va_list, twice (va_copy).  The call passes them in an
 * argument area (model/vararg.c), and the helper reads them back.  No
 * system headers other than the compiler's stdarg.h: the same file runs
 * under --32 (variadic_sum_m32_bug). */
#include <stdarg.h>
extern void reach_error(void);

static long vsum(const char *kinds, va_list ap)
{
    long s = 0;
    for (const char *k = kinds; *k; k++) {
        if (*k == 'i')
            s += va_arg(ap, int);
        else if (*k == 'l')
            s += va_arg(ap, long);
        else if (*k == 'd')
            s += (long)va_arg(ap, double);
        else if (*k == 'p')
            s += *va_arg(ap, int *);
        else if (*k == 'L')
            s += (long)va_arg(ap, long long);
    }
    return s;
}

static long sum(const char *kinds, ...)
{
    va_list ap, again;
    va_start(ap, kinds);
    va_copy(again, ap);
    long s = vsum(kinds, ap);
    long t = vsum(kinds, again);
    va_end(again);
    va_end(ap);
    return s == t ? s : -1;
}

int main(void)
{
    int x = 40;
    if (sum("ildpL", 1, 2L, 3.5, &x, 100LL) != 146)
        reach_error();
    if (sum("") != 0)
        reach_error();
    if (sum("iiiiiiiiii", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1) != 10)
        reach_error();
    return 0;
}
