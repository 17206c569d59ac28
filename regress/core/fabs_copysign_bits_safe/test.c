/* fabs, copysign and the isinf/isfinite classifications, which clang
 * makes calls of llvm.fabs and llvm.copysign: model/fpbits.c turns them
 * into operations on the sign bit (before: unsupported, unknown).  The
 * sign of -0.0 goes, a NaN stays a NaN, float and double. */
#include <assert.h>
#include <math.h>
int main(void) {
    volatile double z = -0.0, m = -2.5, inf = INFINITY;
    volatile float fm = -1.5f;
    assert(fabs(m) == 2.5 && !signbit(fabs(z)));
    assert(copysign(3.0, z) == -3.0 && copysign(-3.0, 1.0) == 3.0);
    assert(fabsf(fm) == 1.5f && copysignf(2.0f, fm) == -2.0f);
    assert(isinf(-inf) && !isinf(m) && isfinite(m) && !isfinite(inf));
    assert(isnan(fabs(NAN)) && isnan(copysign(NAN, -1.0)));
#ifdef MUTANT
    assert(signbit(fabs(z)));
#endif
    return 0;
}
