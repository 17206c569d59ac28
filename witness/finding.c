/* witness/finding.c — what identifies a bug across runs and versions of
 * the program (the finding id: objects and functions, no line numbers)
 * and where it is (its primary source location). */
#include "witness/witness.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The function of m with code at line `line` of file `file`, or NULL. */
static const mfunc *func_at_line(const model *m, int32_t file, int line)
{
    for (int32_t f = 0; m && file >= 0 && f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            mloc c = m->funcs[f].code[i].loc;
            if (c.file == file && c.line == line)
                return &m->funcs[f];
        }
    return NULL;
}

const char *wit_func_at(const model *m, mloc l)
{
    const mfunc *f = func_at_line(m, l.file, l.line);
    return f ? f->name : NULL;
}

bool wit_source_line(const char *file, int line, char **buf, size_t *cap)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return false;
    bool ok = false;
    for (int i = 1; i <= line && getline(buf, cap, f) >= 0; i++)
        ok = i == line;
    fclose(f);
    return ok;
}

/* First instruction location at file:line (for a column), or col 0. */
static mloc wit_loc_of_line(const model *m, const char *file, int line)
{
    mloc l = {-1, line, 0};
    for (int32_t i = 0; m && i < m->nfiles; i++)
        if (!strcmp(m->files[i], file))
            l.file = i;
    for (int32_t f = 0; m && l.file >= 0 && f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            mloc c = m->funcs[f].code[i].loc;
            if (c.file == l.file && c.line == line && c.col > 0)
                return c;
        }
    return l;
}

static const char *thread_name(const wreplay *w, long t)
{
    if (w && t >= 0 && t < w->nthreads && w->thread_names)
        return w->thread_names[t];
    return "?";
}

bool wit_race_threads(const char *reason, int32_t t[2])
{
    const char *a = strstr(reason, ": T"), *b = strstr(reason, " / T");
    if (!a || !b)
        return false;
    t[0] = (int32_t)strtol(a + 3, NULL, 10);
    t[1] = (int32_t)strtol(b + 4, NULL, 10);
    return true;
}

/* Index (0/1) of the race's first-named access (the write) in w's final
 * pair. */
static int wit_race_first(const check_result *r, const wreplay *w)
{
    int32_t t[2];
    if (w->nfinal == 2 && wit_race_threads(r->reason, t) &&
        w->final_tid[1] == t[0] && w->final_tid[0] != t[0])
        return 1;
    return 0;
}

/* The functions of the two accesses, sorted: which access a search
 * names first depends on the order in which the threads were created
 * (both write, or both read and write). */
static void wit_race_id(const model *m, const check_result *r,
                        const wreplay *w, char *out, size_t n)
{
    const char *nm = r->reason + strlen("data race on ");
    const char *end = strstr(r->reason, ": T");
    int len = end && end > nm ? (int)(end - nm) : (int)strlen(nm);
    const char *fn[2] = {"?", "?"};
    for (int i = 0; w->nfinal == 2 && i < 2; i++) {
        mloc l = w->final_loc[i]; /* in a model: the program's caller's */
        if (m && l.file >= 0 && model_in_libc(m, l) &&
            w->final_call[i].file >= 0)
            l = w->final_call[i];
        const char *f = wit_func_at(m, l);
        fn[i] = f ? f : thread_name(w, w->final_tid[i]);
    }
    bool swap = strcmp(fn[0], fn[1]) > 0;
    snprintf(out, n, "race:%.*s:%s/%s", len, nm, fn[swap], fn[!swap]);
}

/* Appends s to out (comma or slash separated) unless already there. */
static void add_name(char *out, size_t n, const char *s, size_t len,
                     char sep)
{
    char item[200];
    snprintf(item, sizeof item, "%.*s", (int)len, s);
    for (const char *p = out; (p = strstr(p, item)) != NULL; p++) {
        size_t k = strlen(item);
        if ((p == out || p[-1] == sep) && (p[k] == 0 || p[k] == sep))
            return;
    }
    size_t used = strlen(out);
    snprintf(out + used, n - used, "%s%s", used ? (char[]){sep, 0} : "",
             item);
}

/* The first " (" at or after s that opens no file qualifier: a static
 * object's name may end in one ("lock (b.c)", model_display_name), which
 * holds no blank. */
static const char *open_paren(const char *s)
{
    const char *p = strstr(s, " (");
    while (p) {
        size_t k = strcspn(p + 2, " )");
        if (p[2 + k] != ')' || k == 0)
            return p;
        p = strstr(p + 3 + k, " (");
    }
    return NULL;
}

