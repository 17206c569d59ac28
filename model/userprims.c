/* model/userprims.c — user-defined primitives (--primitives FILE): lines
 *     KIND PATTERN [arg=N]
 * map the functions whose name matches the PCRE2 PATTERN to a primitive;
 * N is the (0-based) argument naming the object (default 0).  KIND is
 * lock, unlock, trylock (a mutex word at the argument), ignore (no effect
 * on shared state), atomic_begin, atomic_end.  '#' starts a comment.
 * Patterns are compiled once, with PCRE2's JIT where it is available. */
#define _GNU_SOURCE
#include "model/model.h"

#include <errno.h>
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    prim_kind kind;
    int arg;
    pcre2_code *re;
    pcre2_match_data *md;
} uprim;

struct uprims {
    uprim *v;
    int n;
};

static const struct { const char *name; prim_kind kind; } kinds[] = {
    {"lock", PR_MUTEX_LOCK}, {"unlock", PR_MUTEX_UNLOCK},
    {"trylock", PR_MUTEX_TRYLOCK}, {"ignore", PR_NOP},
    {"atomic_begin", PR_ATOMIC_BEGIN}, {"atomic_end", PR_ATOMIC_END},
};

static bool parse_kind(const char *w, prim_kind *k)
{
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (!strcmp(kinds[i].name, w)) {
            *k = kinds[i].kind;
            return true;
        }
    return false;
}

static bool add_rule(uprims *u, prim_kind k, const char *pat, int arg,
                     const char *path, int line, merr *e)
{
    int code;
    PCRE2_SIZE at;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)pat, PCRE2_ZERO_TERMINATED, 0,
                                   &code, &at, NULL);
    if (!re) {
        PCRE2_UCHAR msg[160];
        pcre2_get_error_message(code, msg, sizeof msg);
        merr_set(e, 2, "%s:%d: bad pattern '%s': %s at offset %zu", path,
                 line, pat, (char *)msg, (size_t)at);
        return false;
    }
    pcre2_jit_compile(re, PCRE2_JIT_COMPLETE); /* falls back if no JIT */
    uprim *v = realloc(u->v, sizeof *v * (size_t)(u->n + 1));
    if (!v) {
        pcre2_code_free(re);
        merr_set(e, 2, "out of memory");
        return false;
    }
    u->v = v;
    u->v[u->n++] = (uprim){k, arg, re,
                           pcre2_match_data_create_from_pattern(re, NULL)};
    return true;
}

/* One line: returns false with *e set on a syntax error. */
static bool parse_line(uprims *u, char *s, const char *path, int line,
                       merr *e)
{
    char *hash = strchr(s, '#');
    if (hash)
        *hash = 0;
    char *save = NULL, *kind = strtok_r(s, " \t\r\n", &save);
    if (!kind)
        return true;
    char *pat = strtok_r(NULL, " \t\r\n", &save);
    char *opt = strtok_r(NULL, " \t\r\n", &save);
    prim_kind k;
    int arg = 0;
    if (!parse_kind(kind, &k)) {
        merr_set(e, 2, "%s:%d: unknown primitive kind '%s' (lock, unlock, "
                 "trylock, ignore, atomic_begin, atomic_end)", path, line,
                 kind);
        return false;
    }
    if (!pat || (opt && (sscanf(opt, "arg=%d", &arg) != 1 || arg < 0 ||
                         arg > 15)) || strtok_r(NULL, " \t\r\n", &save)) {
        merr_set(e, 2, "%s:%d: expected 'KIND PATTERN [arg=N]'", path, line);
        return false;
    }
    return add_rule(u, k, pat, arg, path, line, e);
}

uprims *uprims_load(const char *path, merr *e)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        merr_set(e, 2, "cannot read '%s': %s", path, strerror(errno));
        return NULL;
    }
    uprims *u = calloc(1, sizeof *u);
    char *buf = NULL;
    size_t cap = 0;
    bool ok = u != NULL;
    for (int line = 1; ok && getline(&buf, &cap, f) >= 0; line++)
        ok = parse_line(u, buf, path, line, e);
    free(buf);
    fclose(f);
    if (!ok) {
        uprims_free(u);
        return NULL;
    }
    return u;
}

void uprims_free(uprims *u)
{
    if (!u)
        return;
    for (int i = 0; i < u->n; i++) {
        pcre2_match_data_free(u->v[i].md);
        pcre2_code_free(u->v[i].re);
    }
    free(u->v);
    free(u);
}

bool uprims_match(const uprims *u, const char *name, prim_kind *k, int *arg)
{
    for (int i = 0; u && i < u->n; i++) {
        int rc = pcre2_match(u->v[i].re, (PCRE2_SPTR)name,
                             PCRE2_ZERO_TERMINATED, 0, 0, u->v[i].md, NULL);
        if (rc >= 0) {
            *k = u->v[i].kind;
            *arg = u->v[i].arg;
            return true;
        }
    }
    return false;
}
