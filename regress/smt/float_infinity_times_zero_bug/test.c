/* x * 0 is 0 for every number x but not for an infinity (NaN): the
 * solver finds the infinity, the simulator replays it. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x == x)
        assert(x * 0 == 0);
    return 0;
}
