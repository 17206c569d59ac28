// %f, %e and %a print at least 3 characters ("inf"; %g and %.0f may print 1); the previous binary: assert: bug at test.c:10 (1 a conversion)
#include <assert.h>
#include <stdio.h>

int main(void)
{
    volatile double x = 0.5;
    int f = printf("%f", x);
    int e = printf("%e|%a", x, x);
    assert(f >= 3 && e >= 7);
    return 0;
}
