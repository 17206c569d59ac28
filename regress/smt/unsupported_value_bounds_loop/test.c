/* A loop whose bound comes from an unsupported operation (long double):
 * no run gets past that operation, so the loop's points are unreachable
 * in the net, and they form a cycle.  The smt engine's bound on each
 * hop's latest step walked that cycle without end (a stack overflow);
 * now it answers unknown, naming the operation. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void)
{
    int n = __VERIFIER_nondet_int();
    if (n < 1 || n > 3)
        return 0;
    long double ld = n;
    int m = (int)ld;
    int buf[4];
    for (int i = 0; i < m && i < 4; i++)
        buf[i] = i;
    assert(buf[0] == 0);
    return 0;
}
