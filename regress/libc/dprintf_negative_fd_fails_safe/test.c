/* dprintf and vdprintf to a negative descriptor fail with EBADF (glibc
 * cannot attach the descriptor, before it reads the format); to
 * descriptor 1 they print.  Native runs pass every assert. */
#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

static int log_to(int fd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = vdprintf(fd, fmt, ap);
    va_end(ap);
    return r;
}

static int closed_fd = -1;

int main(void)
{
    int fd = closed_fd;
    errno = 0;
    int r = dprintf(fd, "x%d", 3);
    assert(r == -1 && errno == EBADF);
    errno = 0;
    r = dprintf(-1, "x");
    assert(r == -1 && errno == EBADF);
    errno = 0;
    r = log_to(fd, "x%d", 3);
    assert(r == -1 && errno == EBADF);
    r = dprintf(1, "hi %d\n", 4);
    assert(r == 5);
    return 0;
}
