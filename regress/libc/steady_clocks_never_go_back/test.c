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
    clockid_t clocks[] = {CLOCK_MONOTONIC_COARSE, CLOCK_PROCESS_CPUTIME_ID,
                          CLOCK_THREAD_CPUTIME_ID};
    for (int i = 0; i < 3; i++) {
        long long a = ns(clocks[i]);
        long long b = ns(clocks[i]);
        assert(b >= a);
    }
    return 0;
}
