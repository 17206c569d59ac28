/* difftime(2^60 + 1, 2^60) is 1.0 in glibc: the assertion fails */
#include <assert.h>
#include <time.h>
int main(void)
{
    time_t big = (time_t)1 << 60;
    assert(difftime(big + 1, big) == 0.0);
    return 0;
}
