/* A field width ends the item: "%3d" on "12345" reads 123, and the
 * assertion that expects the whole number fails. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int a = 0;
    int n = sscanf("12345", "%3d", &a);
    assert(n == 1 && a == 12345);
    return 0;
}
