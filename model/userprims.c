/* model/userprims.c — user-defined primitives (--primitives FILE): lines
 *     KIND PATTERN [KEY=N ...]
 * map the functions whose name matches the PCRE2 PATTERN to a primitive.
 * KIND is lock, unlock, trylock (a mutex word at argument arg, default
 * 0), ignore (no effect on shared state), atomic_begin, atomic_end,
 * create (starts the function at argument fn, default 0, with argument
 * arg, default 1, and stores the thread's id through argument handle,
 * default none) or join (waits for the thread whose id is argument arg,
 * default 0).  Argument numbers are 0-based; 'none' leaves an operand
 * out.  ret=N gives the value a lock, unlock, ignore, atomic_begin or
 * atomic_end wrapper returns (without it a use of the result is
 * unsupported); success=zero (pthread's convention, the default for an
 * integer result) or success=nonzero says which result of a trylock
 * wrapper means it took the lock.  The first rule that matches a name
 * applies.  '#' starts a comment.  Patterns are
 * compiled once, with PCRE2's JIT where it is available. */
#define _GNU_SOURCE
#include "model/lower.h"

#include <ctype.h>
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
    char *path;
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
    uprim_use u = {.kind = k, .arg = 0, .fn = -1, .handle = -1};
    if (k == PR_THREAD_CREATE)
        u.arg = 1, u.fn = 0;
    return u;
}

/* Whether a wrapper of kind k returns what the rule says (ret=N). */
static bool kind_takes_ret(prim_kind k)
{
    return k == PR_MUTEX_LOCK || k == PR_MUTEX_UNLOCK || k == PR_NOP ||
           k == PR_ATOMIC_BEGIN || k == PR_ATOMIC_END;
}

/* ret=N: an integer, for the kinds that take it. */
static bool parse_ret(uprim_use *u, const char *v)
{
    char *end;
    errno = 0;
    u->ret = strtoll(v, &end, 0);
    u->has_ret = kind_takes_ret(u->kind) && end != v && !*end && !errno;
    return u->has_ret;
}

/* success=zero|nonzero, for trylock. */
static bool parse_success(uprim_use *u, const char *v)
{
    u->success = u->kind != PR_MUTEX_TRYLOCK ? UPRIM_SUCCESS_UNSAID
               : !strcmp(v, "zero") ? UPRIM_SUCCESS_ZERO
               : !strcmp(v, "nonzero") ? UPRIM_SUCCESS_NONZERO
               : UPRIM_SUCCESS_UNSAID;
    return u->success != UPRIM_SUCCESS_UNSAID;
}

