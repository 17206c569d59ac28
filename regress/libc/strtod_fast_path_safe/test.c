/* strtod, strtof and atof on decimal numbers of at most 15 significant
 * digits (strtof: 7) and powers of ten up to 22 (strtof: 10): the value
 * is one correctly rounded operation on exact operands, as glibc's.  The
 * end pointer stops before an exponent without digits, at the first
 * character that is not part of the number, or at the start when there
 * is no number.  Infinity and nan in any case. */
#include <stdlib.h>
#include <assert.h>
#include <math.h>
#include <errno.h>
int main(void) {
    char *e;
    assert(strtod("2.5e1", &e) == 25.0 && *e == 0);
    assert(strtod("  -0.1xyz", &e) == -0.1 && *e == 'x');
    assert(strtod("3.14159", 0) == 3.14159);
    assert(strtod("1e22", 0) == 1e22);
    assert(strtod("123456789012345", 0) == 123456789012345.0);
    assert(strtod("0.000001", 0) == 1e-6);
    assert(strtod("0e999", &e) == 0.0 && *e == 0);
#ifdef MUTANT
    assert(strtod(".5", 0) == 0.25);
#endif
    assert(strtod(".5", 0) == 0.5);
    assert(strtod("5.", &e) == 5.0 && *e == 0);
    assert(strtod("1e", &e) == 1.0 && *e == 'e');
    assert(strtod("1e+", &e) == 1.0 && *e == 'e');
    assert(strtod("abc", &e) == 0.0 && e[0] == 'a');
    assert(strtod("-", &e) == 0.0 && e[0] == '-');
    assert(strtod(".", &e) == 0.0 && e[0] == '.');
    assert(isinf(strtod("-Infinity", &e)) && *e == 0);
    assert(isinf(strtod("inFx", &e)) && *e == 'x');
    assert(isnan(strtod("NaN", &e)) && *e == 0);
    assert(strtof("0.1", 0) == 0.1f);
    assert(strtof("1.5e3", 0) == 1500.0f);
    assert(atof("7.25") == 7.25);
    return 0;
}
