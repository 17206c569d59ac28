/* ldiv and lldiv return a struct of two longs in registers (the C
 * library model is C code: model/aggret.c rewrites it like the
 * program's own functions); div's fits one register. */
#include <assert.h>
#include <stdlib.h>

int main(void)
{
    ldiv_t q = ldiv(-17L, 5L);
    lldiv_t r = lldiv(1LL << 40, 3LL);
    div_t d = div(7, -2);
#ifdef MUTANT
    assert(q.quot == -4);
#endif
    assert(q.quot == -3 && q.rem == -2);
    assert(r.quot == 366503875925LL && r.rem == 1);
    assert(d.quot == -3 && d.rem == 1);
    return 0;
}
