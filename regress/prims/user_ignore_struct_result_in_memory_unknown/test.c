/* An ignored function returns a 32-byte struct through a hidden pointer
 * (sret): pnbmc does not run it, so the struct stayed unwritten and was
 * read as 0, a false assert bug.  ret=N cannot give a struct: the call
 * is unsupported, as the use of a small struct result is. */
#include <assert.h>

struct big {
    long a, b, c, d;
};
struct big dbg_snapshot(void);

int main(void)
{
    struct big s = dbg_snapshot();
    assert(s.a == 1);
    return 0;
}
