#include <assert.h>
#include <stdio.h>

int main(void)
{
    int r = puts("x"); /* C: any nonnegative value (glibc: 2, musl: 0) */
    assert(r >= 0);
    int s = fputs("y", stdout); /* glibc: 1 */
    assert(s >= 0);
    assert(r == 0 && s == 0);
    return 0;
}
