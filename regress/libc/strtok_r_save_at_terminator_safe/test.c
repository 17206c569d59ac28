/* glibc's strtok_r leaves *save at the string's terminator after the
 * last token (and when only delimiters are left), never NULL */
#include <assert.h>
#include <string.h>

int main(void)
{
    char line[] = "ab cd";
    char *save;
    char *tok = strtok_r(line, " ", &save);
    assert(tok && strcmp(tok, "ab") == 0);
    tok = strtok_r(0, " ", &save);
    assert(tok && strcmp(tok, "cd") == 0);
    assert(save != 0 && strlen(save) == 0);
    assert(strtok_r(0, " ", &save) == 0);
    char blank[] = "  ";
    assert(strtok_r(blank, " ", &save) == 0);
    assert(save == blank + 2);
    return 0;
}
