/* witness/render.c — the thread-column table (the format people paste
 * into bug reports) and the JSON result file (schema "pnbmc-result-1",
 * documented in README.md); wit_json_str is shared with sarif.c. */
#include "witness/witness.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define COL_MAX 60
#define SRC_MAX 50
#define HELD_MAX 16

/* Cuts s to at most max bytes ending in "...", at a character boundary
 * (not inside a UTF-8 sequence). */
static void ellipsize(char *s, size_t max)
{
    size_t at = max - 3;
    while (at > 0 && ((unsigned char)s[at] & 0xC0) == 0x80)
        at--;
    strcpy(s + at, "...");
}

/* ---- source text: each file read once per table ---- */
typedef struct {
    char *text;               /* file contents, lines NUL-terminated */
    char **line;              /* [1..nlines] */
    int32_t nlines;
    bool tried;
} src_file;

typedef struct {
    const model *m;
    src_file *f;              /* [m->nfiles] */
} src_cache;

/* The whole file, NUL-terminated (malloc'd), or NULL. */
static char *src_read(const char *path)
{
    if (!strcmp(path, MODEL_LIBC_FILE)) /* compiled into pnbmc */
        return strdup(model_libc_source());
    return wit_read_file(path, NULL, 0);
}

static void src_load(src_file *sf, const char *path)
{
    sf->tried = true;
    char *t = src_read(path);
    if (!t)
        return;
    size_t len = strlen(t);
    int32_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += t[i] == '\n';
    sf->line = calloc((size_t)n + 1, sizeof *sf->line);
    if (!sf->line) {
        free(t);
        return;
    }
    sf->text = t;
    char *p = t;
    for (int32_t i = 1; i <= n && p; i++) {
        sf->line[i] = p;
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = 0;
        p = nl ? nl + 1 : NULL;
        sf->nlines = i;
    }
}

/* The source text of l's line, trimmed, cut to SRC_MAX; "" if unknown. */
static void src_text(src_cache *c, mloc l, char *out, size_t n)
{
    out[0] = 0;
    if (!c->f || l.file < 0 || l.file >= c->m->nfiles || l.line <= 0)
        return;
    src_file *sf = &c->f[l.file];
    if (!sf->tried)
        src_load(sf, model_file(c->m, l));
    if (l.line > sf->nlines || !sf->line)
        return;
    const char *p = sf->line[l.line];
    while (*p == ' ' || *p == '\t')
        p++;
    size_t len = strlen(p);
    while (len && (p[len - 1] == ' ' || p[len - 1] == '\t' ||
                   p[len - 1] == '\r'))
        len--;
    size_t k = 0;
    for (size_t i = 0; i < len && k + 1 < n; i++)   /* tabs as spaces */
        out[k++] = p[i] == '\t' ? ' ' : p[i];
    out[k] = 0;
    if (k > SRC_MAX && n > SRC_MAX)
        ellipsize(out, SRC_MAX);
}

static void src_free(src_cache *c)
{
    for (int32_t i = 0; c->f && i < c->m->nfiles; i++) {
        free(c->f[i].text);
        free(c->f[i].line);
    }
    free(c->f);
}

static const char *after_slash(const char *f)
{
    const char *b = strrchr(f, '/');
    return b ? b + 1 : f;
}

/* A file as the table names it: its base name, or the path as given when
 * another input file has the same base name (x1/util.c, x2/util.c). */
static const char *base_name(const model *m, mloc l)
{
    const char *f = model_file(m, l), *b = after_slash(f);
    for (int32_t i = 0; i < m->nfiles; i++)
        if (i != l.file && !strcmp(after_slash(m->files[i]), b))
            return f;
    return b;
}

static void cell_text(const model *m, const char *action, mloc l, char *out,
                      size_t n)
{
    if (l.file >= 0)
        snprintf(out, n, "%s  %s:%d", action, base_name(m, l), l.line);
    else
        snprintf(out, n, "%s", action);
    if (strlen(out) > COL_MAX && n > COL_MAX)
        ellipsize(out, COL_MAX);
}

