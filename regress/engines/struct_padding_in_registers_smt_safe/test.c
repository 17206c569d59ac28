/* The smt engine's view of padding moved in registers (as the
 * simulator's): struct P is passed and struct Q returned as an i64,
 * padding included; neither reads padding as an uninitialised value. */
#include <assert.h>

struct P { char c; int i; };            /* bytes 1-3 padding */
struct Q { int a; char b; };            /* bytes 5-7 padding */

static int sum(struct P p) { return p.c + p.i; }
static struct Q make(int a) { struct Q q; q.a = a; q.b = 1; return q; }

int main(void)
{
    struct P p;
    p.c = 1;
    p.i = 2;
    assert(sum(p) == 3);
    struct Q q = make(4);
    assert(q.a == 4 && q.b == 1);
    return 0;
}
