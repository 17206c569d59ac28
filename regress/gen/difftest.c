/* pnbmc-difftest: differential testing of pnbmc's engines on random
 * programs (pnbmc-genprog).
 *
 *   pnbmc-difftest --engine E [options] FIRST LAST
 *
 * For each seed FIRST..LAST: `pnbmc-genprog SEED > prog.c`, then the
 * oracle `pnbmc --engine explicit --one-run off --no-por` (every
 * interleaving, no bound: the programs are finite)
 * and `pnbmc --engine E --bound K --ordering O` for each ordering O. Per
 * check and ordering, the engine's verdict is compared with the oracle's:
 *
 *   oracle          E                   result
 *   bug             bug                 agree
 *   safe, bounded-  safe, bounded-safe  agree
 *   safe            bug                 WRONG (a wrong bug)
 *   bug             safe, bounded-safe  MISSED (a missed bug), except:
 *   bug, witness    bounded-safe        deep (out of E's reach, not judged:
 *   longer than K                       the oracle's --json gives the
 *   net transitions                     witness length)
 *   bounded-safe    bug                 beyond (the oracle cut a bound,
 *                                       e.g. a nondet domain: not judged)
 *   unknown         any                 unknown (also when E says unknown)
 *
 * A run that crashes, exits 2 (input error) or whose exit code does not
 * match its verdict lines is an error. Each disagreement prints the seed,
 * the commands and both outputs; a summary line ends the report. Exit
 * status: 0 no wrong, missed or error; 1 otherwise; 2 usage; 77 (with
 * --skip-unavailable) the engine is rejected as not available.
 *
 * Options:
 *   --engine E            engine under test (smt, sat, auto, explicit,
 *                         param)
 *   --bound K             its --bound (default 200)
 *   --one-run MODE        its --one-run (default off: the engine alone;
 *                         the oracle always runs with off)
 *   --orderings LIST      its --ordering values, comma separated; '-' runs
 *                         it once without --ordering (default none,process;
 *                         '-' for --engine explicit)
 *   --check LIST          checks compared (default deadlock,race,assert)
 *   --timeout SEC         pnbmc --timeout of each run (default 30); a run
 *                         still alive 10 s later is killed (unknown)
 *   --max-time SEC        start no new seed after SEC seconds (default: none)
 *   --jobs N              parallel pnbmc runs (default 2)
 *   --pnbmc PATH          default: pnbmc next to this program, else $PATH
 *   --genprog PATH        default: pnbmc-genprog next to this program
 *   --gen-args "ARGS"     extra arguments of pnbmc-genprog (--without ...)
 *   --extra "ARGS"        extra arguments of every pnbmc run
 *   --keep DIR            keep programs and outputs in DIR
 *   --skip-unavailable    exit 77 when pnbmc rejects --engine E
 *   -v                    one line per seed
 *   --files               the arguments are C files to compare the engines
 *                         on (numbered from 0 like seeds) instead of FIRST
 *                         LAST: hand-written programs with the constructs
 *                         the generator does not make (condition variables,
 *                         barriers, once, thread-local data)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
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

enum { MAX_CHECKS = 4, MAX_ORDERINGS = 4, MAX_ARGS = 64, KILL_GRACE = 10 };

typedef enum { V_BUG, V_SAFE, V_BSAFE, V_UNKNOWN, V_ERROR } verdict;
static const char *const verdict_name[] = {"bug", "safe", "bounded-safe", "unknown", "error"};

typedef enum { C_AGREE, C_WRONG, C_MISSED, C_BEYOND, C_DEEP, C_UNKNOWN, C_ERROR, C_COUNT } category;
static const char *const category_name[] = {"agree", "WRONG", "MISSED", "beyond", "deep",
                                            "unknown", "error"};

typedef struct {
    const char *engine, *pnbmc, *genprog, *keep;
    const char *one_run;         /* --one-run of the engine under test */
    long bound, jobs;
    double timeout, max_time;
    char *orderings[MAX_ORDERINGS];
    int norderings;              /* configurations under test */
    char *checks[MAX_CHECKS];
    int nchecks;
    char check_list[128];
    char *gen_args[MAX_ARGS], *extra[MAX_ARGS];
    int ngen_args, nextra;
    bool skip_unavailable, verbose;
    unsigned long long first, last;
    char **files;                /* --files: the programs (else genprog) */
    int nfiles;
} options;

/* One pnbmc run: cfg 0 is the oracle, cfg i > 0 the engine with
 * orderings[i - 1]. */
