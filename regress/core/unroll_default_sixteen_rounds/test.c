/* --unroll 16 (the default) unrolls a counted loop of 16 rounds (17
 * copies: 16 rounds and the exit test), as a signal set's 16 words take
 * in the C library models; a loop of 17 rounds stays a loop. */
#include <assert.h>

unsigned long words[16];
unsigned long more[17];

int main(void)
{
    for (unsigned i = 0; i < 16; i++)
        words[i] = i;
    for (unsigned i = 0; i < 17; i++)
        more[i] = i;
    assert(words[15] == 15 && more[16] == 16);
    return 0;
}
