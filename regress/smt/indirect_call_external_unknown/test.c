/* The pointer may also hold a function the program only declares: pnbmc
 * cannot follow that call (unknown external function), so a run taking
 * it is a cut and the answer unknown, with the simulator's reason (never
 * safe). */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
extern int external_scale(int);

static int twice(int v) { return 2 * v; }

int main(void)
{
    int (*f)(int) = __VERIFIER_nondet_int() ? twice : external_scale;
    assert(f(3) == 6);
    return 0;
}
