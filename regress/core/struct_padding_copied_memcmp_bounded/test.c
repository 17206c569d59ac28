/* A struct copied through registers (returned by value) gets unspecified
 * padding (C11 6.2.6.1p6), even where the original's padding was zeroed:
 * comparing the whole representation with memcmp reads those bytes, so
 * the assertion is not proved (bounded by the uninitialised read). */
#include <assert.h>
#include <string.h>

struct P { char c; int i; };

static struct P same(struct P p) { return p; }

int main(void)
{
    struct P a, z;
    memset(&a, 0, sizeof a);
    a.c = 1;
    a.i = 2;
    struct P b = same(a);
    memset(&z, 0, sizeof z);
    z.c = 1;
    z.i = 2;
    assert(memcmp(&b, &z, sizeof b) == 0);
    return 0;
}
