/* model/userprims.c — user-defined primitives (--primitives FILE): lines
 *     KIND PATTERN [KEY=N ...]
 * map the functions whose name matches the PCRE2 PATTERN to a primitive.
 * KIND is lock, unlock, trylock (a mutex word at argument arg, default
 * 0), ignore (no effect on shared state), atomic_begin, atomic_end,
 * create (starts the function at argument fn, default 0, with argument
 * arg, default 1, and stores the thread's id through argument handle,
 * default none) or join (waits for the thread whose id is argument arg,
 * default 0).  Argument numbers are 0-based; 'none' leaves an operand
 * out.  '#' starts a comment.  Patterns are compiled once, with PCRE2's
 * JIT where it is available. */
#define _GNU_SOURCE
#include "model/model.h"

#include <errno.h>
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uprim_use use;
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
    {"create", PR_THREAD_CREATE}, {"join", PR_THREAD_JOIN},
};
#define KIND_NAMES "lock, unlock, trylock, ignore, atomic_begin, " \
                   "atomic_end, create, join"

/* The defaults of a kind: see the header comment. */
static uprim_use default_use(prim_kind k)
{
    uprim_use u = {k, 0, -1, -1};
    if (k == PR_THREAD_CREATE)
        u = (uprim_use){k, 1, 0, -1};
    return u;
}

/* One KEY=N option; handle and fn only for create. */
static bool parse_option(uprim_use *u, const char *opt)
{
    const char *eq = strchr(opt, '=');
    if (!eq)
        return false;
    size_t klen = (size_t)(eq - opt);
    int *slot = NULL;
    if (klen == 3 && !strncmp(opt, "arg", 3))
        slot = &u->arg;
    else if (u->kind == PR_THREAD_CREATE && klen == 2 &&
             !strncmp(opt, "fn", 2))
        slot = &u->fn;
    else if (u->kind == PR_THREAD_CREATE && klen == 6 &&
             !strncmp(opt, "handle", 6))
        slot = &u->handle;
    if (!slot)
        return false;
    if (!strcmp(eq + 1, "none")) {
        if (u->kind != PR_THREAD_CREATE || slot == &u->fn)
            return false; /* only create's arg and handle may be absent */
        *slot = -1;
        return true;
    }
    char *end;
    long v = strtol(eq + 1, &end, 10);
    if (end == eq + 1 || *end || v < 0 || v > 15)
        return false;
    *slot = (int)v;
    return true;
}

static bool parse_kind(const char *w, prim_kind *k)
{
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (!strcmp(kinds[i].name, w)) {
            *k = kinds[i].kind;
            return true;
        }
    return false;
}

static bool add_rule(uprims *u, uprim_use use, const char *pat,
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
    u->v[u->n++] = (uprim){use, re,
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
    prim_kind k;
    if (!parse_kind(kind, &k)) {
        merr_set(e, 2, "%s:%d: unknown primitive kind '%s' (" KIND_NAMES
                 ")", path, line, kind);
        return false;
    }
    uprim_use use = default_use(k);
    bool ok = pat != NULL;
    for (char *opt; ok && (opt = strtok_r(NULL, " \t\r\n", &save));)
        ok = parse_option(&use, opt);
    if (!ok) {
        merr_set(e, 2, "%s:%d: expected 'KIND PATTERN [arg=N]'%s", path,
                 line, k == PR_THREAD_CREATE ? " (create also fn=N, "
                 "handle=N; arg and handle may be none)" : "");
        return false;
    }
    return add_rule(u, use, pat, path, line, e);
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

bool uprims_match(const uprims *u, const char *name, uprim_use *use)
{
    for (int i = 0; u && i < u->n; i++) {
        int rc = pcre2_match(u->v[i].re, (PCRE2_SPTR)name,
                             PCRE2_ZERO_TERMINATED, 0, 0, u->v[i].md, NULL);
        if (rc >= 0) {
            *use = u->v[i].use;
            return true;
        }
    }
    return false;
}
