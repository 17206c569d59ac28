/* clang folds 1 << 40 on an int (undefined behaviour) to poison.  The
 * store of it is undefined behaviour when it runs: unknown (pnbmc 56
 * took poison for an uninitialised value: bounded-safe, exit 0). */
#include <pthread.h>
int g;
int main(void)
{
    long x = 1 << 40;
    g = (int)x;
    return 0;
}
