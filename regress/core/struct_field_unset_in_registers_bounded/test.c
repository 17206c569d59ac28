/* A struct passed in registers whose member i was never assigned: the
 * copy reads an indeterminate value (not padding), which bounds the
 * verdict.  The padding bytes 1-3 are not what is reported. */
#include <assert.h>

struct P { char c; int i; };

static int first(struct P p) { return p.c; }

int main(void)
{
    struct P p;
    p.c = 1;
    assert(first(p) == 1);
    return 0;
}
