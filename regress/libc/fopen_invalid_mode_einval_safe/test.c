#include <assert.h>
#include <errno.h>
#include <stdio.h>

int main(void)
{
    FILE *f = fopen("data", "z"); /* glibc: the mode must start r, w or a */
    assert(f == NULL && errno == EINVAL);
    return 0;
}
