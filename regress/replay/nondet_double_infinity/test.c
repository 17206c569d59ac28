/* x * 0 is 0 for every number x but not for an infinity: the smt
 * engine's witness gives x as the bits of -infinity or +infinity, and
 * the replay feeds those bits (not an integer converted to double). */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x == x)
        assert(x * 0 == 0);
    return 0;
}