typedef struct {
    pid_t pid;
    double start, secs;
    int status;                  /* exit code, 128 + signal when killed */
    bool started, done, timed_out;
    bool no_program;             /* the generator failed: nothing ran */
} run;

typedef struct {
    options o;
    char dir[PATH_MAX / 2];     /* short enough for every path built on it */
    bool own_dir;
    run *runs;                   /* (last - first + 1) * (1 + norderings) */
    unsigned long long next_seed, next_report, ngen;
    int running;
    double t0;
    long counts[C_COUNT], programs, run_errors;
    long oracle[MAX_CHECKS][V_ERROR + 1];
    char unknown_seeds[256], beyond_seeds[256], deep_seeds[256]; /* the first few */
    bool stopped;
} state;

/* ------------------------------------------------------------ helpers */

static volatile sig_atomic_t interrupted;

static void on_signal(int sig) { interrupted = sig; }

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void die(const char *msg, const char *arg)
{
    fprintf(stderr, "pnbmc-difftest: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(2);
}

static char *xstrdup(const char *s)
{
    char *d = strdup(s);
    if (!d)
        die("out of memory", NULL);
    return d;
}

/* Splits LIST at SEP into at most max words (copies). */
static int split(const char *list, const char *sep, char **words, int max)
{
    char *copy = xstrdup(list), *save = NULL;
    int n = 0;
    for (char *t = strtok_r(copy, sep, &save); t; t = strtok_r(NULL, sep, &save)) {
        if (n == max)
            die("too many words in", list);
        words[n++] = xstrdup(t);
    }
    free(copy);
    return n;
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return xstrdup("");
    size_t cap = 8192, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        die("out of memory", NULL);
    size_t r;
    while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (n + 1 == cap && !(buf = realloc(buf, cap *= 2)))
            die("out of memory", NULL);
    }
    buf[n] = '\0';
    fclose(f);
    return buf;
}

/* Appends seed to a short list (then "..."), once per seed. */
static void note_seed(char *list, size_t n, unsigned long long seed)
{
    char item[32];
    size_t len = strlen(list);
    snprintf(item, sizeof item, " %llu", seed);
    const char *last = strrchr(list, ' ');
    if ((last && !strcmp(last, item)) || (len >= 4 && !strcmp(list + len - 4, " ...")))
        return;
    if (len + strlen(item) + 5 < n)
        strcat(list, item);
    else
        strcat(list, " ...");
}

/* Spawns argv in its own process group, stdin from /dev/null, stdout to
 * out (stderr too, unless err is given). */
static pid_t spawn(char *const argv[], const char *out, const char *err)
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (err)
        posix_spawn_file_actions_addopen(&fa, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    else
        posix_spawn_file_actions_adddup2(&fa, 1, 2);
    posix_spawnattr_init(&at);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&at, 0);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    if (rc) {
        fprintf(stderr, "pnbmc-difftest: cannot run %s: %s\n", argv[0], strerror(rc));
        return -1;
    }
    return pid;
}

static int exit_code(int st)
{
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* ------------------------------------------------------------ options */

static const char *next_to_self(const char *argv0, const char *name)
{
    const char *slash = strrchr(argv0, '/');
    if (!slash)
        return name; /* found on $PATH by posix_spawnp */
    static char buf[2][PATH_MAX];
    static int k;
    char *b = buf[k++ % 2];
    snprintf(b, PATH_MAX, "%.*s/%s", (int)(slash - argv0), argv0, name);
    return access(b, X_OK) == 0 ? b : name;
}

static void usage(FILE *to)
{
    fputs("usage: pnbmc-difftest --engine E [--bound K] [--orderings LIST]\n"
          "         [--check LIST] [--timeout SEC] [--max-time SEC] [--jobs N]\n"
          "         [--pnbmc PATH] [--genprog PATH] [--gen-args ARGS] [--extra ARGS]\n"
          "         [--keep DIR] [--one-run MODE] [--skip-unavailable] [-v]\n"
          "         (FIRST LAST | --files FILE...)\n"
          "compares pnbmc --engine E with --engine explicit on the programs\n"
          "pnbmc-genprog FIRST..LAST or on the given C files (see the header of\n"
          "regress/gen/difftest.c)\n", to);
}

static double number(const char *s, const char *opt)
{
    char *end;
    double v = strtod(s, &end);
    if (!*s || *end || v < 0)
        die("bad number for", opt);
    return v;
}

static unsigned long long seed_arg(const char *s)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (!*s || *end || errno || s[0] == '-')
        die("bad seed", s);
    return v;
}

