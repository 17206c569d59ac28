/* %f is not modelled (floating-point formatting): the run that formats
 * it ends unknown there, never safe. */
#include <stdio.h>
int main(void)
{
    char b[32];
    snprintf(b, sizeof b, "%d %f", 1, 2.5);
    return 0;
}
