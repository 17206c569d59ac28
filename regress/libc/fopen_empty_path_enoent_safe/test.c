/* the empty path names no file on Linux: fopen gives NULL and ENOENT */
#include <assert.h>
#include <errno.h>
#include <stdio.h>

int main(void)
{
    FILE *f = fopen("", "r");
    assert(f == NULL && errno == ENOENT);
    return 0;
}
