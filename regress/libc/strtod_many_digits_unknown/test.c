/* 17 significant digits: more than one exact operation can round
 * correctly, and the model does not compute such a value (glibc reads it
 * exactly); the run ends unknown instead of a guess.  The same for a
 * power of ten beyond 22 and a hexadecimal number (one of the three is
 * read, any of them). */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int k = __VERIFIER_nondet_int();
    const char *s = k == 1 ? "0x1.8p1" : k == 2 ? "1e23"
                                                : "0.30000000000000004";
    double d = strtod(s, 0);
    assert(d > 0.3);
    return 0;
}
