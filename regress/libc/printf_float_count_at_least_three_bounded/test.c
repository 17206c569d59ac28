// %a prints at least 3 characters ("inf"), %f and %e exactly theirs ("0.500000", "5.000000e-01"); an older binary: assert: bug at test.c:10 (1 a conversion)
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
