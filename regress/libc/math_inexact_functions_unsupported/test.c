#include <math.h>

int main(void)
{
    volatile double x = 1.0;
    return exp(x) > 2.0 ? 0 : 1;
}