/* Lock (object) names of a deadlock reason: after "waits for ", "lock of ",
 * "in lock ", " on ", up to " at " or " (". */
static void deadlock_locks(const char *reason, char *out, size_t n)
{
    static const char *const keys[] = {"waits for ", "lock of ", "in lock ",
                                       " on "};
    out[0] = 0;
    for (const char *p = reason; *p; p++)
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            size_t kl = strlen(keys[k]);
            if (strncmp(p, keys[k], kl))
                continue;
            const char *s = p + kl, *e1 = strstr(s, " at "),
                       *e2 = open_paren(s);
            const char *e = e1 && (!e2 || e1 < e2) ? e1 : e2;
            if (e && e > s)
                add_name(out, n, s, (size_t)(e - s), ',');
        }
}

static void wit_deadlock_id(const check_result *r, const wreplay *w,
                            char *out, size_t n)
{
    const char *kind = !strncmp(r->reason, "double lock", 11) ? "double-lock"
                       : !strncmp(r->reason, "lock-order", 10) ? "lock-order"
                       : "global";
    char locks[SOLVE_DETAIL_MAX], fns[SOLVE_DETAIL_MAX] = "";
    deadlock_locks(r->reason, locks, sizeof locks);
    for (const char *p = r->reason; *p; p++) {
        if (*p != 'T' || !isdigit((unsigned char)p[1]) ||
            (p > r->reason && isalnum((unsigned char)p[-1])))
            continue;
        const char *tn = thread_name(w, strtol(p + 1, NULL, 10));
        add_name(fns, sizeof fns, tn, strlen(tn), '/');
    }
    snprintf(out, n, "deadlock:%s:%s:%s", kind, locks, fns);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sep-separated items of s (len bytes), sorted, appended to out. */
static void append_sorted(const char *s, size_t len, char sep, char *out,
                          size_t n)
{
    char buf[SOLVE_DETAIL_MAX], *items[512];
    snprintf(buf, sizeof buf, "%.*s", (int)len, s);
    int k = 0;
    for (char *p = buf; k < 512;) {
        items[k++] = p;
        p = strchr(p, sep);
        if (!p)
            break;
        *p++ = 0;
    }
    qsort(items, (size_t)k, sizeof items[0], cmp_str);
    for (int i = 0; i < k; i++) {
        size_t used = strlen(out);
        snprintf(out + used, n - used, "%s%s", i ? (char[]){sep, 0} : "",
                 items[i]);
    }
}

/* A race's object name (len bytes at s) as ids hold it, appended to
 * out: an element index as [*] (which element a search meets first
 * depends on the engine and the order of thread creation) and a local's
 * owner without its thread number ("x (local of T2)": adding a thread
 * earlier renumbers it) -- also in ids an earlier pnbmc wrote. */
static void race_object(const char *s, size_t len, char *out, size_t n)
{
    size_t k = strlen(out);
    for (size_t i = 0; i < len && k + 4 < n;) {
        size_t j = i + 1;
        while (s[i] == '[' && j < len && isdigit((unsigned char)s[j]))
            j++;
        if (s[i] == '[' && j > i + 1 && j < len && s[j] == ']') {
            memcpy(out + k, "[*]", 3);
            k += 3;
            i = j + 1;
            continue;
        }
        static const char of[] = " of T";
        if (i + 5 < len && !strncmp(s + i, of, 5) &&
            isdigit((unsigned char)s[i + 5])) {
            for (i += 5; i < len && isdigit((unsigned char)s[i]); i++) {
            }
            continue;
        }
        out[k++] = s[i++];
    }
    out[k < n ? k : n - 1] = 0;
}

/* deadlock:KIND:LOCKS:FUNCTIONS and race:OBJECT:FUNCTIONS with their
 * lists sorted (function names have no ':'; object names may, as the
 * heap@file:line names of earlier ids did), so that ids an earlier pnbmc
 * wrote, whose lists kept the order of the run, still match. */
void wit_canonical_id(const char *id, char *out, size_t n)
{
    bool deadlock = !strncmp(id, "deadlock:", 9);
    const char *fns = strrchr(id, ':');
    const char *objs = deadlock ? strchr(id + 9, ':') : strchr(id, ':');
    if ((!deadlock && strncmp(id, "race:", 5)) || !objs || !fns ||
        fns <= objs) {
        snprintf(out, n, "%s", id);
        return;
    }
    snprintf(out, n, "%.*s", (int)(objs + 1 - id), id);
    if (deadlock)
        append_sorted(objs + 1, (size_t)(fns - objs - 1), ',', out, n);
    else
        race_object(objs + 1, (size_t)(fns - objs - 1), out, n);
    size_t used = strlen(out);
    snprintf(out + used, n - used, ":");
    append_sorted(fns + 1, strlen(fns + 1), '/', out, n);
}

/* The first line of file that has code of f. */
static int first_line(const mfunc *f, int32_t file)
{
    int first = INT_MAX;
    for (int32_t i = 0; i < f->ncode; i++)
        if (f->code[i].loc.file == file && f->code[i].loc.line > 0 &&
            f->code[i].loc.line < first)
            first = f->code[i].loc.line;
    return first;
}

/* Copies id to out with every heap@FILE:LINE (a heap object named by
 * its allocation's line) as heap@FUNC+D, D lines after the first line
 * of code of the function FUNC that allocates it: an edit above that
 * line leaves the id as it was. */
static void heap_names_relative(const model *m, const char *id, char *out,
                                size_t n)
{
    size_t k = 0;
    out[0] = 0;
    for (const char *p = id; *p && k + 1 < n;) {
        char file[256];
        int line = 0;
        const mfunc *f = NULL;
        int32_t fi = -1;
        if (!strncmp(p, "heap@", 5) && m &&
            wit_file_line(p + 5, file, sizeof file, &line)) {
            fi = wit_loc_of_line(m, file, line).file;
            f = func_at_line(m, fi, line);
        }
        if (!f) {
            out[k++] = *p++;
            out[k] = 0;
            continue;
        }
        snprintf(out + k, n - k, "heap@%s+%d", f->name,
                 line - first_line(f, fi));
        k = strlen(out);
        p += 5 + strlen(file) + 1;
        while (isdigit((unsigned char)*p))
            p++;
    }
}

/* FNV-1a of the text of line `line` of file, blanks left out: an
 * assertion's identity that survives moving it. */
static uint32_t line_text_hash(const char *file, int line)
{
    uint32_t h = 2166136261u;
    char *buf = NULL;
    size_t cap = 0;
    if (wit_source_line(file, line, &buf, &cap))
        for (const char *q = buf; *q; q++)
            if (!isspace((unsigned char)*q))
                h = (h ^ (uint8_t)*q) * 16777619u;
    free(buf);
    return h;
}

/* Whether mi fails an assertion (the assert and reach_error forms). */
static bool is_assertion(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_ASSERT_FAIL || mi->op == PR_ASSERT ||
            mi->op == PR_REACH_ERROR);
}