static void parse_valued(options *o, const char *opt, const char *v, const char **orderings)
{
    if (!strcmp(opt, "--engine")) o->engine = v;
    else if (!strcmp(opt, "--bound")) o->bound = (long)number(v, opt);
    else if (!strcmp(opt, "--orderings")) *orderings = v;
    else if (!strcmp(opt, "--check")) snprintf(o->check_list, sizeof o->check_list, "%s", v);
    else if (!strcmp(opt, "--timeout")) o->timeout = number(v, opt);
    else if (!strcmp(opt, "--max-time")) o->max_time = number(v, opt);
    else if (!strcmp(opt, "--jobs")) o->jobs = (long)number(v, opt);
    else if (!strcmp(opt, "--pnbmc")) o->pnbmc = v;
    else if (!strcmp(opt, "--genprog")) o->genprog = v;
    else if (!strcmp(opt, "--gen-args")) o->ngen_args = split(v, " ", o->gen_args, MAX_ARGS - 4);
    else if (!strcmp(opt, "--extra")) o->nextra = split(v, " ", o->extra, MAX_ARGS - 16);
    else if (!strcmp(opt, "--keep")) o->keep = v;
    else if (!strcmp(opt, "--one-run")) o->one_run = v;
    else die("unknown option", opt);
}

static void parse_args(options *o, int argc, char **argv)
{
    const char *orderings = NULL;
    char **pos = calloc((size_t)argc, sizeof(char *));
    int npos = 0;
    bool files = false;
    if (!pos)
        die("out of memory", NULL);
    o->bound = 200;
    o->one_run = "off";
    o->jobs = 2;
    o->timeout = 30;
    o->pnbmc = next_to_self(argv[0], "pnbmc");
    o->genprog = next_to_self(argv[0], "pnbmc-genprog");
    snprintf(o->check_list, sizeof o->check_list, "deadlock,race,assert");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "-v")) {
            o->verbose = true;
        } else if (!strcmp(a, "--skip-unavailable")) {
            o->skip_unavailable = true;
        } else if (!strcmp(a, "--files")) {
            files = true;
        } else if (a[0] == '-' && a[1] == '-') {
            if (i + 1 >= argc)
                die("missing value of", a);
            parse_valued(o, a, argv[++i], &orderings);
        } else {
            pos[npos++] = argv[i];
        }
    }
    if (!o->engine || o->jobs < 1 || (files ? npos < 1 : npos != 2)) {
        usage(stderr);
        exit(2);
    }
    if (files) {
        o->files = pos;
        o->nfiles = npos;
        o->first = 0;
        o->last = (unsigned long long)npos - 1;
    } else {
        o->first = seed_arg(pos[0]);
        o->last = seed_arg(pos[1]);
        free(pos);
    }
    if (o->last < o->first)
        die("LAST is below FIRST", NULL);
    if (!orderings)
        orderings = strcmp(o->engine, "explicit") ? "none,process" : "-";
    o->norderings = split(orderings, ",", o->orderings, MAX_ORDERINGS);
    o->nchecks = split(o->check_list, ",", o->checks, MAX_CHECKS);
    if (!o->norderings || !o->nchecks)
        die("empty --orderings or --check", NULL);
}

static void free_options(options *o)
{
    for (int i = 0; i < o->norderings; i++)
        free(o->orderings[i]);
    for (int i = 0; i < o->nchecks; i++)
        free(o->checks[i]);
    for (int i = 0; i < o->ngen_args; i++)
        free(o->gen_args[i]);
    for (int i = 0; i < o->nextra; i++)
        free(o->extra[i]);
    free(o->files);
}

/* ---------------------------------------------------------- commands */

static int ncfg(const state *s) { return 1 + s->o.norderings; }

static run *run_of(state *s, unsigned long long seed, int cfg)
{
    return &s->runs[(seed - s->o.first) * (unsigned long long)ncfg(s) + (unsigned long long)cfg];
}

static void prog_path(const state *s, unsigned long long seed, char *buf, size_t n)
{
    snprintf(buf, n, "%s/p%llu.c", s->dir, seed);
}

static void out_path(const state *s, unsigned long long seed, int cfg, char *buf, size_t n)
{
    snprintf(buf, n, "%s/p%llu.%d.out", s->dir, seed, cfg);
}

/* The oracle's --json results (witness lengths). */
static void json_path(const state *s, unsigned long long seed, char *buf, size_t n)
{
    snprintf(buf, n, "%s/p%llu.json", s->dir, seed);
}

