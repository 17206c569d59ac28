#include <assert.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
    char c;
    assert(write(-1, "x", 1) == -1 && errno == EBADF);
    errno = 0;
    assert(read(-1, &c, 1) == -1 && errno == EBADF);
    errno = 0;
    assert(close(-1) == -1 && errno == EBADF);
    return 0;
}
