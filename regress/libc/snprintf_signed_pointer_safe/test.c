// %+p and % p put the sign before "0x" (glibc: "+0x1234"), not before "(nil)"; the previous binary: assert: bug at test.c:10 ("0x1234")
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    char b[16];
    int n = snprintf(b, sizeof b, "%+p", (void *)0x1234);
    assert(n == 7 && strcmp(b, "+0x1234") == 0);
    n = snprintf(b, sizeof b, "% p|%+p", (void *)0x1234, (void *)0);
    assert(n == 13 && strcmp(b, " 0x1234|(nil)") == 0);
    return 0;
}