/* The pnbmc command of one configuration (the oracle writes its JSON
 * results to json); strings in buf. */
static int command(const state *s, int cfg, const char *prog, const char *json, char **argv,
                   char *buf, size_t n)
{
    const options *o = &s->o;
    int k = 0;
    argv[k++] = (char *)o->pnbmc;
    argv[k++] = "--engine";
    argv[k++] = cfg ? (char *)o->engine : "explicit";
    if (cfg) {
        snprintf(buf, n, "%ld", o->bound);
        argv[k++] = "--bound";
        argv[k++] = buf;
        if (strcmp(o->orderings[cfg - 1], "-")) {
            argv[k++] = "--ordering";
            argv[k++] = o->orderings[cfg - 1];
        }
    }
    argv[k++] = "--one-run"; /* the oracle searches every interleaving */
    argv[k++] = cfg ? (char *)o->one_run : "off";
    if (!cfg)
        argv[k++] = "--no-por";
    argv[k++] = "--check";
    argv[k++] = (char *)o->check_list;
    snprintf(buf + 32, n - 32, "%g", o->timeout);
    argv[k++] = "--timeout";
    argv[k++] = buf + 32;
    if (!cfg) {
        argv[k++] = "--json";
        argv[k++] = (char *)json;
    }
    for (int i = 0; i < o->nextra; i++)
        argv[k++] = o->extra[i];
    argv[k++] = (char *)prog;
    argv[k] = NULL;
    return k;
}

static const char *cfg_name(const state *s, int cfg, char *buf, size_t n)
{
    if (!cfg)
        snprintf(buf, n, "explicit");
    else if (!strcmp(s->o.orderings[cfg - 1], "-"))
        snprintf(buf, n, "%s", s->o.engine);
    else
        snprintf(buf, n, "%s --ordering %s", s->o.engine, s->o.orderings[cfg - 1]);
    return buf;
}

/* --files: program number seed is a copy of that file. */
static bool copy_file(const char *from, const char *to)
{
    char *text = access(from, R_OK) == 0 ? read_file(from) : NULL;
    FILE *f = text ? fopen(to, "wb") : NULL;
    bool ok = f && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        fprintf(stdout, "== cannot copy %s to %s\n", from, to);
    free(text);
    return ok;
}

/* Generates the program of seed (or copies --files' one); false
 * (reported) when the generator fails. */
static bool generate(state *s, unsigned long long seed)
{
    char prog[PATH_MAX], err[PATH_MAX + 8], seed_text[32];
    prog_path(s, seed, prog, sizeof prog);
    if (s->o.files)
        return copy_file(s->o.files[seed], prog);
    snprintf(err, sizeof err, "%s.err", prog);
    snprintf(seed_text, sizeof seed_text, "%llu", seed);
    char *argv[MAX_ARGS + 4];
    int k = 0;
    argv[k++] = (char *)s->o.genprog;
    for (int i = 0; i < s->o.ngen_args; i++)
        argv[k++] = s->o.gen_args[i];
    argv[k++] = seed_text;
    argv[k] = NULL;
    pid_t pid = spawn(argv, prog, err);
    if (pid < 0)
        die("cannot run the generator", s->o.genprog);
    int st = 0;
    if (waitpid(pid, &st, 0) < 0 || exit_code(st) != 0) {
        char *msg = read_file(err);
        fprintf(stdout, "== seed %llu: pnbmc-genprog failed (exit %d)\n%s", seed,
                exit_code(st), msg);
        free(msg);
        unlink(err);
        return false;
    }
    unlink(err);
    return true;
}

static void start_run(state *s, unsigned long long seed, int cfg)
{
    char prog[PATH_MAX], out[PATH_MAX], json[PATH_MAX], buf[96];
    char *argv[MAX_ARGS + 16];
    prog_path(s, seed, prog, sizeof prog);
    out_path(s, seed, cfg, out, sizeof out);
    json_path(s, seed, json, sizeof json);
    command(s, cfg, prog, json, argv, buf, sizeof buf);
    run *r = run_of(s, seed, cfg);
    r->started = true;
    r->start = now();
    r->pid = spawn(argv, out, NULL);
    if (r->pid < 0)
        die("cannot run", s->o.pnbmc);
    s->running++;
}

/* ------------------------------------------------------------ verdicts */

