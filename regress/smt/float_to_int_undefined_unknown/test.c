/* Converting a double whose integer part an int cannot hold is undefined
 * behaviour: the encoding cuts such a run (the assertion is reached only
 * through one), and the simulator names the reason. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    if (x > 3e9) {
        int i = (int)x;
        assert(i < 0);
    }
    return 0;
}
