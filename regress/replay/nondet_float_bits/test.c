/* Only the float just above 1.5 (bits 1069547521) passes the test: the
 * replay must give __VERIFIER_nondet_float exactly those bits. */
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
    float x = __VERIFIER_nondet_float();
    if (x > 1.5f && x < 1.5000002f)
        assert(0);
    return 0;
}
