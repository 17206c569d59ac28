#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int d = __VERIFIER_nondet_int();
    int q = 100 / d;
    assert(q != 12345);
    return 0;
}
