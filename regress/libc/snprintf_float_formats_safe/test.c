/* %f, %e, %g (and F, E, G) into memory print as glibc does: the exact
 * decimal expansion rounded to the precision, halfway cases to even;
 * flags, field widths, infinities and NaNs.  The expected texts are
 * glibc 2.36's (native runs pass every assert). */
#include <assert.h>
#include <stdio.h>
#include <string.h>

static void expect(const char *b, int n, const char *text, int want)
{
    assert(n == want);
    assert(!strcmp(b, text));
}

int main(void)
{
    char b[200];
    expect(b, snprintf(b, sizeof b, "%f", 1.5),
           "1.500000", 8);
    expect(b, snprintf(b, sizeof b, "%f", -0.0),
           "-0.000000", 9);
    expect(b, snprintf(b, sizeof b, "%.0f", 0.5),
           "0", 1);
    expect(b, snprintf(b, sizeof b, "%.0f", 1.5),
           "2", 1);
    expect(b, snprintf(b, sizeof b, "%.0f", 2.5),
           "2", 1);
    expect(b, snprintf(b, sizeof b, "%.1f", 0.25),
           "0.2", 3);
    expect(b, snprintf(b, sizeof b, "%.1f", 0.35),
           "0.3", 3);
    expect(b, snprintf(b, sizeof b, "%.2f", 1.005),
           "1.00", 4);
    expect(b, snprintf(b, sizeof b, "%.3f", 2.0005),
           "2.001", 5);
    expect(b, snprintf(b, sizeof b, "%#.0f", 3.0),
           "3.", 2);
    expect(b, snprintf(b, sizeof b, "%+.2f", -0.001),
           "-0.00", 5);
    expect(b, snprintf(b, sizeof b, "%012.3f", -3.14159),
           "-0000003.142", 12);
    expect(b, snprintf(b, sizeof b, "%-10.2f|", 2.5),
           "2.50      |", 11);
    expect(b, snprintf(b, sizeof b, "% f", 42.0),
           " 42.000000", 10);
    expect(b, snprintf(b, sizeof b, "%F", 1e20),
           "100000000000000000000.000000", 28);
    expect(b, snprintf(b, sizeof b, "%.20f", 0.1),
           "0.10000000000000000555", 22);
    expect(b, snprintf(b, sizeof b, "%f", 1e-7),
           "0.000000", 8);
    expect(b, snprintf(b, sizeof b, "%f", 123456789.125),
           "123456789.125000", 16);
    expect(b, snprintf(b, sizeof b, "%e", 0.0),
           "0.000000e+00", 12);
    expect(b, snprintf(b, sizeof b, "%e", 1.5),
           "1.500000e+00", 12);
    expect(b, snprintf(b, sizeof b, "%E", -123456.789),
           "-1.234568E+05", 13);
    expect(b, snprintf(b, sizeof b, "%.0e", 15.0),
           "2e+01", 5);
    expect(b, snprintf(b, sizeof b, "%.0e", 25.0),
           "2e+01", 5);
    expect(b, snprintf(b, sizeof b, "%#.0e", 2.0),
           "2.e+00", 6);
    expect(b, snprintf(b, sizeof b, "%.3e", 9.9995),
           "9.999e+00", 9);
    expect(b, snprintf(b, sizeof b, "%e", 1e-300),
           "1.000000e-300", 13);
    expect(b, snprintf(b, sizeof b, "%e", 1e100),
           "1.000000e+100", 13);
    expect(b, snprintf(b, sizeof b, "%+.2e", -0.000123),
           "-1.23e-04", 9);
    expect(b, snprintf(b, sizeof b, "%12.3e", 6.02214076e23),
           "   6.022e+23", 12);
    expect(b, snprintf(b, sizeof b, "%g", 0.0),
           "0", 1);
    expect(b, snprintf(b, sizeof b, "%g", 100000.0),
           "100000", 6);
    expect(b, snprintf(b, sizeof b, "%g", 1000000.0),
           "1e+06", 5);
    expect(b, snprintf(b, sizeof b, "%g", 0.0001),
           "0.0001", 6);
    expect(b, snprintf(b, sizeof b, "%g", 0.00001),
           "1e-05", 5);
    expect(b, snprintf(b, sizeof b, "%g", 123456.7),
           "123457", 6);
    expect(b, snprintf(b, sizeof b, "%g", 99999.95),
           "99999.9", 7);
    expect(b, snprintf(b, sizeof b, "%.3g", 1234.5),
           "1.23e+03", 8);
    expect(b, snprintf(b, sizeof b, "%#g", 1.5),
           "1.50000", 7);
    expect(b, snprintf(b, sizeof b, "%G", 1e-10),
           "1E-10", 5);
    expect(b, snprintf(b, sizeof b, "%.0g", 0.5),
           "0.5", 3);
    expect(b, snprintf(b, sizeof b, "%.10g", 3.14159265358979),
           "3.141592654", 11);
    expect(b, snprintf(b, sizeof b, "%.17g", 0.1),
           "0.10000000000000001", 19);
    expect(b, snprintf(b, sizeof b, "%010g", -1.5),
           "-0000001.5", 10);
    expect(b, snprintf(b, sizeof b, "%g", 2.2250738585072014e-308),
           "2.22507e-308", 12);
    expect(b, snprintf(b, sizeof b, "%.3f", (double)(1.0/0.0)),
           "inf", 3);
    expect(b, snprintf(b, sizeof b, "%-6f|", (double)(-1.0/0.0)),
           "-inf  |", 7);
    expect(b, snprintf(b, sizeof b, "%e", (double)(0.0/0.0)),
           "nan", 3);
    expect(b, snprintf(b, sizeof b, "%08.2F", (double)(1.0/0.0)),
           "     INF", 8);
    expect(b, snprintf(b, sizeof b, "%.2f %e %g", 7.25, 7.25, 7.25),
           "7.25 7.250000e+00 7.25", 22);
    return 0;
}
