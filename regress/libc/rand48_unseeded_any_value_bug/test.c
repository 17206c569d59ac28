#include <assert.h>
#include <stdlib.h>

int main(void)
{
    double d = drand48();       /* not seeded: any value in [0, 1) */
    assert(d >= 0.0 && d < 1.0);
    assert(d != 0.5);
    return 0;
}
