/* A device register's address kept in a global.  In pnbmc's layout of
 * memory 0x100000000 is the first global's address (g's), so a load
 * through reg read g; natively the program dies of SIGSEGV. */
#include <assert.h>

int g = 5;
struct device {
    const char *name;
    volatile int *reg;
} dev = {"uart", (volatile int *)0x100000000};

int main(void)
{
    assert(*dev.reg == 5);
    return 0;
}
