/* printf returns the number of characters it printed. */
#include <assert.h>
#include <stdio.h>

char word[8] = "ab";

int main(void)
{
    int n = printf("%s!%d\n", word, 42);
    assert(n == 6);
    return 0;
}
