/* strndup, stpcpy, strchrnul, memrchr, mempcpy, bzero, explicit_bzero
 * and strsep give their libraries' results (the same program passes
 * natively) */
#define _GNU_SOURCE
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int main(void)
{
    char *d = strndup("abcdef", 3);
    assert(d && !strcmp(d, "abc"));
    free(d);
    d = strndup("ab", 5);
    assert(d && !strcmp(d, "ab"));
    free(d);
    char buf[16];
    char *end = stpcpy(buf, "xy");
    assert(end == buf + 2 && !*end);
    end = stpcpy(end, "z");
    assert(!strcmp(buf, "xyz") && end == buf + 3);
    const char *s = "hello";
    assert(strchrnul(s, 'l') == s + 2 && strchrnul(s, 'q') == s + 5);
    assert(memrchr(s, 'l', 5) == s + 3 && !memrchr(s, 'l', 2));
    char m[8] = "1234567";
    assert(mempcpy(m, "ab", 2) == m + 2 && m[0] == 'a' && m[2] == '3');
    bzero(m, 3);
    assert(!m[0] && !m[2] && m[3] == '4');
    explicit_bzero(m + 3, 1);
    assert(!m[3] && m[4] == '5');
    char line[] = "a,b,,c", *p = line, *t;
    t = strsep(&p, ",");
    assert(!strcmp(t, "a"));
    t = strsep(&p, ",");
    assert(!strcmp(t, "b"));
    t = strsep(&p, ",");
    assert(t && !*t);
    t = strsep(&p, ",");
    assert(!strcmp(t, "c") && !p);
    assert(!strsep(&p, ","));
    return 0;
}
