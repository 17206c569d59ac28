/* A limit: a struct of 9 to 16 bytes returned in two registers goes
 * through a slot of the caller (model/aggret.c), and the callee's load of
 * the part that holds padding is not known to be a plain move: the
 * verdict is bounded by that read, not safe.  (A struct of up to 8 bytes,
 * returned as one integer, is: struct_padding_in_registers_safe.) */
#include <assert.h>

struct S { int a; char b; long l; };    /* bytes 5-7 padding */

static struct S make(int a)
{
    struct S s;
    s.a = a;
    s.b = 2;
    s.l = 3;
    return s;
}

int main(void)
{
    struct S s = make(4);
    assert(s.a + s.b + s.l == 9);
    return 0;
}
