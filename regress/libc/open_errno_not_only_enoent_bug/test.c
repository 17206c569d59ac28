#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
    int fd = open("/", O_WRONLY); /* a directory: EISDIR */
    if (fd < 0)
        assert(errno == ENOENT);
    return 0;
}
