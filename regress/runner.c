/* pnbmc-regress: CBMC-style regression test runner.
 *
 *   pnbmc-regress --pnbmc PATH [--jobs N] [--timeout SEC] [--filter REGEX]
 *                 [-v] DIR...
 *
 * Each DIR is a suite; each subfolder of it holding a test.desc is a test:
 *
 *   CORE                       tag: CORE runs, anything else is skipped
 *   test.c                     input files, relative to the test folder
 *   --check race --bound 40    options ("quoted words", {dir} = test folder)
 *   ^EXIT=1$                   expected exit code
 *   ^SIGNAL=0$                 expected signal (0 = not killed)
 *   ^race: bug                 PCRE2 patterns that must match the output
 *   --
 *   ^VERDICT: safe             patterns that must not match
 *
 * The program runs in the test folder, with stdout and stderr captured
 * together; lines starting with // are comments. Exit 0 iff nothing failed.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pcre2.h>
#include <signal.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define REASON_MAX 1024

/* ------------------------------------------------------------ helpers */

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "pnbmc-regress: out of memory\n");
        abort();
    }
    return q;
}

static char *xstrndup(const char *s, size_t n)
{
    char *d = xrealloc(NULL, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

static char *path_join(const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b);
    char *p = xrealloc(NULL, na + nb + 2);
    memcpy(p, a, na);
    p[na] = '/';
    memcpy(p + na + 1, b, nb + 1);
    return p;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A growable vector of owned strings, NULL-terminated for execv. */
typedef struct {
    char **v;
    size_t n, cap;
} strv;

static void strv_push(strv *s, char *owned)
{
    if (s->n + 2 > s->cap) {
        s->cap = s->cap ? 2 * s->cap : 8;
        s->v = xrealloc(s->v, s->cap * sizeof *s->v);
    }
    s->v[s->n++] = owned;
    s->v[s->n] = NULL;
}

static void strv_free(strv *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
    s->v = NULL;
    s->n = s->cap = 0;
}

/* Reads a whole file descriptor from offset 0; NUL-terminated. */
static char *read_fd(int fd, size_t *len)
{
    size_t cap = 4096, n = 0;
    char *buf = xrealloc(NULL, cap);
    if (lseek(fd, 0, SEEK_SET) < 0) {
        buf[0] = '\0';
        *len = 0;
        return buf;
    }
    for (;;) {
        if (n + 1 >= cap)
            buf = xrealloc(buf, cap *= 2);
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        n += (size_t)r;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

static char *read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    char *s = read_fd(fd, len);
    close(fd);
    return s;
}

/* ------------------------------------------------------- test.desc */

typedef struct {
    char *line; /* pattern text as written */
    bool positive;
} pattern;

typedef struct {
    char *tag;
    strv argv;        /* program, options, files */
    int exit_code;    /* -1: not checked */
    int signal;       /* -1: not checked (a kill still fails) */
    int exit_not;     /* -1: none; from ^EXIT=N$ after -- */
    pattern *pats;
    size_t npats;
} desc;

static void desc_free(desc *d)
{
    free(d->tag);
    strv_free(&d->argv);
    for (size_t i = 0; i < d->npats; i++)
        free(d->pats[i].line);
    free(d->pats);
    memset(d, 0, sizeof *d);
}

/* Appends s[0..n) to a growing word, replacing "{dir}" by dir. */
static void word_append(strv *tmp, const char *s, size_t n, const char *dir)
{
    char *w = tmp->v[tmp->n - 1];
    size_t wl = strlen(w), dl = strlen(dir);
    for (size_t i = 0; i < n; i++) {
        bool is_dir = n - i >= 5 && memcmp(s + i, "{dir}", 5) == 0;
        size_t add = is_dir ? dl : 1;
        w = xrealloc(w, wl + add + 1);
        memcpy(w + wl, is_dir ? dir : s + i, add);
        wl += add;
        i += is_dir ? 4 : 0;
    }
    w[wl] = '\0';
    tmp->v[tmp->n - 1] = w;
}

/* Splits an options line on whitespace; "double quoted" words may hold
 * spaces, \" and \\ inside quotes. Returns false on an open quote. */
static bool split_words(const char *line, const char *dir, strv *out)
{
    const char *p = line;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r')
            p++;
        if (!*p)
            return true;
        strv_push(out, xstrdup(""));
        while (*p && *p != ' ' && *p != '\t' && *p != '\r') {
            if (*p != '"') {
                size_t n = strcspn(p, " \t\r\"");
                word_append(out, p, n, dir);
                p += n;
                continue;
            }
            for (p++; *p != '"'; p++) {
                if (!*p)
                    return false;
                if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                    p++;
                word_append(out, p, 1, dir);
            }
            p++;
        }
    }
}

/* Recognises ^EXIT=N$ / ^SIGNAL=N$; returns N or -1. */
static int special_line(const char *line, const char *key)
{
    size_t kl = strlen(key);
    if (strncmp(line, key, kl) != 0)
        return -1;
    char *end;
    long v = strtol(line + kl, &end, 10);
    if (end == line + kl || strcmp(end, "$") != 0 || v < 0 || v > 255)
        return -1;
    return (int)v;
}

static void desc_add_pattern(desc *d, const char *line, bool positive)
{
    int v;
    if ((v = special_line(line, "^EXIT=")) >= 0) {
        if (positive)
            d->exit_code = v;
        else
            d->exit_not = v;
        return;
    }
    if (positive && (v = special_line(line, "^SIGNAL=")) >= 0) {
        d->signal = v;
        return;
    }
    d->pats = xrealloc(d->pats, (d->npats + 1) * sizeof *d->pats);
    d->pats[d->npats].line = xstrdup(line);
    d->pats[d->npats].positive = positive;
    d->npats++;
}

/* Splits text into lines in place (\n and \r\n). */
static char *next_line(char **cursor)
{
    char *s = *cursor;
    if (!s)
        return NULL;
    char *nl = strchr(s, '\n');
    if (nl) {
        *nl = '\0';
        *cursor = nl + 1;
    } else {
        *cursor = NULL;
        if (!*s)
            return NULL;
    }
    size_t n = strlen(s);
    if (n && s[n - 1] == '\r')
        s[n - 1] = '\0';
    return s;
}

/* Parses dir/test.desc; on failure returns false with a reason. */
static bool desc_parse(desc *d, const char *dir, const char *prog, char *why)
{
    memset(d, 0, sizeof *d);
    d->exit_code = d->signal = d->exit_not = -1;
    char *path = path_join(dir, "test.desc");
    size_t len;
    char *text = read_file(path, &len), *cur = text;
    free(path);
    if (!text)
        return snprintf(why, REASON_MAX, "cannot read test.desc"), false;
    char *tag = next_line(&cur), *files = next_line(&cur);
    char *opts = next_line(&cur), *line;
    d->tag = xstrndup(tag ? tag : "", tag ? strcspn(tag, " \t") : 0);
    strv_push(&d->argv, xstrdup(prog));
    bool ok = split_words(opts ? opts : "", dir, &d->argv) &&
              split_words(files ? files : "", dir, &d->argv);
    bool positive = true;
    while (ok && (line = next_line(&cur)) != NULL) {
        if (!*line || strncmp(line, "//", 2) == 0)
            continue;
        if (positive && strcmp(line, "--") == 0)
            positive = false;
        else
            desc_add_pattern(d, line, positive);
    }
    free(text);
    if (!ok)
        snprintf(why, REASON_MAX, "test.desc: unterminated quote");
    return ok;
}

/* ------------------------------------------------------------ tests */

typedef struct {
    char *name; /* suite/test */
    char *dir;  /* absolute test folder */
} test;

typedef struct {
    pid_t pid; /* 0: slot free */
    test *t;
    desc d;
    int out_fd;
    double start;
    bool timed_out;
} job;

typedef struct {
    const char *pnbmc;    /* as given */
    char *prog;           /* absolute path, or bare name for PATH lookup */
    int jobs;
    int timeout;
    bool verbose;
    pcre2_code *filter;
    test *tests;
    size_t ntests;
    job *slots;
    size_t passed, failed, skipped;
} ctx;

static int cmp_names(const void *a, const void *b)
{
    return strcmp(((const test *)a)->name, ((const test *)b)->name);
}

static bool filter_ok(ctx *c, const char *name)
{
    if (!c->filter)
        return true;
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(c->filter, NULL);
    int rc = pcre2_match(c->filter, (PCRE2_SPTR)name, PCRE2_ZERO_TERMINATED,
                         0, 0, md, NULL);
    pcre2_match_data_free(md);
    return rc >= 0;
}

static void add_test(ctx *c, const char *suite, const char *sdir,
                     const char *tname)
{
    char *dir = path_join(sdir, tname), *desc_path = path_join(dir, "test.desc");
    struct stat st;
    size_t nl = strlen(suite) + strlen(tname) + 2;
    char *name = xrealloc(NULL, nl);
    snprintf(name, nl, "%s/%s", suite, tname);
    if (stat(desc_path, &st) != 0 || !S_ISREG(st.st_mode) || !filter_ok(c, name)) {
        free(dir);
        free(name);
    } else {
        c->tests = xrealloc(c->tests, (c->ntests + 1) * sizeof *c->tests);
        c->tests[c->ntests++] = (test){name, dir};
    }
    free(desc_path);
}

/* Adds every test of one suite folder; false if the folder is unusable. */
static bool collect_suite(ctx *c, const char *arg)
{
    char *sdir = realpath(arg, NULL);
    DIR *dh = sdir ? opendir(sdir) : NULL;
    if (!dh) {
        fprintf(stderr, "pnbmc-regress: %s: %s\n", arg, strerror(errno));
        free(sdir);
        return false;
    }
    const char *suite = strrchr(sdir, '/');
    suite = suite && suite[1] ? suite + 1 : sdir;
    struct dirent *e;
    while ((e = readdir(dh)) != NULL)
        if (e->d_name[0] != '.')
            add_test(c, suite, sdir, e->d_name);
    closedir(dh);
    free(sdir);
    return true;
}

/* ------------------------------------------------------- run a test */

static int open_capture(void)
{
    const char *tmp = getenv("TMPDIR");
    char *tmpl = path_join(tmp && *tmp ? tmp : "/tmp", "pnbmc-regress-XXXXXX");
    int fd = mkostemp(tmpl, O_CLOEXEC);
    if (fd >= 0)
        unlink(tmpl);
    free(tmpl);
    return fd;
}

/* Spawns argv in dir, own process group, output to out_fd. */
static int spawn_in(char **argv, const char *dir, int out_fd, pid_t *pid)
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawnattr_init(&at);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, out_fd, 1);
    posix_spawn_file_actions_adddup2(&fa, out_fd, 2);
    posix_spawn_file_actions_addchdir_np(&fa, dir);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
    posix_spawnattr_setpgroup(&at, 0);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&at, &none);
    int rc = strchr(argv[0], '/')
                 ? posix_spawn(pid, argv[0], &fa, &at, argv, environ)
                 : posix_spawnp(pid, argv[0], &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    return rc;
}

