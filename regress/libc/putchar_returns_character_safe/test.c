#include <assert.h>
#include <stdio.h>

int main(void)
{
    assert(putchar('A') == 'A');
    assert(fputc(-56, stdout) == 200); /* converted to unsigned char */
    assert(putc('\n', stderr) == '\n');
    return 0;
}
