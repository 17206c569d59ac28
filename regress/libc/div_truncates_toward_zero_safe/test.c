/* div: quotient truncated toward zero, remainder with the dividend's
 * sign (C 7.22.6.2); -DWRONG_SIGN claims the remainder of -7 / 2 is 1
 * (libc/div_remainder_sign_bug). */
#include <assert.h>
#include <stdlib.h>
int main(void)
{
    div_t q = div(-7, 2);
    assert(q.quot == -3);
#ifdef WRONG_SIGN
    assert(q.rem == 1);
#else
    assert(q.rem == -1);
#endif
    div_t p = div(9, 4);
    assert(p.quot == 2 && p.rem == 1);
    return 0;
}
