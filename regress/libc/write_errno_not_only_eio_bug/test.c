#include <assert.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
    if (write(1, "x", 1) < 0) /* a closed pipe: EPIPE */
        assert(errno == EIO);
    return 0;
}