/* How many assertions of the function at l, on lines above l's, have the
 * same text (hash h): a second assert(x == 0) in one function gets its
 * own id; the first keeps the id an earlier pnbmc gave it. */
static int same_text_above(const model *m, mloc l, uint32_t h)
{
    const mfunc *f = func_at_line(m, l.file, l.line);
    int lines[64], k = 0; /* each line once: unrolled copies repeat it */
    for (int32_t i = 0; f && i < f->ncode && k < 64; i++) {
        mloc c = f->code[i].loc;
        bool seen = false;
        for (int j = 0; j < k && !seen; j++)
            seen = lines[j] == c.line;
        if (!is_assertion(&f->code[i]) || c.file != l.file ||
            c.line >= l.line || seen ||
            line_text_hash(model_file(m, l), c.line) != h)
            continue;
        lines[k++] = c.line;
    }
    return k;
}

/* atomicity:OBJECT:FUNCTION of the relaxed load that decides a branch
 * ("relaxed load of OBJECT at FILE:LINE by ..."). */
static void wit_atomicity_id(const model *m, const check_result *r,
                             char *out, size_t n)
{
    static const char key[] = "relaxed load of ";
    const char *nm = strstr(r->reason, key);
    const char *at = nm ? strstr(nm, " at ") : NULL;
    char file[256];
    int line = 0;
    const char *fn = NULL;
    if (at && wit_file_line(at + 4, file, sizeof file, &line)) {
        mloc l = wit_loc_of_line(m, file, line);
        fn = wit_func_at(m, l);
    }
    if (!at) {
        snprintf(out, n, "atomicity:?:?");
        return;
    }
    nm += strlen(key);
    snprintf(out, n, "atomicity:%.*s:%s", (int)(at - nm), nm,
             fn ? fn : "?");
}