static bool step_in_call(const model *m, const sstep *s)
{
    return s->call_fn >= 0 && s->call_fn < m->nfuncs && s->call.file >= 0 &&
           s->loc.file >= 0 && model_in_libc(m, s->loc);
}

mloc wit_step_loc(const model *m, const sstep *s)
{
    return step_in_call(m, s) ? s->call : s->loc;
}

/* What a reader calls a model function: the cancellation and thread
 * lifetime bookkeeping that model/cancel.c puts around the program's
 * calls by what it is. */
static const char *call_title(const char *fn)
{
    static const char *const titles[][2] = {
        {"pnbmc_cancel_point", "cancel point"},
        {"pnbmc_cancel_maybe", "optional cancel point"},
        {"pnbmc_cancel_block", "cancel point, blocking"},
        {"pnbmc_cancel_wait", "cancel point, waiting"},
        {"pnbmc_cancel_unblock", "after blocking"},
        {"pnbmc_cancel_woken", "woken: cancel point"},
        {"pnbmc_cancel_joined", "joined: request dropped"},
        {"pnbmc_thread_joined", "joined: the id names no thread"},
        {"pnbmc_thread_created", "created: the id names a thread"},
    };
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++)
        if (!strcmp(fn, titles[i][0]))
            return titles[i][1];
    return fn;
}

const char *wit_step_call(const model *m, const sstep *s)
{
    return step_in_call(m, s) ? call_title(m->funcs[s->call_fn].name) : NULL;
}

void wit_step_action(const model *m, const sstep *s, char *out, size_t n)
{
    const char *call = wit_step_call(m, s);
    if (call)
        snprintf(out, n, "%s: %s", call, s->action);
    else
        snprintf(out, n, "%s", s->action);
}

static void step_text(const model *m, const sstep *s, char *out, size_t n)
{
    char act[sizeof s->action + 80];
    wit_step_action(m, s, act, sizeof act);
    cell_text(m, act, wit_step_loc(m, s), out, n);
}

static void local_text(const model *m, mloc l, char *out, size_t n)
{
    snprintf(out, n, "  (local) %s:%d", base_name(m, l), l.line);
}

/* Columns s takes on a terminal: its UTF-8 characters (bytes other than
 * continuation bytes), so that names in UTF-8 keep the table aligned. */
static int text_width(const char *s)
{
    int w = 0;
    for (; *s; s++)
        w += ((unsigned char)*s & 0xC0) != 0x80;
    return w;
}

/* " | " and s padded with blanks to width columns. */
static void print_cell(FILE *out, const char *s, int width)
{
    fprintf(out, " | %s%*s", s, width - text_width(s), "");
}

/* One row; the source text, if any, after the last column. */
static void print_row(FILE *out, const char *label, const int *width,
                      int32_t nthreads, int32_t tid, const char *text,
                      const char *src)
{
    fprintf(out, "%4s", label);
    for (int32_t t = 0; t < nthreads; t++)
        print_cell(out, t == tid ? text : "", width[t]);
    if (src && *src)
        fprintf(out, "  // %s", src);
    fputc('\n', out);
}

/* ---- locks held, from the witness steps' actions ---- */

/* +1: the action takes lock *name, -1: releases it, 0: neither. */
static int lock_effect(const char *a, char *name, size_t n)
{
    const char *p, *q;
    name[0] = 0;
    if (!strncmp(a, "lock ", 5) && !strstr(a, " -> ")) {
        snprintf(name, n, "%s", a + 5);
        return 1;
    }
    if (!strncmp(a, "trylock ", 8) && (q = strstr(a, " -> 0")) != NULL) {
        snprintf(name, n, "%.*s", (int)(q - a - 8), a + 8);
        return 1;
    }
    if ((!strncmp(a, "rdlock ", 7) || !strncmp(a, "wrlock ", 7)) &&
        !strstr(a, " -> ")) { /* -> EDEADLK: not taken */
        snprintf(name, n, "%s", a + 7);
        return 1;
    }
    if (!strncmp(a, "tryrdlock (taken) ", 18) ||
        !strncmp(a, "trywrlock (taken) ", 18)) {
        snprintf(name, n, "%s", a + 18);
        return 1;
    }
    if (!strncmp(a, "unlock ", 7)) {
        size_t len = strlen(a + 7);
        if (len > 8 && !strcmp(a + 7 + len - 8, " (write)"))
            len -= 8;
        else if (len > 7 && !strcmp(a + 7 + len - 7, " (read)"))
            len -= 7;
        snprintf(name, n, "%.*s", (int)len, a + 7);
        return -1;
    }
    if ((p = strstr(a, ": unlock ")) != NULL &&
        (q = strstr(p, " and wait")) != NULL) {
        snprintf(name, n, "%.*s", (int)(q - p - 9), p + 9);
        return -1;
    }
    if ((p = strstr(a, ", lock ")) != NULL && strstr(a, ": ")) {
        snprintf(name, n, "%s", p + 7);
        return 1;
    }
    return 0;
}