/* The verdict of check in out ("check: VERDICT ..." at a line start). */
static verdict find_verdict(const char *out, const char *check)
{
    size_t n = strlen(check);
    for (const char *l = out; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
        if (strncmp(l, check, n) || strncmp(l + n, ": ", 2))
            continue;
        const char *v = l + n + 2;
        if (!strncmp(v, "bug", 3))
            return V_BUG;
        if (!strncmp(v, "bounded-safe", 12))
            return V_BSAFE;
        if (!strncmp(v, "safe", 4))
            return V_SAFE;
        if (!strncmp(v, "unknown", 7))
            return V_UNKNOWN;
        return V_ERROR;
    }
    return V_ERROR;
}

/* Verdicts of a finished run; a killed run is unknown, a crash, an input
 * error, a missing line or an exit code that does not match the lines is
 * an error (why says which). */
static void run_verdicts(const state *s, const run *r, const char *out, verdict *v,
                         const char **why)
{
    bool bug = false, unknown = false, missing = false;
    *why = NULL;
    for (int c = 0; c < s->o.nchecks; c++) {
        v[c] = r->timed_out ? V_UNKNOWN : find_verdict(out, s->o.checks[c]);
        bug = bug || v[c] == V_BUG;
        unknown = unknown || v[c] == V_UNKNOWN;
        missing = missing || v[c] == V_ERROR;
    }
    if (r->timed_out)
        return;
    int expect = bug ? 1 : unknown ? 3 : 0;
    if (r->status != 0 && r->status != 1 && r->status != 3)
        *why = r->status == 2 ? "input or usage error (exit 2)" : "crashed";
    else if (missing)
        *why = "a verdict line is missing";
    else if (r->status != expect)
        *why = "exit code does not match the verdicts";
    if (*why)
        for (int c = 0; c < s->o.nchecks; c++)
            v[c] = V_ERROR;
}

/* Net transitions of the replayed witness of check in the oracle's JSON
 * results ("check": "race", ... "net_transitions": 42), or -1. */
static long witness_depth(const char *json, const char *check)
{
    static const char key[] = "\"check\"", nt[] = "\"net_transitions\"";
    for (const char *p = strstr(json, key); p; p = strstr(p + 1, key)) {
        const char *q = p + strlen(key);
        q += strspn(q, " :\t\n");
        size_t n = strlen(check);
        if (*q != '"' || strncmp(q + 1, check, n) || q[n + 1] != '"')
            continue;
        const char *next = strstr(q, key), *t = strstr(q, nt);
        if (!t || (next && t > next))
            return -1;
        t += strlen(nt);
        return strtol(t + strspn(t, " :\t\n"), NULL, 10);
    }
    return -1;
}

/* depth: net transitions of the oracle's witness (-1 unknown). */
static category compare(verdict oracle, verdict e, long depth, long bound)
{
    if (oracle == V_ERROR || e == V_ERROR)
        return C_ERROR;
    if (oracle == V_UNKNOWN || e == V_UNKNOWN)
        return C_UNKNOWN;
    if (oracle == V_BUG && e == V_BSAFE && depth > bound)
        return C_DEEP;
    if (oracle == V_BUG)
        return e == V_BUG ? C_AGREE : C_MISSED;
    if (e == V_BUG)
        return oracle == V_SAFE ? C_WRONG : C_BEYOND;
    return C_AGREE;
}

/* ------------------------------------------------------------ reports */

/* Everything known about one seed once its runs have ended. */
typedef struct {
    char *outs[1 + MAX_ORDERINGS];
    const char *why[1 + MAX_ORDERINGS];           /* run errors */
    verdict v[1 + MAX_ORDERINGS][MAX_CHECKS];
    category k[1 + MAX_ORDERINGS][MAX_CHECKS];    /* k[0] unused */
    long depth[MAX_CHECKS];                       /* oracle witness length */
} seed_result;

static void print_run(const state *s, unsigned long long seed, int cfg, const char *out)
{
    char prog[PATH_MAX], json[PATH_MAX], buf[96], name[128];
    char *argv[MAX_ARGS + 16];
    const run *r = run_of((state *)s, seed, cfg);
    prog_path(s, seed, prog, sizeof prog);
    json_path(s, seed, json, sizeof json);
    command(s, cfg, prog, json, argv, buf, sizeof buf);
    printf("--- %s (exit %d%s, %.2f s):", cfg_name(s, cfg, name, sizeof name), r->status,
           r->timed_out ? ", killed" : "", r->secs);
    for (int i = 0; argv[i]; i++)
        printf(" %s", argv[i]);
    printf("\n%s%s", out, *out && out[strlen(out) - 1] != '\n' ? "\n" : "");
}

static bool is_failure(category k) { return k == C_WRONG || k == C_MISSED; }

