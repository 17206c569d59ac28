/* The same assertion text in a loop (unrolled: one copy per round) and
 * after it: the failing one after the loop is the second line with that
 * text, "#2", however many copies the loop has. */
#include <assert.h>
int x;
int main(void)
{
    for (int i = 0; i < 3; i++)
        assert(x == 0);
    x = 1;
    assert(x == 0);
    return 0;
}
