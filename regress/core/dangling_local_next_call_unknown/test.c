/* f's second call reads, through gp, the x of its first call, whose
 * frame is gone (undefined behaviour).  The second call's x must not
 * take the dead x's place in memory, where the read would see 6 and the
 * assertion fail as if that were a bug of the program: the read is a
 * use of dead memory. */
#include <assert.h>

int *gp;

static void f(int v)
{
    int x = v;
    if (!gp) {
        gp = &x;
        return;
    }
    assert(*gp == 5);
}

int main(void)
{
    f(5);
    f(6);
    return 0;
}
