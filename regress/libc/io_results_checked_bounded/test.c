/* Files and descriptors: open, write, close, pipe, fopen, fwrite,
 * fclose, isatty, strerror, clock, timespec_get, each result checked as
 * POSIX and C allow.  Descriptors are any values (a cut domain for the
 * explicit engine: bounded-safe, not safe). */
#include <assert.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
int main(void)
{
    char msg[] = "hello";
    int fd = open("out.txt", O_WRONLY | O_CREAT, 0644);
    if (fd >= 0) {
        long n = write(fd, msg, 5);
        assert(n >= -1 && n <= 5);
        close(fd);
    }
    int p[2];
    if (pipe(p) == 0)
        assert(p[0] >= 0 && p[1] >= 0 && p[0] != p[1]);
    FILE *f = fopen("log.txt", "w");
    if (f) {
        fprintf(f, "%s\n", msg);
        assert(fwrite(msg, 1, 5, f) <= 5);
        fclose(f);
    }
    assert(strcmp(strerror(22), "Invalid argument") == 0);
    clock_t c1 = clock(), c2 = clock();
    assert(c2 >= c1);
    struct timespec ts;
    assert(timespec_get(&ts, TIME_UTC) == TIME_UTC && ts.tv_nsec < 1000000000);
    int tty = isatty(1);
    assert(tty == 0 || tty == 1);
    return 0;
}
