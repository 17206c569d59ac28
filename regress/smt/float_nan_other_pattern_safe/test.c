/* x - x is 0 for a number and the host's default NaN (0xfff8...) for an
 * infinity: the encoding lets a NaN result be any NaN, the simulator
 * replays the host's, which is never the positive one: the models
 * that pick it (x an infinity) are refuted and excluded by their data,
 * until none is left. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x != x)
        return 0;
    double z = x - x;
    unsigned long bits;
    __builtin_memcpy(&bits, &z, sizeof bits);
    assert(bits != 0x7ff8000000000000UL);
    return 0;
}
