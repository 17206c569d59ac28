/* a short fread may end within an item, whose bytes glibc stores too */
#include <assert.h>
#include <stdio.h>

int main(void)
{
    FILE *f = fopen("in.bin", "r");
    if (!f)
        return 0;
    char b[4] = {'x', 'x', 'x', 'x'};
    if (fread(b, 2, 2, f) == 1)
        assert(b[2] == 'x');
    fclose(f);
    return 0;
}
