// CLOCK_REALTIME is 64-bit: a 32-bit truncation of its seconds breaks from 2038 on; the previous binary: assert: bounded-safe here, safe with --engine smt (seconds below 2^31 - 1)
#include <assert.h>
#include <stdint.h>
#include <time.h>

int main(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    int32_t secs = (int32_t)ts.tv_sec;
    assert(secs >= 0);
    return 0;
}
