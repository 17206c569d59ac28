/* witness/finding.c — what identifies a bug across runs and versions of
 * the program (the finding id: objects and functions, no line numbers)
 * and where it is (its primary source location). */
#include "witness/witness.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const char *wit_func_at(const model *m, mloc l)
{
    if (!m || l.file < 0)
        return NULL;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            mloc c = m->funcs[f].code[i].loc;
            if (c.file == l.file && c.line == l.line)
                return m->funcs[f].name;
        }
    return NULL;
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

/* Index (0/1) of the race's first-named access (the write) in w's final
 * pair, from "data race on X: Ta ... / Tb ...". */
static int wit_race_first(const check_result *r, const wreplay *w)
{
    const char *p = strstr(r->reason, ": T");
    long ta = p ? strtol(p + 3, NULL, 10) : -1;
    if (w->has_final && w->final_tid[1] == ta && w->final_tid[0] != ta)
        return 1;
    return 0;
}

static void wit_race_id(const model *m, const check_result *r,
                        const wreplay *w, char *out, size_t n)
{
    const char *nm = r->reason + strlen("data race on ");
    const char *end = strstr(r->reason, ": T");
    int len = end && end > nm ? (int)(end - nm) : (int)strlen(nm);
    const char *fn[2] = {"?", "?"};
    if (w->has_final) {
        int a = wit_race_first(r, w);
        for (int k = 0; k < 2; k++) {
            int i = k ? 1 - a : a;
            const char *f = wit_func_at(m, w->final_loc[i]);
            fn[k] = f ? f : thread_name(w, w->final_tid[i]);
        }
    }
    snprintf(out, n, "race:%.*s:%s/%s", len, nm, fn[0], fn[1]);
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
                       *e2 = strstr(s, " (");
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
    char locks[200], fns[200] = "";
    deadlock_locks(r->reason, locks, sizeof locks);
    for (const char *p = r->reason; *p; p++) {
        if (*p != 'T' || !isdigit((unsigned char)p[1]) ||
            (p > r->reason && isalnum((unsigned char)p[-1])))
            continue;
        const char *tn = thread_name(w, strtol(p + 1, NULL, 10));
        add_name(fns, sizeof fns, tn, strlen(tn), '/');
    }
    char id[sizeof locks + sizeof fns + 40];
    snprintf(id, sizeof id, "deadlock:%s:%s:%s", kind, locks, fns);
    wit_canonical_id(id, out, n);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sep-separated items of s (len bytes), sorted, appended to out. */
static void append_sorted(const char *s, size_t len, char sep, char *out,
                          size_t n)
{
    char buf[512], *items[64];
    snprintf(buf, sizeof buf, "%.*s", (int)len, s);
    int k = 0;
    for (char *p = buf; k < 64;) {
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

void wit_canonical_id(const char *id, char *out, size_t n)
{
    const char *kind = strchr(id, ':');
    const char *locks = kind ? strchr(kind + 1, ':') : NULL;
    const char *fns = locks ? strchr(locks + 1, ':') : NULL;
    if (strncmp(id, "deadlock:", 9) || !fns || strchr(fns + 1, ':')) {
        snprintf(out, n, "%s", id);
        return;
    }
    snprintf(out, n, "%.*s", (int)(locks + 1 - id), id);
    append_sorted(locks + 1, (size_t)(fns - locks - 1), ',', out, n);
    size_t used = strlen(out);
    snprintf(out + used, n - used, ":");
    append_sorted(fns + 1, strlen(fns + 1), '/', out, n);
}

void wit_finding_id(const model *m, const check_result *r, const wreplay *w,
                    char *out, size_t n)
{
    if (r->kind == CK_RACE && !strncmp(r->reason, "data race on ", 13)) {
        wit_race_id(m, r, w, out, n);
    } else if (r->kind == CK_DEADLOCK) {
        wit_deadlock_id(r, w, out, n);
    } else {
        size_t len = strcspn(r->reason, " (:");
        const sfound *f = &r->found;
        const char *fn = NULL;
        if (f->nsteps > 0) {
            fn = wit_func_at(m, f->steps[f->nsteps - 1].loc);
            if (!fn)
                fn = thread_name(w, f->steps[f->nsteps - 1].tid);
        }
        snprintf(out, n, "%s:%.*s:%s", check_name(r->kind), (int)len,
                 r->reason, fn ? fn : "?");
    }
}

bool wit_file_line(const char *s, char *file, size_t n, int *line)
{
    const char *q = s;
    while (*q && *q != ' ' && *q != ')' &&
           !(*q == ':' && isdigit((unsigned char)q[1])))
        q++;
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
    if (r->kind == CK_RACE && w->has_final) {
        *l = w->final_loc[wit_race_first(r, w)];
        /* in a model: the program's line that calls it */
        if (m && l->file >= 0 &&
            !strcmp(model_file(m, *l), MODEL_LIBC_FILE) &&
            race_first_from(r->reason, file, n, &line))
            *l = wit_loc_of_line(m, file, line);
    } else if (r->kind == CK_DEADLOCK &&
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
