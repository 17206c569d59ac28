/* IEEE facts over every double and float (the explicit engine can only
 * try a few values of a nondet float): NaN is unordered, float to double
 * and back is the identity. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
    double x = __VERIFIER_nondet_double();
    float f = __VERIFIER_nondet_float();
    assert(x == x || !(x < x + 1));
    assert((float)(double)f == f || f != f);
    return 0;
}
