// isatty of a negative descriptor: 0 with EBADF; the previous binary: assert: bug at test.c:10 (ENOTTY or 1)
#include <assert.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
    errno = 0;
    int r = isatty(-1);
    assert(r == 0 && errno == EBADF);
    return 0;
}
