/* %a (hexadecimal floating point) is not modelled: the run that formats
 * it into memory ends unknown there, never safe. */
#include <stdio.h>
int main(void)
{
    char b[32];
    snprintf(b, sizeof b, "%d %a", 1, 2.5);
    return 0;
}
