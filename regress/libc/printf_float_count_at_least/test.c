/* printf's count after a float conversion is exact: "ab 1.500000\n"
 * is 12 characters (before, any number of at least 12). */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int f = printf("ab %8f\n", 1.5);
    assert(f >= 12);
    assert(f == 12);
#ifdef TOO_MUCH
    assert(f >= 13);
#endif
    return 0;
}
