/* strtol and its kin, <ctype.h>'s macros and functions, strstr, qsort
 * and bsearch: each result as C says (the same program passes natively) */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    char *end;
    assert(strtol("  -42xyz", &end, 10) == -42 && *end == 'x');
    assert(strtol("0x1F", 0, 0) == 31 && strtol("017", 0, 0) == 15);
    assert(strtol("z", 0, 36) == 35);
    assert(strtol("abc", &end, 10) == 0 && *end == 'a');
    assert(strtol("0x", &end, 16) == 0 && *end == 'x');
    assert(strtoul("-1", 0, 10) == ULONG_MAX);
    assert(strtoull("18446744073709551615", 0, 10) == ULLONG_MAX);
    assert(strtoll("-9223372036854775808", 0, 10) == LLONG_MIN);
    assert(atol("123") == 123 && atoll("-5") == -5);
    assert(isdigit('7') && !isdigit('a') && isspace('\n') && isalpha('Q'));
    assert(isupper('Q') && !isupper('q') && isxdigit('f') && !isxdigit('g'));
    assert(ispunct('!') && !ispunct('a') && isalnum('5') && iscntrl(127));
    assert(isprint(' ') && !isgraph(' ') && isblank('\t'));
    assert(!isdigit(EOF) && !isalpha(200));
    assert(toupper('a') == 'A' && tolower('Z') == 'z' && toupper('1') == '1');
    /* the tables glibc's inline toupper/tolower index */
    assert((*__ctype_toupper_loc())['q'] == 'Q');
    assert((*__ctype_tolower_loc())['Q'] == 'q');
    assert((*__ctype_tolower_loc())[-1] == -1 && (*__ctype_toupper_loc())[200] == 200);
    assert(strstr("hello world", "o w") && !strstr("abc", "d"));
    int v[5] = {5, 1, 4, 2, 3};
    qsort(v, 5, sizeof v[0], cmp);
    for (int i = 0; i < 5; i++)
        assert(v[i] == i + 1);
    int k = 4;
    assert(bsearch(&k, v, 5, sizeof v[0], cmp) == &v[3]);
    k = 9;
    assert(!bsearch(&k, v, 5, sizeof v[0], cmp));
    return 0;
}
