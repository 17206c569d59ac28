#include <assert.h>
#include <time.h>

static long long ns(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(void)
{
    long long mono = ns(CLOCK_MONOTONIC);
    long long raw = ns(CLOCK_MONOTONIC_RAW); /* not slewed: may be behind */
    assert(raw >= mono);
    return 0;
}
