/* witness/suppress.c — bugs the developers have looked at: inline
 * "pnbmc-ignore CHECK: reason" comments on a line of the bug, --suppress
 * files ("CHECK PCRE2-PATTERN" per line, matched against the bug's reason)
 * and --baseline files (an earlier --witness JSON: its finding ids). */
#include "witness/witness.h"

#include <ctype.h>
#include <errno.h>
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

static int sup_check_of(const char *w, size_t len)
{
    static const char *const names[] = {"deadlock", "race", "assert",
                                        "atomicity"};
    for (int k = 0; k < 4; k++)
        if (strlen(names[k]) == len && !strncmp(w, names[k], len))
            return k;
    if ((len == 3 && !strncmp(w, "all", 3)) || (len == 1 && *w == '*'))
        return -1;
    return -2;
}

static bool sup_add_rule(sup_list *l, int check, const char *pat, int line,
                         char *err, size_t n)
{
    int ec;
    PCRE2_SIZE off;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)pat, PCRE2_ZERO_TERMINATED, 0,
                                   &ec, &off, NULL);
    if (!re) {
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(ec, msg, sizeof msg);
        snprintf(err, n, "%s:%d: bad pattern '%s': %s at offset %zu",
                 l->path, line, pat, (const char *)msg, (size_t)off);
        return false;
    }
    sup_rule *r = realloc(l->rules, (size_t)(l->nrules + 1) * sizeof *r);
    if (!r) {
        pcre2_code_free(re);
        snprintf(err, n, "out of memory");
        return false;
    }
    l->rules = r;
    l->rules[l->nrules++] = (sup_rule){check, re, line};
    return true;
}

/* One line of a suppression file; false with err set on a bad line. */
static bool sup_parse_line(sup_list *l, char *s, int line, char *err,
                           size_t n)
{
    size_t len = strlen(s);
    while (len && isspace((unsigned char)s[len - 1]))
        s[--len] = 0;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s || *s == '#')
        return true;
    size_t wl = strcspn(s, " \t");
    int check = sup_check_of(s, wl);
    if (check == -2) {
        snprintf(err, n, "%s:%d: unknown check '%.*s' (deadlock, race, "
                 "assert, atomicity, all)", l->path, line, (int)wl, s);
        return false;
    }
    char *pat = s + wl;
    while (isspace((unsigned char)*pat))
        pat++;
    if (!*pat) {
        snprintf(err, n, "%s:%d: missing pattern after '%.*s'", l->path,
                 line, (int)wl, s);
        return false;
    }
    if (strstr(pat, " #"))
        fprintf(stderr, "pnbmc: warning: %s:%d: ' #' is part of the pattern "
                "(a comment needs a line of its own)\n", l->path, line);
    return sup_add_rule(l, check, pat, line, err, n);
}

bool sup_load(const char *path, sup_list *out, char *err, size_t n)
{
    *out = (sup_list){path, NULL, 0};
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, n, "cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    char *buf = NULL;
    size_t cap = 0;
    bool ok = true;
    static const char bom[] = "\xEF\xBB\xBF"; /* UTF-8 byte order mark */
    for (int line = 1; ok && getline(&buf, &cap, f) >= 0; line++)
        ok = sup_parse_line(out, buf + (line == 1 && !strncmp(buf, bom, 3)
                                        ? 3 : 0), line, err, n);
    if (ok && ferror(f)) { /* a directory reads as an error, not empty */
        snprintf(err, n, "cannot read '%s': %s", path, strerror(errno));
        ok = false;
    }
    free(buf);
    fclose(f);
    if (!ok)
        sup_free(out);
    return ok;
}

void sup_free(sup_list *l)
{
    for (int i = 0; i < l->nrules; i++)
        pcre2_code_free(l->rules[i].re);
    free(l->rules);
    l->rules = NULL;
    l->nrules = 0;
}

bool sup_match(const sup_list *l, const check_result *r, char *note,
               size_t n)
{
    for (int i = 0; l && i < l->nrules; i++) {
        const sup_rule *u = &l->rules[i];
        if (u->check != -1 && u->check != (int)r->kind)
            continue;
        pcre2_match_data *md = pcre2_match_data_create_from_pattern(u->re,
                                                                    NULL);
        if (!md)
            return false;
        int rc = pcre2_match(u->re, (PCRE2_SPTR)r->reason,
                             PCRE2_ZERO_TERMINATED, 0, 0, md, NULL);
        pcre2_match_data_free(md);
        if (rc >= 0) {
            snprintf(note, n, "matched by %s:%d", l->path, u->line);
            return true;
        }
    }
    return false;
}