/* One KEY=N option; handle and fn only for create. */
static bool parse_option(uprim_use *u, const char *opt)
{
    const char *eq = strchr(opt, '=');
    if (!eq)
        return false;
    size_t klen = (size_t)(eq - opt);
    if (klen == 3 && !strncmp(opt, "ret", 3))
        return parse_ret(u, eq + 1);
    if (klen == 7 && !strncmp(opt, "success", 7))
        return parse_success(u, eq + 1);
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

/* opt (its key kl bytes) numbers an argument (arg, fn, handle) past
 * the 16 a rule may name. */
static bool argument_past_15(const char *opt, size_t kl)
{
    bool numbered = (kl == 3 && !strncmp(opt, "arg", 3)) ||
                    (kl == 2 && !strncmp(opt, "fn", 2)) ||
                    (kl == 6 && !strncmp(opt, "handle", 6));
    char *end;
    return numbered && opt[kl] == '=' &&
           isdigit((unsigned char)opt[kl + 1]) &&
           strtol(opt + kl + 1, &end, 10) > 15 && !*end;
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
    use.line = line;
    bool ok = pat != NULL;
    char keys[8][16]; /* each option once: arg=0 arg=1 is a typo */
    int nkeys = 0;
    for (char *opt; ok && (opt = strtok_r(NULL, " \t\r\n", &save));) {
        size_t kl = strcspn(opt, "=");
        for (int i = 0; ok && i < nkeys; i++)
            ok = strlen(keys[i]) != kl || strncmp(keys[i], opt, kl);
        if (!ok) {
            merr_set(e, 2, "%s:%d: option '%.*s' given twice", path, line,
                     (int)kl, opt);
            return false;
        }
        if (nkeys < 8 && kl < sizeof keys[0])
            snprintf(keys[nkeys++], sizeof keys[0], "%.*s", (int)kl, opt);
        if (argument_past_15(opt, kl)) {
            merr_set(e, 2, "%s:%d: %s: argument numbers go from 0 to 15",
                     path, line, opt);
            return false;
        }
        ok = parse_option(&use, opt);
    }
    if (!ok) {
        merr_set(e, 2, "%s:%d: expected 'KIND PATTERN [arg=N]'%s", path,
                 line, k == PR_THREAD_CREATE ? " (create also fn=N, "
                 "handle=N; arg and handle may be none)"
                 : k == PR_MUTEX_TRYLOCK ? " (trylock also "
                 "success=zero or success=nonzero)"
                 : kind_takes_ret(k) ? " (also ret=N: what it returns)"
                 : "");
        return false;
    }
    return add_rule(u, use, pat, path, line, e);
}

/* A UTF-8 byte order mark at the start of the file (an editor's): no
 * part of the first rule. */
static char *skip_bom(char *s, int line)
{
    return line == 1 && !strncmp(s, "\xef\xbb\xbf", 3) ? s + 3 : s;
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
    bool ok = u != NULL && (u->path = strdup(path)) != NULL;
    for (int line = 1; ok && getline(&buf, &cap, f) >= 0; line++)
        ok = parse_line(u, skip_bom(buf, line), path, line, e);
    if (ok && ferror(f)) { /* a directory reads as an error, not empty */
        merr_set(e, 2, "cannot read '%s': %s", path, strerror(errno));
        ok = false;
    }
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
    free(u->path);
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

bool uprims_match_fn(const uprims *u, LLVMValueRef call, LLVMValueRef fn,
                     uprim_use *use)
{
    const char *name = LLVMGetValueName(fn);
    if (!u || (call && model_libc_function(LLVMGetBasicBlockParent(
                           LLVMGetInstructionParent(call)))))
        return false;
    if (model_libc_function(fn) && (!strncmp(name, "libc_", 5) ||
                                    !strncmp(name, "pnbmc_", 6)))
        return false;
    /* linking renames the second file's static function f (a static
     * inline wrapper from a shared header) to "f.1": the rule is about f */
    size_t n = model_c_name_len(name);
    if (n == strlen(name))
        return uprims_match(u, name, use);
    char *base = strndup(name, n);
    bool r = base && uprims_match(u, base, use);
    free(base);
    return r;
}

/* A trylock call's uses read, where the primitive's result (pthread's:
 * 0, else EBUSY) says it took the lock, 1 (success=nonzero) or 0 (a
 * success=zero bool, which would keep only EBUSY's lowest bit), else the
 * other. */
static void bind_trylock(LLVMBuilderRef b, LLVMValueRef call, bool nonzero)
{
    LLVMTypeRef t = LLVMTypeOf(call);
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(call));
    LLVMValueRef took = LLVMBuildICmp(b, nonzero ? LLVMIntEQ : LLVMIntNE,
                                      call, LLVMConstNull(t), "");
    LLVMValueRef v = LLVMGetIntTypeWidth(t) == 1
                   ? took : LLVMBuildZExt(b, took, t, "");
    LLVMReplaceAllUsesWith(call, v);
    LLVMSetOperand(took, 0, call); /* RAUW replaced it there too */
}

/* The call's result as the rule says, when its value is known. */
static void bind_result(LLVMBuilderRef b, LLVMValueRef call, uprim_use u)
{
    LLVMTypeRef t = LLVMTypeOf(call);
    if (!LLVMGetFirstUse(call) || LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
        return;
    if (u.kind == PR_MUTEX_TRYLOCK &&
        (u.success == UPRIM_SUCCESS_NONZERO ||
         (u.success == UPRIM_SUCCESS_ZERO && LLVMGetIntTypeWidth(t) == 1)))
        bind_trylock(b, call, u.success == UPRIM_SUCCESS_NONZERO);
    else if (u.has_ret)
        LLVMReplaceAllUsesWith(call, LLVMConstInt(t, (unsigned long long)
                                                  u.ret, true));
}

/* A rule that also matches a function pnbmc models itself (a pthread
 * function, a C library one) replaces that model: say so once per
 * function, an unanchored pattern ('ignore read_' matches
 * pthread_create) being the likely cause. */
static void note_override(const uprims *u, LLVMValueRef fn, uprim_use use,
                          char *noted, size_t *len, size_t cap)
{
    const char *name = LLVMGetValueName(fn);
    prim_kind k;
    size_t n = strlen(name);
    if (!prim_lookup(name, &k) && !model_libc_function(fn))
        return;
    for (size_t i = 0; i < *len; i += strlen(noted + i) + 1)
        if (!strcmp(noted + i, name))
            return;
    if (*len + n + 1 <= cap) {
        memcpy(noted + *len, name, n + 1);
        *len += n + 1;
    }
    fprintf(stderr, "pnbmc: note: %s:%d: the rule also matches %s, which "
            "pnbmc models itself: the rule replaces that model (anchor the "
            "pattern, ^name$, if that is not meant)\n", u->path, use.line,
            name);
}

void uprims_bind_results(LLVMModuleRef mod, const uprims *u)
{
    if (!u)
        return;
    char noted[4096];
    size_t nlen = 0;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in)) {
                LLVMValueRef callee = LLVMIsACallInst(in)
                                    ? LLVMGetCalledValue(in) : NULL;
                uprim_use use;
                if (callee && LLVMIsAFunction(callee) &&
                    uprims_match_fn(u, in, callee, &use)) {
                    note_override(u, callee, use, noted, &nlen,
                                  sizeof noted);
                    bind_result(b, in, use);
                }
            }
    LLVMDisposeBuilder(b);
}