static void report(ctx *c, const test *t, bool pass, const char *why,
                   double secs)
{
    if (pass) {
        printf("PASS %s (%.1fs)\n", t->name, secs);
        c->passed++;
    } else {
        printf("FAIL %s: %s\n", t->name, why);
        c->failed++;
    }
    fflush(stdout);
}

/* Starts test t in slot j; reports at once if skipped or broken. */
static void start_test(ctx *c, job *j, test *t)
{
    char why[REASON_MAX];
    if (!desc_parse(&j->d, t->dir, c->prog, why)) {
        report(c, t, false, why, 0);
    } else if (strcmp(j->d.tag, "CORE") != 0) {
        printf("SKIP %s (%s)\n", t->name, j->d.tag);
        c->skipped++;
    } else if ((j->out_fd = open_capture()) < 0) {
        snprintf(why, sizeof why, "cannot create temp file: %s", strerror(errno));
        report(c, t, false, why, 0);
    } else {
        int rc = spawn_in(j->d.argv.v, t->dir, j->out_fd, &j->pid);
        if (rc == 0) {
            j->t = t;
            j->start = now_seconds();
            j->timed_out = false;
            return;
        }
        snprintf(why, sizeof why, "cannot run %s: %s", c->prog, strerror(rc));
        report(c, t, false, why, 0);
        close(j->out_fd);
    }
    desc_free(&j->d);
    j->pid = 0;
}

