/* The input may end right after an item ("12" and no newline): scanf
 * then matches and the stream's end-of-file indicator is set too. */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    int k = 0;
    if (scanf("%d", &k) == 1)
        assert(!feof(stdin));
    return 0;
}
