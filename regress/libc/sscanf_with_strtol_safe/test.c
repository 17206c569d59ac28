/* sscanf and strtol in one program: their model blocks are compiled
 * together (before, both defined libc_digit: clang failed, exit 2). */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int x = 0;
    assert(sscanf("12", "%d", &x) == 1);
    long v = strtol("34", NULL, 10);
    assert(x + v == 46);
    return 0;
}