/* ---------------------------------------------------- judge a result */

static bool match_one(const char *pat, const char *out, size_t len, bool *hit)
{
    int err;
    PCRE2_SIZE off;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)pat, PCRE2_ZERO_TERMINATED,
                                   PCRE2_MULTILINE, &err, &off, NULL);
    if (!re)
        return false;
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(re, NULL);
    int rc = pcre2_match(re, (PCRE2_SPTR)out, len, 0, 0, md, NULL);
    pcre2_match_data_free(md);
    pcre2_code_free(re);
    *hit = rc >= 0;
    return rc >= 0 || rc == PCRE2_ERROR_NOMATCH;
}

/* Checks exit status and patterns; writes the first failure to why. */
static bool judge(const desc *d, int status, const char *out, size_t len,
                  char *why)
{
    if (WIFSIGNALED(status) && d->signal != WTERMSIG(status))
        return snprintf(why, REASON_MAX, "killed by signal %d, expected %s",
                        WTERMSIG(status), d->signal > 0 ? "another" : "none"), false;
    if (WIFEXITED(status) && d->signal > 0)
        return snprintf(why, REASON_MAX, "exit %d, expected signal %d",
                        WEXITSTATUS(status), d->signal), false;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (d->exit_code >= 0 && code != d->exit_code)
        return snprintf(why, REASON_MAX, "exit code %d, expected %d", code,
                        d->exit_code), false;
    if (d->exit_not >= 0 && code == d->exit_not)
        return snprintf(why, REASON_MAX, "exit code %d, expected another",
                        code), false;
    for (size_t i = 0; i < d->npats; i++) {
        const pattern *p = &d->pats[i];
        bool hit = false;
        if (!match_one(p->line, out, len, &hit))
            return snprintf(why, REASON_MAX, "bad pattern: %s", p->line), false;
        if (hit != p->positive)
            return snprintf(why, REASON_MAX, "%s: %s",
                            p->positive ? "no match for" : "unexpected match of",
                            p->line), false;
    }
    return true;
}