typedef struct {
    int32_t n;
    char name[HELD_MAX][160];
    mloc at[HELD_MAX];        /* where it was (last) acquired */
} held_set;

/* Locks thread tid holds after the first nsteps steps of the witness. */
static void held_by(const sfound *f, int32_t nsteps, int32_t tid, held_set *h)
{
    h->n = 0;
    for (int32_t i = 0; i < nsteps; i++) {
        const sstep *s = &f->steps[i];
        char nm[160];
        int e = s->tid == tid ? lock_effect(s->action, nm, sizeof nm) : 0;
        if (!e)
            continue;
        int32_t k = 0;
        while (k < h->n && strcmp(h->name[k], nm))
            k++;
        if (e > 0 && k == h->n && h->n < HELD_MAX) {
            memcpy(h->name[h->n], nm, sizeof nm);
            h->at[h->n++] = s->loc;
        } else if (e > 0 && k < h->n) {
            h->at[k] = s->loc;
        } else if (e < 0 && k < h->n) {
            h->n--;
            for (; k < h->n; k++) {
                memcpy(h->name[k], h->name[k + 1], sizeof h->name[k]);
                h->at[k] = h->at[k + 1];
            }
        }
    }
}

/* ---- summary ---- */
static size_t addf(char *out, size_t n, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static size_t addf(char *out, size_t n, size_t len, const char *fmt, ...)
{
    if (len >= n)
        return len;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(out + len, n - len, fmt, ap);
    va_end(ap);
    if (k < 0)
        return len;
    return len + (size_t)k < n ? len + (size_t)k : n - 1;
}

static const char *tname(const wreplay *w, int32_t t)
{
    return t >= 0 && t < w->nthreads ? w->thread_names[t] : "?";
}

/* Threads of a lock-order cycle in cycle order (each waits for a mutex
 * the next holds); returns how many (0: none). */
static int32_t find_cycle(const wreplay *w, int32_t *cyc, int32_t max)
{
    for (int32_t start = 0; start < w->nends; start++) {
        int32_t t = start, n = 0;
        while (n < max && n <= w->nends) {
            const wend *e = &w->ends[t];
            if (e->kind != PO_LOCK || e->holder < 0 || e->holder == t ||
                e->holder >= w->nends)
                break;
            cyc[n++] = t;
            t = e->holder;
            if (t == start)
                return n;
        }
    }
    return 0;
}

static size_t list_threads(const wreplay *w, const int32_t *ts, int32_t n,
                           char *out, size_t cap, size_t len)
{
    for (int32_t i = 0; i < n; i++)
        len = addf(out, cap, len, "%sT%d (%s)",
                   i == 0 ? "" : i + 1 == n ? " and " : ", ", ts[i],
                   tname(w, ts[i]));
    return len;
}

void wit_summary(const model *m, const check_result *r, const wreplay *w,
                 char *out, size_t n)
{
    const sfound *f = &r->found;
    size_t len = 0;
    out[0] = 0;
    if (r->kind == CK_ASSERT && f->nsteps > 0) {
        const sstep *s = &f->steps[f->nsteps - 1];
        len = addf(out, n, len, "assertion failed in T%d (%s)", s->tid,
                   tname(w, s->tid));
        if (s->loc.file >= 0)
            addf(out, n, len, " at %s:%d", base_name(m, s->loc), s->loc.line);
        return;
    }
    if (r->kind == CK_RACE && w->nfinal == 2) {
        int a = w->final_write[0] ? 0 : 1, b = 1 - a;
        int32_t t[2]; /* two writes: in the order the reason names them */
        if (w->final_write[b] && wit_race_threads(r->reason, t) &&
            w->final_tid[b] == t[0] && w->final_tid[a] != t[0])
            a = b, b = 1 - a;
        addf(out, n, len, "race on %s between T%d (%s, %s, %s:%d) and T%d "
             "(%s, %s, %s:%d)", w->final_obj[a], w->final_tid[a],
             tname(w, w->final_tid[a]), w->final_write[a] ? "write" : "read",
             base_name(m, w->final_loc[a]), w->final_loc[a].line,
             w->final_tid[b], tname(w, w->final_tid[b]),
             w->final_write[b] ? "write" : "read",
             base_name(m, w->final_loc[b]), w->final_loc[b].line);
        return;
    }
    if (r->kind == CK_DEADLOCK && w->nends > 0) {
        int32_t cyc[64];
        int32_t nc = find_cycle(w, cyc, 64);
        if (nc > 0) {
            len = addf(out, n, len, "deadlock in ");
            len = list_threads(w, cyc, nc, out, n, len);
            len = addf(out, n, len, ": lock-order cycle over ");
            for (int32_t i = 0; i < nc; i++)
                len = addf(out, n, len, "%s%s", i ? ", " : "",
                           w->ends[cyc[(i + nc - 1) % nc]].obj);
            return;
        }
        for (int32_t t = 0; t < w->nends; t++) {
            const wend *e = &w->ends[t];
            if (e->kind == PO_LOCK && e->holder == t) {
                snprintf(out, n, "deadlock in T%d (%s): double lock of %s at "
                         "%s:%d", t, tname(w, t), e->obj, base_name(m, e->loc),
                         e->loc.line);
                return;
            }
        }
        int32_t ts[64], nt = 0;
        for (int32_t t = 0; t < w->nends && nt < 64; t++)
            if (w->ends[t].kind != PO_NONE && !w->ends[t].enabled)
                ts[nt++] = t;
        const char *colon = strstr(r->reason, ": ");
        int klen = colon ? (int)(colon - r->reason) : (int)strlen(r->reason);
        if (nt == 0) {
            snprintf(out, n, "deadlock: %.*s", klen, r->reason);
            return;
        }
        len = addf(out, n, len, "deadlock in ");
        len = list_threads(w, ts, nt, out, n, len);
        addf(out, n, len, ": %.*s", klen, r->reason);
        return;
    }
    snprintf(out, n, "%s", r->reason);
}

static void held_list(const held_set *h, char *out, size_t n)
{
    size_t len = addf(out, n, 0, "{");
    for (int32_t i = 0; i < h->n; i++)
        len = addf(out, n, len, "%s%s", i ? ", " : "", h->name[i]);
    addf(out, n, len, "}");
}

/* After the table: who holds what (deadlock), the locks held at the two
 * racing accesses (race). */
static void print_locks(const model *m, const check_result *r,
                        const wreplay *w, FILE *out)
{
    const sfound *f = &r->found;
    if (r->kind == CK_RACE && w->nfinal == 2) {
        for (int k = 0; k < 2; k++) {
            held_set h;
            char hs[500];
            held_by(f, f->nsteps, w->final_tid[k], &h);
            held_list(&h, hs, sizeof hs);
            fprintf(out, "%sT%d %s %s at %s:%d holding %s", k ? "; " : "",
                    w->final_tid[k], w->final_write[k] ? "write" : "read",
                    w->final_obj[k], base_name(m, w->final_loc[k]),
                    w->final_loc[k].line, hs);
        }
        fputc('\n', out);
        return;
    }
    if (r->kind != CK_DEADLOCK)
        return;
    /* every thread waiting for a lock: the locks it holds that a waiting
     * thread wants (all it holds if none), and where it took them */
    for (int32_t t = 0; t < w->nends; t++) {
        const wend *e = &w->ends[t];
        if (e->kind != PO_LOCK || e->enabled || e->holder < 0)
            continue;
        held_set h;
        held_by(f, f->nsteps, t, &h);
        bool any = false;
        for (int32_t i = 0; i < h.n; i++)
            for (int32_t u = 0; u < w->nends; u++)
                any |= w->ends[u].kind == PO_LOCK &&
                       !strcmp(w->ends[u].obj, h.name[i]);
        fprintf(out, "T%d", t);
        int shown = 0;
        for (int32_t i = 0; i < h.n; i++) {
            bool wanted = false;
            for (int32_t u = 0; u < w->nends; u++)
                wanted |= w->ends[u].kind == PO_LOCK &&
                          !strcmp(w->ends[u].obj, h.name[i]);
            if (any && !wanted)
                continue;
            fprintf(out, "%s %s (acquired at %s:%d)",
                    shown++ ? "," : " holds", h.name[i],
                    base_name(m, h.at[i]), h.at[i].line);
        }
        fprintf(out, "%s waits for %s at %s:%d", shown ? " and" : "",
                e->obj, base_name(m, e->loc), e->loc.line);
        if (e->holder != t)
            fprintf(out, " (held by T%d)", e->holder);
        fputc('\n', out);
    }
}

/* ---- the table ---- */

/* The thread a create step started ("create T3 (f)"), -1 if none. */
static int32_t started_tid(const sstep *s)
{
    int t;
    return sscanf(s->action, "create T%d", &t) == 1 ? t : -1;
}

static void widen(int *width, int32_t nt, int32_t tid, const char *txt)
{
    if (tid >= 0 && tid < nt && text_width(txt) > width[tid])
        width[tid] = text_width(txt);
}

void wit_render_table_ex(const model *m, const check_result *r,
                         const wreplay *w, bool full, FILE *out)
{
    const sfound *f = &r->found;
    int width[64];
    int32_t nt = w->nthreads < 64 ? w->nthreads : 64;
    char head[64][64], txt[512], src[256];
    src_cache sc = {m, calloc(m->nfiles > 0 ? (size_t)m->nfiles : 1,
                              sizeof(src_file))};
    bool lines = full && w->step_nlines && w->nsteps == f->nsteps;
    for (int32_t t = 0; t < nt; t++) {
        snprintf(head[t], sizeof head[t], "T%d %s", t, w->thread_names[t]);
        width[t] = text_width(head[t]);
    }
    for (int32_t i = 0; i < f->nsteps; i++) {
        const sstep *s = &f->steps[i];
        step_text(m, s, txt, sizeof txt);
        widen(width, nt, s->tid, txt);
        for (int32_t k = 0; lines && k < w->step_nlines[i]; k++) {
            local_text(m, w->step_lines[i][k], txt, sizeof txt);
            widen(width, nt, s->tid, txt);
        }
        for (int32_t k = 0; lines && k < w->step_nlines2[i]; k++) {
            local_text(m, w->step_lines2[i][k], txt, sizeof txt);
            widen(width, nt, started_tid(s), txt);
        }
    }
    for (int32_t k = 0; full && k < w->init_nlines; k++) {
        local_text(m, w->init_lines[k], txt, sizeof txt);
        widen(width, nt, 0, txt);
    }
    for (int k = 0; k < w->nfinal; k++) {
        cell_text(m, w->final_action[k], w->final_loc[k], txt, sizeof txt);
        widen(width, nt, w->final_tid[k], txt);
    }
    fprintf(out, "--- witness: %s (%d steps, replayed) ---\n",
            check_name(r->kind), f->nsteps);
    wit_summary(m, r, w, txt, sizeof txt);
    fprintf(out, "%s\n", txt);
    if (w->uninit[0]) /* the bug needs that value: say so before a replay
                       * of the compiled program disagrees */
        fprintf(out, "note: the run uses an uninitialised value: %s (the "
                "compiled program may hold another value there)\n",
                w->uninit);
    fprintf(out, "step");
    for (int32_t t = 0; t < nt; t++)
        print_cell(out, head[t], width[t]);
    fputc('\n', out);
    for (int32_t k = 0; full && k < w->init_nlines; k++) {
        local_text(m, w->init_lines[k], txt, sizeof txt);
        src_text(&sc, w->init_lines[k], src, sizeof src);
        print_row(out, "", width, nt, 0, txt, src);
    }
    for (int32_t i = 0; i < f->nsteps; i++) {
        char label[16];
        const sstep *s = &f->steps[i];
        snprintf(label, sizeof label, "%d", i + 1);
        step_text(m, s, txt, sizeof txt);
        src_text(&sc, wit_step_loc(m, s), src, sizeof src);
        print_row(out, label, width, nt, s->tid, txt, src);
        for (int32_t k = 0; lines && k < w->step_nlines[i]; k++) {
            local_text(m, w->step_lines[i][k], txt, sizeof txt);
            src_text(&sc, w->step_lines[i][k], src, sizeof src);
            print_row(out, "", width, nt, s->tid, txt, src);
        }
        for (int32_t k = 0; lines && k < w->step_nlines2[i]; k++) {
            local_text(m, w->step_lines2[i][k], txt, sizeof txt);
            src_text(&sc, w->step_lines2[i][k], src, sizeof src);
            print_row(out, "", width, nt, started_tid(s), txt, src);
        }
    }
    for (int k = 0; k < w->nfinal; k++) {
        cell_text(m, w->final_action[k], w->final_loc[k], txt, sizeof txt);
        src_text(&sc, w->final_loc[k], src, sizeof src);
        print_row(out, r->kind == CK_RACE ? "race" : "next", width, nt,
                  w->final_tid[k], txt, src);
    }
    print_locks(m, r, w, out);
    if (w->entry)
        fprintf(out, "(--entry: T0 is the implicit harness; the entry "
                "threads were replayed by the simulator only, the net has "
                "no slots for them)\n");
    src_free(&sc);
}

void wit_render_table(const model *m, const check_result *r,
                      const wreplay *w, FILE *out)
{
    wit_render_table_ex(m, r, w, false, out);
}

void wit_json_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void json_loc(FILE *out, const model *m, mloc l)
{
    fputs("\"file\": ", out);
    wit_json_str(out, l.file >= 0 ? model_file(m, l) : "");
    fprintf(out, ", \"line\": %d, \"column\": %d", l.line, l.col);
}

static void json_witness(FILE *out, const model *m, const check_result *r,
                         const wreplay *w)
{
    fputs(",\n      \"witness\": {\n        \"threads\": [", out);
    for (int32_t t = 0; t < w->nthreads; t++) {
        fprintf(out, "%s{\"id\": %d, \"name\": ", t ? ", " : "", t);
        wit_json_str(out, w->thread_names[t]);
        fputc('}', out);
    }
    fputs("],\n        \"steps\": [", out);
    for (int32_t i = 0; i < r->found.nsteps; i++) {
        const sstep *s = &r->found.steps[i];
        fprintf(out, "%s\n          {\"step\": %d, \"thread\": %d, "
                "\"choice\": %d, \"action\": ", i ? "," : "", i + 1, s->tid,
                s->choice);
        wit_json_str(out, s->action);
        fputs(", ", out);
        json_loc(out, m, s->loc);
        if (s->unordered) /* (solve.h) */
            fputs(", \"unordered\": true", out);
        const char *call = wit_step_call(m, s);
        if (call) { /* the program's call the step runs in */
            fputs(", \"call\": {\"text\": ", out);
            wit_json_str(out, call);
            fputs(", ", out);
            json_loc(out, m, s->call);
            fputc('}', out);
        }
        fputc('}', out);
    }
    /* a race's pair is "race", an atomicity violation's load "load" */
    bool race = r->kind == CK_RACE;
    fputs("],\n        \"race\": [", out);
    for (int k = 0; k < w->nfinal; k++) {
        if (k == 0 && !race)
            fputs("],\n        \"load\": ", out);
        fprintf(out, "%s{\"thread\": %d, \"action\": ", k ? ", " : "",
                w->final_tid[k]);
        wit_json_str(out, w->final_action[k]);
        fputs(", ", out);
        json_loc(out, m, w->final_loc[k]);
        fputc('}', out);
    }
    fputs(race || w->nfinal == 0 ? "],\n" : ",\n", out);
    if (w->uninit[0]) {
        fputs("        \"uninitialised\": ", out);
        wit_json_str(out, w->uninit);
        fputs(",\n", out);
    }
    fprintf(out, "        \"replayed\": true,\n"
            "        \"net_transitions\": %d\n      }", w->ntrans);
}

static void json_finding(FILE *out, const wfinding *f)
{
    static const char *const disp[] = {"new", "suppressed", "known"};
    fputs(",\n      \"finding_id\": ", out);
    wit_json_str(out, f->id);
    fprintf(out, ",\n      \"disposition\": \"%s\"", disp[f->disp]);
    if (f->disp == WD_SUPPRESSED) {
        fputs(",\n      \"suppression\": ", out);
        wit_json_str(out, f->note);
    }
    if (f->disp != WD_NEW) {
        fprintf(out, ",\n      \"past_it\": {\"verdict\": \"%s\", "
                "\"reason\": ", verdict_name(f->beyond));
        wit_json_str(out, f->beyond_why);
        fputc('}', out);
    }
    if (f->passed) {
        fputs(",\n      \"passed_findings\": [", out);
        char id[sizeof f->id];
        for (const char *p = f->passed; *p;) {
            size_t l = strcspn(p, "\n");
            snprintf(id, sizeof id, "%.*s", (int)l, p);
            fputs(p == f->passed ? "" : ", ", out);
            wit_json_str(out, id);
            p += l + (p[l] != 0);
        }
        fputc(']', out);
    }
}

/* A JSON array of the strings v[0 .. n - 1]. */
static void json_strings(FILE *out, const char *const *v, int n)
{
    fputc('[', out);
    for (int i = 0; i < n; i++) {
        fputs(i ? ", " : "", out);
        wit_json_str(out, v[i]);
    }
    fputc(']', out);
}

bool wit_write_json(const wjson *j, FILE *out)
{
    fputs("{\n  \"schema\": \"pnbmc-result-1\",\n  \"inputs\": ", out);
    json_strings(out, j->inputs, j->ninputs);
    fputs(",\n  \"cflags\": ", out);
    json_strings(out, j->cflags, j->ncflags);
    if (j->primitives) {
        fputs(",\n  \"primitives\": ", out);
        wit_json_str(out, j->primitives);
    }
    if (j->args) {
        fputs(",\n  \"args\": ", out);
        json_strings(out, j->args, j->nargs);
    }
    if (j->entry) {
        fputs(",\n  \"entry\": ", out);
        wit_json_str(out, j->entry);
    }
    if (j->error) {
        fputs(",\n  \"error\": ", out);
        wit_json_str(out, j->error);
    }
    fputs(",\n  \"results\": [", out);
    bool first = true;
    for (int k = 0; j->res && k < CK_COUNT; k++) {
        const check_result *r = &j->res[k];
        if (!r->enabled)
            continue;
        fprintf(out, "%s\n    {\n      \"check\": \"%s\",\n      \"verdict\": "
                "\"%s\",\n      \"reason\": ", first ? "" : ",",
                check_name(r->kind), verdict_name(r->v));
        wit_json_str(out, r->reason);
        if (r->v == V_BUG && j->findings)
            json_finding(out, &j->findings[k]);
        if (r->v == V_BUG)
            json_witness(out, j->m, r, &j->replays[k]);
        fputs("\n    }", out);
        first = false;
    }
    sstats none = {0}; /* no search ran (input error, no model) */
    const sstats *st = j->stats ? j->stats : &none;
    fprintf(out, "\n  ],\n  \"stats\": {\"states\": %lld, \"transitions\": "
            "%lld, \"seconds\": %.3f}\n}\n", (long long)st->states,
            (long long)st->transitions, st->seconds);
    return !ferror(out);
}
