/* strtok/strtok_r, strcasecmp/strncasecmp, strspn/strcspn/strpbrk: C's
 * results (the same program passes natively) */
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>
#include <strings.h>

int main(void)
{
    char buf[] = ",,a,bc,,d";
    assert(!strcmp(strtok(buf, ","), "a"));
    assert(!strcmp(strtok(0, ","), "bc"));
    assert(!strcmp(strtok(0, ","), "d"));
    assert(strtok(0, ",") == 0);
    assert(strtok(0, ",") == 0);
    char b2[] = "x y", *save;
    assert(!strcmp(strtok_r(b2, " ", &save), "x"));
    assert(!strcmp(strtok_r(0, " ", &save), "y"));
    assert(!strtok_r(0, " ", &save));
    char b3[] = "   ";
    assert(!strtok(b3, " "));
    assert(strcasecmp("HeLLo", "hello") == 0 && strcasecmp("a", "B") < 0);
    assert(strncasecmp("abcX", "ABCy", 3) == 0 && strncasecmp("ab", "abc", 3) < 0);
    assert(strspn("aabxc", "ab") == 3 && strcspn("hello", "lo") == 2);
    const char *h = "hello";
    assert(strpbrk(h, "xl") == h + 2 && !strpbrk(h, "z"));
    return 0;
}
