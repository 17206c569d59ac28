/* A device register's address, as embedded code writes it: in pnbmc's
 * layout of memory the number is g's address, in a real process not. */
#include <assert.h>

int g = 5;

int main(void)
{
    volatile int *reg = (volatile int *)0x100000000;
    assert(*reg == 5);
    return 0;
}
