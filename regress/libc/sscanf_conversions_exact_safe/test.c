/* sscanf as C 7.21.6.2 defines it: white space, field widths, %i's
 * prefixes, %n, %c, %s, scansets, suppression, EOF on an input failure
 * before the first conversion, 0 on a matching failure.  Each worker
 * parses its own line; the results are checked after the joins. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct parsed {
    int a, n, count;
    unsigned u;
    long l;
    char word[8], key[8], value[8], c;
};

static struct parsed p[2];

static void *parse_numbers(void *arg)
{
    struct parsed *q = &p[0];
    assert(sscanf(" 12 -7", "%d%u", &q->a, &q->u) == 2);
    assert(q->a == 12 && q->u == 0u - 7);
    assert(sscanf("0x1fzz", "%i%n", &q->a, &q->n) == 1);
    assert(q->a == 31 && q->n == 4);
    assert(sscanf("12345", "%3d%ld", &q->a, &q->l) == 2);
    assert(q->a == 123 && q->l == 45);
    assert(sscanf("017 ", "%i %%", &q->a) == 1 && q->a == 15);
    assert(sscanf("7 8", "%*d %d", &q->a) == 1 && q->a == 8);
    assert(sscanf("", "%d", &q->a) == EOF);
    assert(sscanf("   ", "%d", &q->a) == EOF);
    assert(sscanf("x1", "%d", &q->a) == 0 && q->a == 8);
    assert(sscanf("-", "%d", &q->a) == 0);
    return arg;
}

static void *parse_strings(void *arg)
{
    struct parsed *q = &p[1];
    assert(sscanf("abc def", "%7s %c", q->word, &q->c) == 2);
    assert(!strcmp(q->word, "abc") && q->c == 'd');
    assert(sscanf("key=val;", "%[a-z]=%[^;]", q->key, q->value) == 2);
    assert(!strcmp(q->key, "key") && !strcmp(q->value, "val"));
    assert(sscanf("toolongword", "%3s", q->word) == 1);
    assert(!strcmp(q->word, "too"));
    assert(sscanf("abc", "%2c", q->word) == 1);
    assert(q->word[0] == 'a' && q->word[1] == 'b');
    assert(sscanf("=x", "%[a-z]", q->key) == 0);
    return arg;
}

int main(void)
{
    pthread_t t[2];
    pthread_create(&t[0], 0, parse_numbers, 0);
    pthread_create(&t[1], 0, parse_strings, 0);
    pthread_join(t[0], 0);
    pthread_join(t[1], 0);
    return 0;
}
