/* Comparisons of constant addresses that clang leaves to the linker as
 * constant expressions (icmp of two globals' element addresses, of an
 * element address with null; a select on such a comparison) are computed
 * on the addresses the engines give globals: they were unsupported as a
 * stored value or a call argument.  MUTANT expects the elements of two
 * arrays compared in a constant expression to have the same address. */
#include <assert.h>

int a[4];
int b[2][3];
int out;

static int pass(signed char x) { return x; }

int main(void)
{
    out = (&a[1] == &b[0][2]);
#ifdef MUTANT
    assert(out == 1);
#else
    assert(out == 0);
#endif
    assert(pass((signed char)(0 != &b[1][0])) == 1);
    int *p = (&a[3] != (int *)0) ? &a[2] : &b[0][0];
    *p = 5;
    assert(a[2] == 5);
    assert((&b[1][0] == &b[0][3]) == 1);
    assert(out == 0 && pass(&a[0] == &a[0]) == 1);
    return 0;
}
