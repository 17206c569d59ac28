/* A struct read as one integer (`*(uint64_t *)&p`) takes its padding
 * bytes as data: they are unspecified, so the value is not known, here
 * kept in a variable and handed to a function.  Only a value that moves
 * straight from a struct into a struct (an argument or a result the ABI
 * passes in a register) may carry padding unchecked. */
#include <assert.h>
#include <stdint.h>

struct P { char c; int i; };            /* bytes 1-3 padding */

static int low_word_is_one(uint64_t v) { return (uint32_t)v == 1; }

int main(void)
{
    struct P p;
    p.c = 1;
    p.i = 2;
    uint64_t h = *(uint64_t *)&p;
    assert(low_word_is_one(h));
    return 0;
}
