/* snprintf and sprintf, exactly as the C standard (and glibc) format:
 * flags, field widths and precisions (also from *), length modifiers,
 * truncation (the return value counts every character). */
#include <stdio.h>
#include <string.h>
#include <assert.h>
int main(void)
{
    char b[64];
    int n = snprintf(b, sizeof b, "[%d|%5d|%-5d|%05d|%+d|% d|%x|%#X|%o|%#o|%u]", 42, -7, 3, -12, 5, 6, 255, 255, 8, 8, 4000000000u);
    assert(strcmp(b, "[42|   -7|3    |-0012|+5| 6|ff|0XFF|10|010|4000000000]") == 0);
    assert(n == (int)strlen(b));
    n = snprintf(b, sizeof b, "%s|%.2s|%6s|%-4s|%c|%%|%ld|%lld|%zu|%hhd|%.3d|%.0d|", "abc", "xyz", "hi", "a", 'Q', -5L, 123456789012LL, (size_t)77, 300, 7, 0);
    assert(strcmp(b, "abc|xy|    hi|a   |Q|%|-5|123456789012|77|44|007||") == 0);
    n = snprintf(b, 5, "%d", 1234567);
    assert(n == 7 && strcmp(b, "1234") == 0);
    n = snprintf(b, sizeof b, "%*d|%-*d|%.*s", 4, 1, 3, 2, 2, "hello");
    assert(strcmp(b, "   1|2  |he") == 0);
    n = sprintf(b, "%p", (void *)0);
    assert(strcmp(b, "(nil)") == 0);
    return 0;
}
