/* An always_inline function called in a loop: clang inlines it even at
 * -O0, and its parameters are stored and then declared where the call
 * was.  pnbmc 42 took those declarations for locals declared in the loop
 * (indeterminate at each pass) and read the parameters as uninitialised:
 * scan("  ", "a") returned in.a instead of -1 (assert: bug, wrong). */
#include <assert.h>
#include <pthread.h>

struct cursor {
    const char *s;
    unsigned long pos;
    int items, skipped;
};

#define INLINE static inline __attribute__((always_inline))

INLINE int is_blank(int c) { return c == ' '; }

INLINE int skip_blanks(struct cursor *in)
{
    while (is_blank((unsigned char)in->s[in->pos]))
        in->pos++;
    return in->s[in->pos] ? 0 : 2;
}

static int one_item(struct cursor *in)
{
    if (skip_blanks(in))
        return 2;
    in->pos++;
    in->items++;
    return 0;
}

static int scan(const char *s, const char *fmt)
{
    struct cursor in = {s, 0, 0, 0};
    int r = 0;
    for (const char *f = fmt; *f && r == 0; f++)
        r = one_item(&in);
    return r == 2 && !in.skipped ? -1 : in.items;
}

int results[2];

static void *worker(void *arg)
{
    results[1] = scan("  ", "a");
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    results[0] = scan(" 1 2", "ab");
    pthread_join(t, 0);
    assert(results[0] == 2);
    assert(results[1] == -1);
    return 0;
}