static void print_failure_details(const job *j, const char *out)
{
    printf("  command (in %s):", j->t->dir);
    for (size_t i = 0; i < j->d.argv.n; i++)
        printf(" %s", j->d.argv.v[i]);
    printf("\n  output:\n%s%s", out,
           *out && out[strlen(out) - 1] != '\n' ? "\n" : "");
}

static void finish_test(ctx *c, job *j, int status)
{
    char why[REASON_MAX];
    double secs = now_seconds() - j->start;
    size_t len;
    char *out = read_fd(j->out_fd, &len);
    bool pass = false;
    if (j->timed_out)
        snprintf(why, sizeof why, "timeout after %d s", c->timeout);
    else
        pass = judge(&j->d, status, out, len, why);
    report(c, j->t, pass, why, secs);
    if (!pass && c->verbose)
        print_failure_details(j, out);
    fflush(stdout);
    free(out);
    close(j->out_fd);
    desc_free(&j->d);
    j->pid = 0;
}

/* ------------------------------------------------------- scheduling */

static size_t running(const ctx *c)
{
    size_t n = 0;
    for (int i = 0; i < c->jobs; i++)
        n += c->slots[i].pid != 0;
    return n;
}

static job *slot_of(ctx *c, pid_t pid)
{
    for (int i = 0; i < c->jobs; i++)
        if (c->slots[i].pid == pid)
            return &c->slots[i];
    return NULL;
}