void wit_finding_id(const model *m, const check_result *r, const wreplay *w,
                    char *out, size_t n)
{
    char id[SOLVE_DETAIL_MAX];
    if (r->kind == CK_RACE && !strncmp(r->reason, "data race on ", 13)) {
        wit_race_id(m, r, w, id, sizeof id);
    } else if (r->kind == CK_DEADLOCK) {
        wit_deadlock_id(r, w, id, sizeof id);
    } else if (r->kind == CK_ATOMICITY) {
        wit_atomicity_id(m, r, id, sizeof id);
    } else {
        size_t len = strcspn(r->reason, " (:");
        const sfound *f = &r->found;
        const char *fn = NULL;
        mloc l = {-1, 0, 0};
        if (f->nsteps > 0) {
            l = f->steps[f->nsteps - 1].loc;
            fn = wit_func_at(m, l);
            if (!fn)
                fn = thread_name(w, f->steps[f->nsteps - 1].tid);
        }
        int k = snprintf(id, sizeof id, "%s:%.*s:%s", check_name(r->kind),
                         (int)len, r->reason, fn ? fn : "?");
        if (r->kind == CK_ASSERT && m && l.file >= 0 && k > 0 &&
            (size_t)k < sizeof id) { /* which assertion in the function */
            uint32_t h = line_text_hash(model_file(m, l), l.line);
            int same = same_text_above(m, l, h);
            if (same)
                snprintf(id + k, sizeof id - (size_t)k, ":%08x#%d", h,
                         same + 1);
            else
                snprintf(id + k, sizeof id - (size_t)k, ":%08x", h);
        }
    }
    char rel[SOLVE_DETAIL_MAX];
    heap_names_relative(m, id, rel, sizeof rel);
    wit_canonical_id(rel, out, n);
}

/* The end of the FILE of "FILE:LINE" at s when FILE has blanks: the
 * first ":digit" before a ')' or ';' whose prefix names a readable file
 * (a reason's text cannot tell such a name from the words after it). */
static const char *blank_file_end(const char *s)
{
    for (const char *q = s; *q && *q != ')' && *q != ';'; q++) {
        if (*q != ':' || !isdigit((unsigned char)q[1]))
            continue;
        char name[1024];
        if ((size_t)(q - s) >= sizeof name)
            return NULL;
        snprintf(name, sizeof name, "%.*s", (int)(q - s), s);
        return access(name, R_OK) == 0 ? q : NULL;
    }
    return NULL;
}

bool wit_file_line(const char *s, char *file, size_t n, int *line)
{
    const char *q = s;
    while (*q && *q != ' ' && *q != ')' &&
           !(*q == ':' && isdigit((unsigned char)q[1])))
        q++;
    const char *blank = *q == ' ' ? blank_file_end(s) : NULL;
    if (blank)
        q = blank;
    if (*q != ':' || q == s || (size_t)(q - s) >= n)
        return false;
    snprintf(file, n, "%.*s", (int)(q - s), s);
    *line = (int)strtol(q + 1, NULL, 10);
    return true;
}

/* First " at FILE:LINE" of a reason. */
static bool reason_at(const char *reason, char *file, size_t n, int *line)
{
    for (const char *p = strstr(reason, " at "); p; p = strstr(p + 1, " at "))
        if (wit_file_line(p + 4, file, n, line))
            return true;
    return false;
}

/* The "(from FILE:LINE)" of a race's first-named access (one inside a
 * C library model: the program's call that leads there), if any. */
static bool race_first_from(const char *reason, char *file, size_t n,
                            int *line)
{
    const char *a = strstr(reason, ": T");
    const char *b = a ? strstr(a, " / T") : NULL;
    const char *p = a ? strstr(a, "(from ") : NULL;
    return p && !(b && p > b) && wit_file_line(p + 6, file, n, line);
}

bool wit_primary_loc(const model *m, const check_result *r, const wreplay *w,
                     char *file, size_t n, mloc *l)
{
    int line;
    const sfound *f = &r->found;
    if (r->kind == CK_RACE && w->nfinal == 2) {
        *l = w->final_loc[wit_race_first(r, w)];
        /* in a model: the program's line that calls it */
        if (m && l->file >= 0 && model_in_libc(m, *l) &&
            race_first_from(r->reason, file, n, &line))
            *l = wit_loc_of_line(m, file, line);
    } else if ((r->kind == CK_DEADLOCK || r->kind == CK_ATOMICITY) &&
               reason_at(r->reason, file, n, &line)) {
        *l = wit_loc_of_line(m, file, line);
        return true;
    } else if (f->nsteps > 0) {
        *l = f->steps[f->nsteps - 1].loc;
    } else {
        return false;
    }
    if (l->file < 0 || !m)
        return false;
    snprintf(file, n, "%s", model_file(m, *l));
    return true;
}