/* Prints the disagreements of configuration cfg, if any. */
static void print_disagreement(const state *s, unsigned long long seed, int cfg,
                               const seed_result *r)
{
    char name[128];
    bool bad = r->why[cfg] || r->why[0];
    for (int c = 0; c < s->o.nchecks; c++)
        bad = bad || is_failure(r->k[cfg][c]);
    if (!bad)
        return;
    printf("== seed %llu, %s:", seed, cfg_name(s, cfg, name, sizeof name));
    for (int c = 0; c < s->o.nchecks; c++)
        if (is_failure(r->k[cfg][c]))
            printf(" %s: explicit %s, %s %s: %s;", s->o.checks[c], verdict_name[r->v[0][c]],
                   s->o.engine, verdict_name[r->v[cfg][c]], category_name[r->k[cfg][c]]);
    for (int i = 0; i <= cfg; i += cfg)
        if (r->why[i])
            printf(" ERROR in %s: %s;", i ? "the engine's run" : "the oracle", r->why[i]);
    if (s->o.files)
        printf("\n   program: %s\n", s->o.files[seed]);
    else
        printf("\n   program: %s%llu\n", s->o.keep ? "kept in --keep DIR as p"
               : "pnbmc-genprog ", seed);
    print_run(s, seed, 0, r->outs[0]);
    print_run(s, seed, cfg, r->outs[cfg]);
    fflush(stdout);
}

static void print_verbose(const state *s, unsigned long long seed, const seed_result *r)
{
    char name[128];
    printf("seed %llu:", seed);
    for (int cfg = 0; cfg < ncfg(s); cfg++) {
        printf("%s %s", cfg ? " |" : "", cfg_name(s, cfg, name, sizeof name));
        for (int c = 0; c < s->o.nchecks; c++) {
            category k = cfg ? r->k[cfg][c] : C_AGREE;
            printf(" %s=%s%s%s", s->o.checks[c], verdict_name[r->v[cfg][c]],
                   k != C_AGREE ? "!" : "", k != C_AGREE ? category_name[k] : "");
        }
        printf(" (%.2f s)", run_of((state *)s, seed, cfg)->secs);
    }
    printf("\n");
    fflush(stdout);
}

static void remove_files(const state *s, unsigned long long seed)
{
    char path[PATH_MAX];
    if (s->o.keep)
        return;
    prog_path(s, seed, path, sizeof path);
    unlink(path);
    json_path(s, seed, path, sizeof path);
    unlink(path);
    for (int cfg = 0; cfg < ncfg(s); cfg++) {
        out_path(s, seed, cfg, path, sizeof path);
        unlink(path);
    }
}

/* Reads the outputs of seed's runs and classifies every comparison. */
static void classify(state *s, unsigned long long seed, seed_result *r)
{
    char path[PATH_MAX];
    for (int cfg = 0; cfg < ncfg(s); cfg++) {
        out_path(s, seed, cfg, path, sizeof path);
        r->outs[cfg] = read_file(path);
        run_verdicts(s, run_of(s, seed, cfg), r->outs[cfg], r->v[cfg], &r->why[cfg]);
    }
    json_path(s, seed, path, sizeof path);
    char *json = read_file(path);
    for (int c = 0; c < s->o.nchecks; c++)
        r->depth[c] = witness_depth(json, s->o.checks[c]);
    free(json);
    for (int cfg = 1; cfg < ncfg(s); cfg++)
        for (int c = 0; c < s->o.nchecks; c++)
            r->k[cfg][c] = compare(r->v[0][c], r->v[cfg][c], r->depth[c], s->o.bound);
}

/* Counts, reports and removes one seed whose runs have all ended. */
static void report_seed(state *s, unsigned long long seed)
{
    seed_result r;
    memset(&r, 0, sizeof r);
    if (run_of(s, seed, 0)->no_program) {
        remove_files(s, seed);
        return;
    }
    s->programs++;
    classify(s, seed, &r);
    for (int cfg = 0; cfg < ncfg(s); cfg++)
        s->run_errors += r.why[cfg] != NULL;
    for (int c = 0; c < s->o.nchecks; c++)
        s->oracle[c][r.v[0][c]]++;
    for (int cfg = 1; cfg < ncfg(s); cfg++)
        for (int c = 0; c < s->o.nchecks; c++) {
            category k = r.k[cfg][c];
            s->counts[k]++;
            if (k == C_UNKNOWN)
                note_seed(s->unknown_seeds, sizeof s->unknown_seeds, seed);
            else if (k == C_BEYOND)
                note_seed(s->beyond_seeds, sizeof s->beyond_seeds, seed);
            else if (k == C_DEEP)
                note_seed(s->deep_seeds, sizeof s->deep_seeds, seed);
        }
    if (s->o.verbose)
        print_verbose(s, seed, &r);
    for (int cfg = 1; cfg < ncfg(s); cfg++)
        print_disagreement(s, seed, cfg, &r);
    for (int cfg = 0; cfg < ncfg(s); cfg++)
        free(r.outs[cfg]);
    remove_files(s, seed);
}