static void kill_overdue(ctx *c)
{
    double t = now_seconds();
    for (int i = 0; i < c->jobs; i++) {
        job *j = &c->slots[i];
        if (j->pid && !j->timed_out && t - j->start > c->timeout) {
            kill(-j->pid, SIGKILL);
            j->timed_out = true;
        }
    }
}

/* Reaps finished children; sleeps briefly when none finished. */
static void reap(ctx *c)
{
    int status;
    pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid > 0) {
        job *j = slot_of(c, pid);
        if (j)
            finish_test(c, j, status);
        return;
    }
    kill_overdue(c);
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
}

static void run_all(ctx *c)
{
    size_t next = 0;
    while (next < c->ntests || running(c) > 0) {
        for (int i = 0; i < c->jobs && next < c->ntests; i++)
            if (c->slots[i].pid == 0)
                start_test(c, &c->slots[i], &c->tests[next++]);
        if (running(c) > 0)
            reap(c);
    }
}

/* ---------------------------------------------------------- options */

static void usage(FILE *f)
{
    fprintf(f, "usage: pnbmc-regress --pnbmc PATH [--jobs N] [--timeout SEC]"
               " [--filter REGEX] [-v] DIR...\n");
}

static bool parse_int(const char *s, int lo, int *out)
{
    char *end;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || end == s || *end || v < lo || v > INT_MAX)
        return false;
    *out = (int)v;
    return true;
}

static bool set_filter(ctx *c, const char *re)
{
    int err;
    PCRE2_SIZE off;
    c->filter = pcre2_compile((PCRE2_SPTR)re, PCRE2_ZERO_TERMINATED, 0, &err,
                              &off, NULL);
    if (!c->filter)
        fprintf(stderr, "pnbmc-regress: bad --filter at offset %zu\n",
                (size_t)off);
    return c->filter != NULL;
}

/* Parses options; returns the index of the first DIR or -1. */
static int parse_args(ctx *c, int argc, char **argv)
{
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = true;
        if (!strcmp(a, "-v") || !strcmp(a, "--verbose"))
            c->verbose = true;
        else if (!strcmp(a, "--pnbmc") && v)
            c->pnbmc = v, i++;
        else if (!strcmp(a, "--jobs") || !strcmp(a, "-j"))
            ok = parse_int(v, 1, &c->jobs), i++;
        else if (!strcmp(a, "--timeout"))
            ok = parse_int(v, 1, &c->timeout), i++;
        else if (!strcmp(a, "--filter") && v)
            ok = set_filter(c, v), i++;
        else if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            return usage(stdout), -1;
        else
            ok = false;
        if (!ok)
            return usage(stderr), -1;
    }
    if (!c->pnbmc || i >= argc)
        return usage(stderr), -1;
    return i;
}

static void ctx_free(ctx *c)
{
    for (size_t i = 0; i < c->ntests; i++) {
        free(c->tests[i].name);
        free(c->tests[i].dir);
    }
    free(c->tests);
    free(c->slots);
    free(c->prog);
    pcre2_code_free(c->filter);
}

int main(int argc, char **argv)
{
    ctx c = {.jobs = 2, .timeout = 120};
    int first = parse_args(&c, argc, argv);
    bool ok = first > 0;
    if (ok && strchr(c.pnbmc, '/') && !(c.prog = realpath(c.pnbmc, NULL))) {
        fprintf(stderr, "pnbmc-regress: %s: %s\n", c.pnbmc, strerror(errno));
        ok = false;
    }
    if (ok && !c.prog)
        c.prog = xstrdup(c.pnbmc);
    for (int i = first; ok && i < argc; i++)
        ok = collect_suite(&c, argv[i]);
    if (ok) {
        if (c.ntests)
            qsort(c.tests, c.ntests, sizeof *c.tests, cmp_names);
        c.slots = xrealloc(NULL, (size_t)c.jobs * sizeof *c.slots);
        memset(c.slots, 0, (size_t)c.jobs * sizeof *c.slots);
        run_all(&c);
        printf("%zu passed, %zu failed, %zu skipped\n", c.passed, c.failed,
               c.skipped);
    }
    ctx_free(&c);
    if (!ok)
        return 2;
    return c.failed ? 1 : 0;
}
