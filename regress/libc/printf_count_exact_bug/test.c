/* The count of "ab!42\n" is 6, not 5. */
#include <assert.h>
#include <stdio.h>

char word[8] = "ab";

int main(void)
{
    int n = printf("%s!%d\n", word, 42);
    assert(n == 5);
    return 0;
}