static void print_summary(const state *s)
{
    const options *o = &s->o;
    long n = 0;
    for (int k = 0; k < C_COUNT; k++)
        n += s->counts[k];
    printf("difftest: explicit vs %s (--bound %ld, orderings", o->engine, o->bound);
    for (int i = 0; i < o->norderings; i++)
        printf("%s%s", i ? "," : " ", o->orderings[i]);
    printf("), seeds %llu..%llu%s: programs %ld, comparisons %ld, agree %ld, wrong %ld, "
           "missed %ld, unknown %ld, beyond %ld, deep %ld, errors %ld (runs), time %.1f s\n",
           o->first, s->stopped || interrupted ? s->next_report - 1 : o->last,
           interrupted ? " (interrupted)" : s->stopped ? " (stopped by --max-time)" : "",
           s->programs, n, s->counts[C_AGREE], s->counts[C_WRONG], s->counts[C_MISSED],
           s->counts[C_UNKNOWN], s->counts[C_BEYOND], s->counts[C_DEEP], s->run_errors,
           now() - s->t0);
    printf("oracle verdicts:");
    for (int c = 0; c < o->nchecks; c++) {
        printf(" %s", o->checks[c]);
        for (int v = 0; v <= V_ERROR; v++)
            if (s->oracle[c][v])
                printf(" %s %ld", verdict_name[v], s->oracle[c][v]);
        printf("%s", c + 1 < o->nchecks ? ";" : "\n");
    }
    if (*s->unknown_seeds)
        printf("seeds with an unknown verdict:%s\n", s->unknown_seeds);
    if (*s->beyond_seeds)
        printf("seeds where %s found a bug beyond the oracle's bounds:%s\n", o->engine,
               s->beyond_seeds);
    if (*s->deep_seeds)
        printf("seeds whose oracle witness is longer than --bound %ld net transitions:%s\n",
               o->bound, s->deep_seeds);
}

/* ----------------------------------------------------------- the loop */


static bool seed_done(state *s, unsigned long long seed)
{
    for (int cfg = 0; cfg < ncfg(s); cfg++)
        if (!run_of(s, seed, cfg)->done)
            return false;
    return true;
}

/* Starts runs until --jobs are busy: pending runs of generated seeds
 * first, then the next seed. */
static void launch(state *s)
{
    while (s->running < s->o.jobs && !interrupted) {
        bool started = false;
        for (unsigned long long seed = s->next_report; seed < s->next_seed && !started; seed++)
            for (int cfg = 0; cfg < ncfg(s) && !started; cfg++)
                if (!run_of(s, seed, cfg)->started) {
                    start_run(s, seed, cfg);
                    started = true;
                }
        if (started)
            continue;
        if (s->next_seed > s->o.last || s->stopped)
            return;
        if (s->o.max_time > 0 && now() - s->t0 > s->o.max_time) {
            s->stopped = true;
            return;
        }
        unsigned long long seed = s->next_seed++;
        if (!generate(s, seed)) {
            s->run_errors++;
            for (int cfg = 0; cfg < ncfg(s); cfg++)
                *run_of(s, seed, cfg) = (run){.started = true, .done = true, .no_program = true};
        }
    }
}

static run *run_by_pid(state *s, pid_t pid)
{
    for (unsigned long long seed = s->next_report; seed < s->next_seed; seed++)
        for (int cfg = 0; cfg < ncfg(s); cfg++) {
            run *r = run_of(s, seed, cfg);
            if (r->started && !r->done && r->pid == pid)
                return r;
        }
    return NULL;
}

/* Collects ended runs; kills runs past --timeout + KILL_GRACE. */
static void reap(state *s)
{
    int st;
    pid_t pid;
    bool any = false;
    while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
        run *r = run_by_pid(s, pid);
        if (!r)
            continue;
        r->done = true;
        r->status = exit_code(st);
        r->secs = now() - r->start;
        s->running--;
        any = true;
    }
    double t = now();
    for (unsigned long long seed = s->next_report; seed < s->next_seed; seed++)
        for (int cfg = 0; cfg < ncfg(s); cfg++) {
            run *r = run_of(s, seed, cfg);
            if (r->started && !r->done && (interrupted ||
                (!r->timed_out && t - r->start > s->o.timeout + KILL_GRACE))) {
                kill(-r->pid, SIGKILL);
                r->timed_out = true;
            }
        }
    if (!any)
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
}

