/* A number computed at run time, which no address reaches (the
 * points-to sets), made a pointer. */
#include <assert.h>
#include <stdint.h>

extern unsigned __VERIFIER_nondet_uint(void);
int g = 5;

int main(void)
{
    unsigned k = __VERIFIER_nondet_uint();
    if (k != 1)
        return 0;
    uintptr_t a = (uintptr_t)k * 0x100000000ul;
    int *p = (int *)a;
    assert(*p == 5);
    return 0;
}