/* ------------------------------------------------------------ inline */

/* Where the first comment of source line s starts (a line or block
 * comment outside string and character literals), NULL if none:
 * "pnbmc-ignore" in a string is no suppression. */
static const char *sup_comment_start(const char *s)
{
    char quote = 0;
    for (; *s; s++) {
        if (quote) {
            if (*s == '\\' && s[1])
                s++;
            else if (*s == quote)
                quote = 0;
        } else if (*s == '"' || *s == '\'') {
            quote = *s;
        } else if (s[0] == '/' && (s[1] == '/' || s[1] == '*')) {
            return s;
        }
    }
    return NULL;
}

/* "pnbmc-ignore race,deadlock: reason" in a comment of s naming check k:
 * the reason into note. comment_only: s must be nothing but a comment. */
static bool sup_comment(const char *s, check_kind k, bool comment_only,
                        char *note, size_t n)
{
    const char *c = sup_comment_start(s);
    const char *p = c ? strstr(c, "pnbmc-ignore") : NULL;
    if (!p)
        return false;
    if (comment_only) {
        while (isspace((unsigned char)*s))
            s++;
        if (strncmp(s, "//", 2) && strncmp(s, "/*", 2))
            return false;
    }
    p += strlen("pnbmc-ignore");
    const char *colon = strchr(p, ':');
    bool named = false;
    while (colon && p < colon) {
        while (p < colon && (isspace((unsigned char)*p) || *p == ','))
            p++;
        size_t wl = strcspn(p, " \t,:");
        named |= wl && sup_check_of(p, wl) == (int)k;
        p += wl;
    }
    if (!colon || !named)
        return false;
    p = colon + 1;
    while (isspace((unsigned char)*p))
        p++;
    size_t len = strlen(p);
    while (len && (isspace((unsigned char)p[len - 1]) ||
                   (len >= 2 && !strncmp(p + len - 2, "*/", 2))))
        len -= isspace((unsigned char)p[len - 1]) ? 1 : 2;
    snprintf(note, n, "%.*s", (int)len, p);
    return true;
}

/* Whether s has a pnbmc-ignore comment that suppresses no check: no
 * ':', or no check name before it. */
static bool sup_comment_malformed(const char *s)
{
    char note[8];
    const char *c = sup_comment_start(s);
    if (!c || !strstr(c, "pnbmc-ignore"))
        return false;
    for (int k = 0; k < CK_COUNT; k++)
        if (sup_comment(s, (check_kind)k, false, note, sizeof note))
            return false;
    return true;
}

/* Warns once per line about a malformed pnbmc-ignore comment there. */
static void sup_warn_malformed(const char *file, int line, const char *s)
{
    static char last_file[256];
    static int last_line;
    if (!sup_comment_malformed(s) ||
        (line == last_line && !strcmp(file, last_file)))
        return;
    snprintf(last_file, sizeof last_file, "%s", file);
    last_line = line;
    fprintf(stderr, "pnbmc: warning: %s:%d: this pnbmc-ignore comment "
            "suppresses nothing: write 'pnbmc-ignore CHECK: why' (CHECK: "
            "deadlock, race, assert or atomicity; several: race,assert)\n",
            file, line);
}

/* The comment on file:line itself or on a comment line just above it. */
static bool sup_at_line(const char *file, int line, check_kind k,
                        char *note, size_t n)
{
    char *buf = NULL, text[200];
    size_t cap = 0;
    bool hit = false;
    for (int d = 0; d < 2 && !hit && line - d >= 1; d++) {
        if (!wit_source_line(file, line - d, &buf, &cap))
            break;
        hit = sup_comment(buf, k, d == 1, text, sizeof text);
        if (!hit)
            sup_warn_malformed(file, line - d, buf);
    }
    free(buf);
    if (hit)
        snprintf(note, n, "%s (%s:%d)", text, file, line);
    return hit;
}

/* Is a line that the reason names after mark ("MARK FILE:LINE")
 * marked for this check? */
