#include <assert.h>
#include <stdlib.h>

int main(void)
{
    srand(0); /* glibc takes seed 0 as 1 */
    int a = rand();
    srand(1);
    assert(rand() == a);
    return 0;
}
