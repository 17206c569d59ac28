// gettimeofday's seconds are 64-bit: a 32-bit truncation breaks from 2038 on; the previous binary: assert: safe (seconds below 2^31 - 1)
#include <assert.h>
#include <stdint.h>
#include <sys/time.h>

int main(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    int32_t secs = (int32_t)tv.tv_sec;
    assert(secs >= 0);
    return 0;
}
