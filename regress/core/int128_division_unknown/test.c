/* Wide integers are computed as 64-bit limbs, but not divided: the whole
 * function keeps its 128-bit operations and the verdict is unknown. */
#include <assert.h>

int main(void)
{
    volatile unsigned __int128 x = 100;
    unsigned __int128 y = x / 7;
    assert(y == 14);
    return 0;
}
