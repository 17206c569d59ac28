/* Reads of a stream not open for reading fail as glibc's: EOF (or 0,
 * NULL), errno EBADF and the error indicator; fscanf sets no
 * indicator.  Native runs pass every assert. */
#include <assert.h>
#include <errno.h>
#include <stdio.h>

int main(void)
{
    char b[4];
    int x;
    errno = 0;
    int c = fgetc(stdout);
    assert(c == EOF && errno == EBADF && ferror(stdout) && !feof(stdout));
    clearerr(stdout);
    errno = 0;
    assert(fread(b, 1, 4, stdout) == 0 && errno == EBADF && ferror(stdout));
    clearerr(stdout);
    errno = 0;
    assert(fgets(b, 4, stderr) == NULL && errno == EBADF && ferror(stderr));
    errno = 0;
    assert(fscanf(stdout, "%d", &x) == EOF && errno == EBADF &&
           !ferror(stdout));
    FILE *f = fopen("out.txt", "w");
    if (f) {
        errno = 0;
        assert(getc(f) == EOF && errno == EBADF && ferror(f));
        fclose(f);
    }
    return 0;
}
