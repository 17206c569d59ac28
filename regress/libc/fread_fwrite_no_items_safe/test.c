#include <assert.h>
#include <stdio.h>

int main(void)
{
    char b[4] = "abc";
    assert(fwrite(b, 0, 4, stdout) == 0); /* C 7.21.8.2: no item */
    assert(fwrite(b, 1, 0, stdout) == 0);
    assert(fread(b, 0, 4, stdin) == 0);
    assert(fread(b, 4, 0, stdin) == 0);
    size_t n = fwrite(b, 1, 4, stdout);
    if (n < 4) /* a short write is a write error */
        assert(ferror(stdout));
    return 0;
}
