#include <assert.h>
#include <math.h>

int main(void)
{
    double lo = fmin(-0.0, 0.0);
    assert(lo == 0.0);
    assert(signbit(lo));        /* C leaves the zero's sign open */
    return 0;
}
