/* Input read as an integer keeps any value, also one whose bytes spell
 * an object's address in the model's layout (1 << 32): no cut there. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    long v;
    if (fread(&v, sizeof v, 1, stdin) == 1)
        assert(v != 4294967296L);
    return 0;
}