static bool sup_reason_lines(const check_result *r, const char *mark,
                             char *note, size_t n)
{
    for (const char *p = strstr(r->reason, mark); p;
         p = strstr(p + 1, mark)) {
        char file[256];
        int line;
        if (wit_file_line(p + strlen(mark), file, sizeof file, &line) &&
            sup_at_line(file, line, r->kind, note, n))
            return true;
    }
    return false;
}

/* The source lines of a bug: the race pair, the " at FILE:LINE" of the
 * reason (waiting locks, failing calls), its "(from FILE:LINE)" (the
 * program's call into a C library model where a racing access is) and
 * the last step. */
bool sup_inline(const model *m, const check_result *r, const wreplay *w,
                char *note, size_t n)
{
    for (int k = 0; k < w->nfinal; k++)
        if (w->final_loc[k].file >= 0 &&
            sup_at_line(model_file(m, w->final_loc[k]), w->final_loc[k].line,
                        r->kind, note, n))
            return true;
    static const char *const marks[] = {" at ", "(from "};
    for (int k = 0; k < 2; k++)
        if (sup_reason_lines(r, marks[k], note, n))
            return true;
    const sfound *f = &r->found;
    if (f->nsteps == 0 || f->steps[f->nsteps - 1].loc.file < 0)
        return false;
    mloc l = f->steps[f->nsteps - 1].loc;
    return sup_at_line(model_file(m, l), l.line, r->kind, note, n);
}

/* ---------------------------------------------------------- baseline */

void sup_baseline_free(sup_baseline *b)
{
    for (int32_t i = 0; b && i < b->n; i++)
        free(b->ids[i]);
    if (b)
        free(b->ids);
    free(b);
}

/* Adds id, canonical, to b's ids (cap entries). */
static bool baseline_add(sup_baseline *b, const char *id, int32_t cap)
{
    char canon[SOLVE_DETAIL_MAX];
    if (!id || b->n >= cap)
        return true;
    wit_canonical_id(id, canon, sizeof canon);
    if (!(b->ids[b->n] = strdup(canon)))
        return false;
    b->n++;
    return true;
}

/* The finding ids of the results of root and the ids of the bugs their
 * searches went past (passed_findings), canonical (so that a baseline
 * written before ids were sorted still knows its bugs). */
static bool baseline_ids(const jval *root, sup_baseline *b)
{
    const jval *rs = json_get(root, "results");
    if (!rs || rs->kind != JV_ARR)
        return false;
    int32_t cap = rs->nitems;
    for (int i = 0; i < rs->nitems; i++) {
        const jval *p = json_get(rs->items[i], "passed_findings");
        cap += p && p->kind == JV_ARR ? p->nitems : 0;
    }
    b->ids = calloc((size_t)cap + 1, sizeof *b->ids);
    if (!b->ids)
        return false;
    for (int i = 0; i < rs->nitems; i++) {
        if (!baseline_add(b, json_str(rs->items[i], "finding_id"), cap))
            return false;
        const jval *p = json_get(rs->items[i], "passed_findings");
        for (int j = 0; p && p->kind == JV_ARR && j < p->nitems; j++)
            if (p->items[j]->kind == JV_STR &&
                !baseline_add(b, p->items[j]->str, cap))
                return false;
    }
    return true;
}

sup_baseline *sup_baseline_load(const char *path, char *err, size_t n)
{
    char *text = wit_read_file(path, err, n);
    if (!text)
        return NULL;
    char perr[200] = "";
    jval *root = json_parse(text, perr, (int)sizeof perr);
    free(text);
    const char *schema = root ? json_str(root, "schema") : NULL;
    sup_baseline *b = calloc(1, sizeof *b);
    bool ok = b && schema && !strcmp(schema, "pnbmc-result-1") &&
              baseline_ids(root, b);
    if (!root)
        snprintf(err, n, "'%s' is not valid JSON: %s", path, perr);
    else if (!ok)
        snprintf(err, n, "'%s' is not a pnbmc --witness JSON file (schema "
                 "pnbmc-result-1 with results)", path);
    json_free(root);
    if (!ok) {
        sup_baseline_free(b);
        return NULL;
    }
    return b;
}

bool sup_baseline_has(const sup_baseline *b, const char *id)
{
    char want[SOLVE_DETAIL_MAX];
    wit_canonical_id(id, want, sizeof want);
    for (int32_t i = 0; b && i < b->n; i++)
        if (!strcmp(b->ids[i], want))
            return true;
    return false;
}
