/* fclose twice: the FILE is freed twice, undefined behaviour (unknown,
 * never safe). */
#include <stdio.h>
int main(void)
{
    FILE *f = fopen("log.txt", "w");
    if (!f)
        return 1;
    fclose(f);
    fclose(f);
    return 0;
}
