/* After a float conversion printf's count is any number at least the
 * characters around it plus the field width (8 here): 12 or more. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int f = printf("ab %8f\n", 1.5);
    assert(f >= 12);
#ifdef TOO_MUCH
    assert(f >= 13);
#endif
    return 0;
}
