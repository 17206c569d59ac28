/* Writes to a stream not open for writing fail as glibc's: EOF (or 0),
 * errno EBADF and the error indicator, for fputc, putc, fputs, fprintf,
 * vfprintf and fwrite; "r+" writes.  Native runs pass every assert. */
#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

static int log_to(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

static void expect_refused(int r, FILE *f)
{
    assert(r == EOF && errno == EBADF && ferror(f));
    clearerr(f);
    errno = 0;
}

int main(void)
{
    errno = 0;
    expect_refused(fputc('x', stdin), stdin);
    expect_refused(putc('x', stdin), stdin);
    expect_refused(fputs("x", stdin), stdin);
    expect_refused(fprintf(stdin, "x%d", 3), stdin);
    expect_refused(log_to(stdin, "%s", "x"), stdin);
    assert(fwrite("ab", 1, 2, stdin) == 0 && errno == EBADF && ferror(stdin));
    FILE *f = fopen("in.txt", "r");
    if (f) {
        errno = 0;
        expect_refused(fputc('a', f), f);
        fclose(f);
    }
    FILE *g = fopen("in.txt", "r+");
    if (g) {
        assert(fputc('a', g) == 'a');
        fclose(g);
    }
    return 0;
}
