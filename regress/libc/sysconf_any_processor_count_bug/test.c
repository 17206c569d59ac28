#include <assert.h>
#include <unistd.h>

int main(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    assert(n >= 1);
    assert(n != 2); /* fails on a machine with two processors */
    return 0;
}
