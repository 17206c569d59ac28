#include <assert.h>
#include <errno.h>
#include <string.h>

int main(void)
{
    assert(strcmp(strerror(EPIPE), "Broken pipe") == 0);
    assert(strcmp(strerror(ENOSPC), "No space left on device") == 0);
    assert(strcmp(strerror(EAGAIN), "Resource temporarily unavailable") == 0);
    assert(strcmp(strerror(ETIMEDOUT), "Connection timed out") == 0);
    assert(strcmp(strerror(ECONNRESET), "Connection reset by peer") == 0);
    assert(strcmp(strerror(EDEADLK), "Resource deadlock avoided") == 0);
    return 0;
}