/* ------------------------------------------------------------- set-up */

static void make_dir(state *s)
{
    if (s->o.keep) {
        if (mkdir(s->o.keep, 0755) && errno != EEXIST)
            die("cannot create", s->o.keep);
        if (strlen(s->o.keep) >= sizeof s->dir)
            die("path too long", s->o.keep);
        snprintf(s->dir, sizeof s->dir, "%s", s->o.keep);
        return;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(s->dir, sizeof s->dir, "%s/pnbmc-difftest.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(s->dir))
        die("cannot create a temporary folder in", tmp && *tmp ? tmp : "/tmp");
    s->own_dir = true;
}

/* Waits for pid at most secs seconds, then kills its process group;
 * false when it had to. */
static bool wait_for(pid_t pid, double secs, int *st)
{
    double end = now() + secs;
    while (waitpid(pid, st, WNOHANG) == 0) {
        if (now() > end || interrupted) {
            kill(-pid, SIGKILL);
            waitpid(pid, st, 0);
            return false;
        }
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    return true;
}

/* Is --engine E accepted? 0 yes, 77 (--skip-unavailable) or 2 not. */
static int probe(state *s)
{
    if (!strcmp(s->o.engine, "explicit"))
        return 0;
    char prog[PATH_MAX + 16], out[PATH_MAX + 16];
    snprintf(prog, sizeof prog, "%s/probe.c", s->dir);
    snprintf(out, sizeof out, "%s/probe.out", s->dir);
    FILE *f = fopen(prog, "w");
    if (!f || fputs("int main(void) { return 0; }\n", f) < 0 || fclose(f))
        die("cannot write", prog);
    char *argv[] = {(char *)s->o.pnbmc, "--engine", (char *)s->o.engine, "--check",
                    "assert", "--timeout", "20", prog, NULL};
    pid_t pid = spawn(argv, out, NULL);
    if (pid < 0)
        die("cannot run", s->o.pnbmc);
    int st = 0;
    if (!wait_for(pid, 20 + KILL_GRACE, &st))
        printf("pnbmc-difftest: warning: pnbmc --engine %s hangs on an empty program\n",
               s->o.engine);
    char *text = read_file(out);
    unlink(prog);
    unlink(out);
    int rc = 0;
    if (exit_code(st) == 2) {
        bool engine = strstr(text, "engine") != NULL;
        printf("pnbmc-difftest: %s rejects --engine %s: %s", s->o.pnbmc, s->o.engine, text);
        rc = engine && s->o.skip_unavailable ? 77 : 2;
        if (rc == 77)
            printf("pnbmc-difftest: skipped (engine not available)\n");
    }
    free(text);
    return rc;
}

int main(int argc, char **argv)
{
    state *s = calloc(1, sizeof *s);
    if (!s)
        die("out of memory", NULL);
    parse_args(&s->o, argc, argv);
    unsigned long long nseeds = s->o.last - s->o.first + 1;
    s->runs = calloc(nseeds * (unsigned long long)ncfg(s), sizeof *s->runs);
    if (!s->runs)
        die("out of memory (too many seeds?)", NULL);
    struct sigaction sa = {.sa_handler = on_signal};
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    make_dir(s);
    s->t0 = now();
    int rc = probe(s);
    s->next_seed = s->next_report = s->o.first;
    while (!rc && s->next_report <= s->o.last) {
        launch(s);
        if (s->next_report == s->next_seed && !s->running)
            break; /* stopped by --max-time or interrupted */
        reap(s);
        while (s->next_report < s->next_seed && seed_done(s, s->next_report) && !interrupted)
            report_seed(s, s->next_report++);
        if (interrupted && !s->running)
            break;
    }
    for (unsigned long long seed = s->next_report; seed < s->next_seed; seed++)
        remove_files(s, seed); /* interrupted */
    if (!rc)
        print_summary(s);
    if (s->own_dir)
        rmdir(s->dir);
    if (interrupted)
        rc = 128 + interrupted;
    else if (!rc && (s->counts[C_WRONG] || s->counts[C_MISSED] || s->run_errors))
        rc = 1;
    free_options(&s->o);
    free(s->runs);
    free(s);
    return rc;
}
