/* An address compared with an integer literal that is an address only
 * in the model's layout (object number << 32): 0x100000000 is the
 * model's address of the first global, while natively no object lies
 * there.  Both forms end unknown: a constant expression (the address
 * of g), a run-time value (p), and p against a pointer made of the
 * literal.  Before: assert safe (native runs always fail it). */
#include <assert.h>
#include <stdint.h>

int g, h;

int main(void)
{
    int *p = &g;
    if (h)
        p = &h;
#ifdef CONSTANT
    if ((uintptr_t)&g != 0x100000000ULL)
        assert(0);
#elif defined POINTER
    if (p != (int *)0x100000000ULL)
        assert(0);
#else
    if (0x100000000ULL != (uintptr_t)p)
        assert(0);
#endif
    return 0;
}
