#include <assert.h>
#include <stdio.h>

int main(void)
{
    char b[1] = {'x'};
    char *r = fgets(b, 1, stdin); /* glibc: room for the 0 only */
    assert(r == b && b[0] == 0);
    return 0;
}
