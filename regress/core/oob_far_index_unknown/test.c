/* An index far out of a's bounds: 4 GiB on, where pnbmc's layout of
 * memory puts the next object (b); natively a SIGSEGV. */
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);
int a[4];
int b = 7;

int main(void)
{
    unsigned i = __VERIFIER_nondet_uint();
    if (i != 0x40000000u)
        return 0;
    assert(a[i] != 7);
    return 0;
}
