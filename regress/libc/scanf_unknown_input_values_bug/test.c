/* scanf reads unknown input: a conversion may match (any value its field
 * allows), fail to match or meet the end of input (EOF before the first
 * conversion).  Each assertion below holds for some inputs only. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int k = 5, r = scanf("%d", &k);
#if defined(EXPECT_MATCH)
    assert(r == 1);
#elif defined(EXPECT_NOT_EOF)
    assert(r != EOF);
#else
    if (r == 1)
        assert(k != 0);
#endif
    assert(r == 1 || k == 5);
    return 0;
}
