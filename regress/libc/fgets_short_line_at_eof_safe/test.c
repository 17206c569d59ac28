/* fgets stops before n - 1 bytes without a newline only at the end of
 * the file: the end-of-file indicator is then set */
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    FILE *f = fopen("in.txt", "r");
    if (!f)
        return 0;
    char b[4];
    if (fgets(b, sizeof b, f)) {
        size_t k = strlen(b);
        if (k < sizeof b - 1 && (k == 0 || b[k - 1] != '\n'))
            assert(feof(f));
    }
    fclose(f);
    return 0;
}
