/* Every entry point of the scanf family: sscanf and a helper around
 * vsscanf parse exactly; fscanf, vfscanf, scanf and vscanf read unknown
 * input and give a count in [EOF, items].  With _GNU_SOURCE glibc's
 * header calls them by their plain names, else by __isoc99_ ones. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>

static int parse(const char *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = vsscanf(s, fmt, ap);
    va_end(ap);
    return r;
}

static int read_from(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = f ? vfscanf(f, fmt, ap) : vscanf(fmt, ap);
    va_end(ap);
    return r;
}

int main(void)
{
    int a = 0, b = 0;
    assert(parse("3:4", "%d:%d", &a, &b) == 2 && a == 3 && b == 4);
    assert(sscanf("9", "%d", &a) == 1 && a == 9);
    int r = fscanf(stdin, "%d %d", &a, &b);
    assert(r >= EOF && r <= 2);
    r = read_from(stdin, "%d", &a);
    assert(r >= EOF && r <= 1);
    r = read_from(0, "%d", &a);
    assert(r >= EOF && r <= 1);
    r = scanf("%d", &a);
    assert(r >= EOF && r <= 1);
    return 0;
}
