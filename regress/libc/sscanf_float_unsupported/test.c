/* Not modelled: a floating-point conversion of a string (it would need
 * strtod's correctly rounded conversion), and the cases where glibc
 * parts from C (the item "0x": C fails to match, glibc reads 0). */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    double d = 0;
    int x = 1;
#ifdef HEX_PREFIX_ONLY
    assert(sscanf("0x", "%x", &x) == 1);
#else
    assert(sscanf("2.5", "%lf", &d) == 1 && d == 2.5);
#endif
    return x == 7;
}
