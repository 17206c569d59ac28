/* A field width bounds what unknown input gives: "%2d" reads at most two
 * characters, so -9 to 99; "%3x" at most 0xfff, or a negative of at most
 * two digits wrapped to unsigned. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int k = 0;
    unsigned h = 0;
    if (scanf("%2d", &k) == 1)
        assert(k >= -9 && k <= 99);
    if (scanf("%3x", &h) == 1)
        assert(h <= 0xfff || h >= 0u - 0xff);
    return 0;
}
