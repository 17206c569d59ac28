#include <assert.h>
#include <stdlib.h>

int main(void)
{
    int *p = malloc(2 * sizeof *p);
    p[0] = 10;
    p[1] = 20;
    p = realloc(p, 4 * sizeof *p);
    assert(p[0] == 10);
    assert(p[1] == 21); /* fails: realloc kept 20 */
    free(p);
    return 0;
}
