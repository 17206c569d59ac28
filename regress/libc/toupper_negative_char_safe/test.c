/* glibc's toupper and tolower map a negative char value c (-128..-2) to
 * c + 256 (its case tables cover -128..255); EOF stays EOF */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>

int main(void)
{
    char c = (char)0xE9;
    assert(toupper(c) == 233);
    assert(tolower(c) == 233);
    assert(toupper(-128) == 128);
    assert(toupper(EOF) == EOF);
    assert(toupper(-200) == -200);
    assert(toupper('q') == 'Q' && tolower('Q') == 'q');
    return 0;
}
