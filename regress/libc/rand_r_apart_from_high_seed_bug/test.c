// rand after srand(2^31) and rand_r of seed 0 are different sequences (glibc: 1336741213, 1012484); the previous binary: assert: bounded-safe (one memo key for both)
#include <assert.h>
#include <stdlib.h>

int main(void)
{
    unsigned s = 0;
    int b = rand_r(&s);
    srand(0x80000000u);
    int a = rand();
    assert(a == b);
    return 0;
}
