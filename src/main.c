/* src/main.c — the command line: options, pipeline, report, exit codes.
 * Exit codes: 0 no bug found, 1 bug(s) found, 2 usage or input error,
 * 3 unknown (unsupported construct, timeout, limit). */
#define _GNU_SOURCE
#include "checks/checks.h"
#include "model/model.h"
#include "replay/replay.h"
#include "solve/solve.h"
#include "witness/witness.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

#ifndef PNBMC_VERSION
#define PNBMC_VERSION "0.1.0"
#endif

#define MAX_NONDET 64

enum { FAIL_BUG, FAIL_INCONCLUSIVE, FAIL_NEVER };

typedef struct {
    const char **files;
    int nfiles;
    const char **cflags;
    int ncflags;
    bool checks[CK_COUNT];
    bool checks_given;        /* a --check was parsed: later ones add */
    int64_t bound, max_states, max_memory;
    int engine;                  /* engine_kind */
    int ordering;                /* ordering */
    bool one_run;                /* --one-run on: proofs from one run */
    int sat_proof;               /* --sat-proof: sat_proof_mode */
    bool param;                  /* --param on: proofs for any thread count */
    bool hunt;                   /* --hunt on: bugs with many threads */
    int threads, depth;
    int64_t unroll;              /* --unroll N: rounds, 0 = off */
    bool threads_auto;           /* --threads auto: widen while cut */
    double timeout;              /* counted from t_start */
    double t_start;              /* CLOCK_MONOTONIC seconds at start */
    const char *witness, *export_net, *sarif, *suppress, *baseline;
    const char *primitives;
    const char *dot, *svg;       /* --dot / --svg: net with the witness */
    const char *compile_commands;
    char ***file_cflags;         /* per input file, from compile_commands */
    int *file_ncflags;
    const char *entry;           /* --entry FUNC */
    char *args_text;             /* --args LIST, split in place */
    const char **args;           /* its words: argv[1] ... */
    int nargs;
    bool trace_full;             /* --trace full */
    bool stats, m32, verbose, spurious;
    bool no_por;                 /* --no-por */
    bool no_shorten;             /* --no-shorten */
    bool assume_sc;              /* --assume-sc */
    bool overflow_ub;            /* --signed-overflow undefined */
    int fail_on;                 /* FAIL_BUG, FAIL_INCONCLUSIVE, FAIL_NEVER */
    sup_list sup;                /* --suppress rules */
    sup_baseline *baseline_ids;  /* --baseline file: its finding ids */
    int64_t nondet[MAX_NONDET];
    int nnondet;
} cli;

static const char usage_text[] =
"usage: pnbmc [options] [--] FILE.c...   (after --: files only, -x.c too)\n"
"       pnbmc replay WITNESS.json [-- FILE.c... [cflags]]   (see pnbmc replay --help)\n"
"\n"
"Finds deadlocks, data races and assertion failures in concurrent C\n"
"programs (POSIX threads) by exploring every interleaving of the\n"
"program's visible operations on its Petri-net model.\n"
"\n"
"options:\n"
"  --check LIST          checks to run, comma separated: deadlock, race,\n"
"                        assert, atomicity, all (default: all; given\n"
"                        twice: both lists).  A file option, --args or\n"
"                        --entry given twice is an error, and so are two\n"
"                        outputs (--json, --sarif, --export-net, --dot,\n"
"                        --svg) to one file\n"
"  --primitives FILE     user-defined primitives: lines 'KIND PATTERN\n"
"                        [arg=N]' map functions whose names match the PCRE2\n"
"                        PATTERN to lock, unlock, trylock, ignore,\n"
"                        atomic_begin, atomic_end or join (N: the argument\n"
"                        naming the object or thread id, default 0), or\n"
"                        'create PATTERN [fn=N] [arg=N] [handle=N]' (start\n"
"                        routine, default 0; its argument, default 1;\n"
"                        where the thread id is stored, default none).\n"
"                        A used result needs 'ret=N' (lock, unlock,\n"
"                        ignore, atomic_begin, atomic_end: the value\n"
"                        returned) or 'success=zero|nonzero' (trylock:\n"
"                        which result means it took the lock); the\n"
"                        first rule that matches a function applies\n"
"  --bound N             at most N visible steps per run (default and 0:\n"
"                        none; the state space is explored to exhaustion)\n"
"  --threads N           thread slots per pthread_create site (3; at\n"
"                        most 1000); a joined thread's slot is reused by\n"
"                        the next creation there.  auto: start with 3\n"
"                        and, while the thread bound leaves every check\n"
"                        safe or bounded-safe, run the bounded-safe ones\n"
"                        again with twice the slots until --timeout\n"
"                        (required) runs out; a wider run that ends\n"
"                        unknown (second searches included: failed\n"
"                        tries, cancellation, weak memory) is dropped\n"
"  --depth N             maximum call depth (16; at most 1000)\n"
"  --unroll N            loops whose rounds constants decide (a counted\n"
"                        for loop with a constant bound), up to N rounds\n"
"                        (16; 0 = off; at most 1000), become straight\n"
"                        code before the analysis: one copy of the body\n"
"                        per round, with constant indices and one create\n"
"                        site per thread; a loop that creates threads\n"
"                        only up to the --threads value (the start value\n"
"                        with auto)\n"
"  --engine NAME         auto (default): explicit for 2 s (a tenth of\n"
"                        --timeout if less); the checks still open: sat\n"
"                        with 25% of the time left (10 s without\n"
"                        --timeout), then explicit again; checks it\n"
"                        leaves bounded by the nondet value domain alone:\n"
"                        smt with the time left (10 s without\n"
"                        --timeout).  explicit: the\n"
"                        explicit-state search (--param on may still\n"
"                        prove assert and race for any number of\n"
"                        threads, before or after it).  sat: the net's\n"
"                        control skeleton unrolled into SAT (CaDiCaL;\n"
"                        --bound N net transitions, default 60),\n"
"                        candidates replayed with data: bug; race,\n"
"                        assert and atomicity also safe (no target and\n"
"                        no step that may stop a run up to the\n"
"                        completeness threshold) or bounded-safe; else\n"
"                        unknown; smt: the skeleton's proofs (a quarter\n"
"                        of --timeout), then the unrolling with data for\n"
"                        the checks still open (Z3; --bound default 40,\n"
"                        or the longest run when known, up to 60).\n"
"                        param: the parameterised engine alone\n"
"                        (assert and race: safe or unknown, or\n"
"                        bounded-safe where a failed try or a\n"
"                        cancellation orders nothing: that view is an\n"
"                        explicit search; see --param)\n"
"  --sat-proof MODE      how the sat engine proves race, assert and\n"
"                        atomicity safe when the skeleton reaches neither\n"
"                        the target nor a step that may stop a run, and\n"
"                        deadlock when every run of it ends: both\n"
"                        (default): explore the skeleton's markings (a\n"
"                        share of the time), then the completeness\n"
"                        threshold of the unrolling; explore or threshold\n"
"                        alone; off: no proofs (bug or unknown); off also\n"
"                        skips the smt engine's first step, the\n"
"                        skeleton's proofs\n"
"  --ordering MODE       process (default): independent transitions of\n"
"                        different threads fire in one canonical order in\n"
"                        the sat/smt unrolling; none: every interleaving\n"
"  --one-run MODE        on (default): when no thread's path or locks\n"
"                        depend on shared data or the schedule, one run\n"
"                        of the program decides deadlock (acyclic lock\n"
"                        order), race (accesses under a common mutex or\n"
"                        ordered by create/join), assert and atomicity\n"
"                        before any search; off: the engines decide all\n"
"  --param MODE          on (default): try to prove assert and race for any\n"
"                        number of threads (symmetric threads; mutexes,\n"
"                        semaphores, write-locked rwlocks; no joins, read\n"
"                        locks or condition variables): with --timeout\n"
"                        first, for a quarter of it, when a creation is\n"
"                        inside a loop; and when the thread bound left them\n"
"                        bounded-safe, with half the time left (20 s\n"
"                        without --timeout); for assert each attempt first\n"
"                        tries a thread-modular invariant (symbolic data,\n"
"                        no mutexes or heap) with half its time; off: keep\n"
"                        the bounded answer\n"
"  --hunt MODE           on (default): with --threads auto, checks the thread\n"
"                        bound left bounded-safe are searched for bugs\n"
"                        with 128 threads per site under fixed schedulers\n"
"                        (main first then the newest thread, newest first,\n"
"                        oldest first) and the program's constants as\n"
"                        nondet values, a quarter of the time left, before\n"
"                        the widening; it only finds bugs; off: widen only\n"
"  --timeout SEC         give up after SEC seconds, counted from the start\n"
"                        (compilation included): verdict unknown (0: no\n"
"                        time-out, the default)\n"
"  --max-states N        give up after N distinct states (default 20000000;\n"
"                        0: no limit)\n"
"  --max-memory MB       give up when the search (or Z3, with --engine smt)\n"
"                        holds MB megabytes (default: 80% of RAM or of the\n"
"                        address-space limit); checked between steps, so\n"
"                        the peak may pass it by what one step takes\n"
"  --nondet-values LIST  values tried for __VERIFIER_nondet_* results other\n"
"                        than bool (default 0,1,2,-1); a cut domain makes\n"
"                        'safe' at most 'bounded-safe'\n"
"  --json FILE, --witness FILE\n"
"                        write results and witnesses as JSON (schema\n"
"                        pnbmc-result-1, see README)\n"
"  --sarif FILE          write a SARIF 2.1.0 log (code scanning).  FILE -\n"
"                        (--json or --sarif): stdout, which then holds that\n"
"                        file alone; the text report goes to stderr\n"
"  --suppress FILE       suppression rules, one 'CHECK PCRE2-PATTERN' per\n"
"                        line matched against the bug text (# comments);\n"
"                        a source comment '// pnbmc-ignore CHECK: why' on a\n"
"                        line of the bug suppresses it too\n"
"  --baseline OLD.json   bugs whose finding_id is in OLD.json (an earlier\n"
"                        --witness file; also the ids it lists under\n"
"                        passed_findings) are reported as known\n"
"  --fail-on WHEN        bug (default): exit codes below; inconclusive:\n"
"                        bounded-safe also exits 3; never: exit 0 unless\n"
"                        usage or input error\n"
"  --export-net FILE     write the Petri net: FILE.pnml (PNML) or FILE.dot\n"
"  --dot FILE            the Petri net as Graphviz with the transitions of\n"
"                        the first bug's witness run highlighted\n"
"  --svg FILE            the same, rendered by Graphviz ('dot -Tsvg')\n"
"  --trace MODE          witness tables: steps (default: one row per visible\n"
"                        step with its source line) or full (also the\n"
"                        source lines of the local computation folded into\n"
"                        each step, as '(local)' rows)\n"
"  --compile-commands F  take each input file's -I, -D, -U, -std=, -include\n"
"                        flags from its entry in the JSON compilation\n"
"                        database F (e.g. build/compile_commands.json)\n"
"  --args LIST           main's command-line arguments argv[1]... (words\n"
"                        separated by spaces, \"quoted\" ones may hold\n"
"                        spaces; '' for none); argv[0] is the\n"
"                        first file's name without extension.  Without\n"
"                        --args a use of argc or argv is unsupported\n"
"                        (verdict unknown): the command line is unknown\n"
"  --entry FUNC          analyse FUNC instead of main: --threads N threads\n"
"                        run FUNC concurrently, each called with all-zero\n"
"                        arguments (NULL pointers, 0 integers), started\n"
"                        and joined by an implicit harness thread T0;\n"
"                        a safe verdict holds for those N threads (not\n"
"                        with --threads auto)\n"
"  --stats               print net and search statistics (unrolled-loops,\n"
"                        places, transitions, arcs, threads, states, steps,\n"
"                        max-depth, time, total-time from the start,\n"
"                        peak-rss in MB; per symbolic engine its steps,\n"
"                        hops, refuted candidates, conflicts and time)\n"
"  --no-por              explicit engine: explore every interleaving (no\n"
"                        partial-order reduction of assert and race\n"
"                        searches; every heap block shared from its\n"
"                        allocation, not private until its address\n"
"                        leaves its thread)\n"
"  --no-shorten          keep a bug's witness as the search found it: by\n"
"                        default one of 24 steps or more is shortened:\n"
"                        searches for the same bug with step bounds below\n"
"                        its length, then the last steps of threads the\n"
"                        bug does not need dropped as long as the\n"
"                        simulator's replay still reaches it (-v: how\n"
"                        many steps it lost)\n"
"  --assume-sc           verdicts for sequentially consistent executions\n"
"                        only, even where atomics weaker than seq_cst\n"
"                        (relaxed, acquire, release) may run concurrently\n"
"                        with conflicting accesses (default: then a safe\n"
"                        or bounded-safe deadlock, race or assert verdict\n"
"                        is unknown, unless those are release/acquire\n"
"                        accesses of one location and nothing else runs\n"
"                        concurrently; see README 'Memory model')\n"
"  --signed-overflow MODE  wrap (default): signed +, - and * wrap\n"
"                        around, as with -fwrapv; undefined: one that\n"
"                        overflows is undefined behaviour, as C says, and\n"
"                        so is a left shift of a negative value or into\n"
"                        the sign bit (the run ends unknown; the sat\n"
"                        engine's skeleton cannot follow such arithmetic\n"
"                        on unknown values)\n"
"  --no-spurious-wakeups only signal, broadcast and time-outs wake a\n"
"                        condition wait (default: a wait may also return\n"
"                        without a signal, as POSIX allows; a thread that\n"
"                        only such a wake-up could move still counts as\n"
"                        blocked for the deadlock check);\n"
"                        --spurious-wakeups is the default\n"
"  --32                  compile for ILP32 (clang -m32); default LP64\n"
"  -I DIR, -D NAME[=V], -std=STD   passed to clang\n"
"  -v                    progress on stderr\n"
"  --help, --version\n"
"\n"
"verdicts per check: bug (with a replayed witness), safe (all runs\n"
"explored), bounded-safe (no bug, but a bound cut some runs: the reason is\n"
"shown), unknown (unsupported construct, undefined behaviour, timeout).\n"
"suppressed and known bugs are listed ('race: suppressed (...)', 'race:\n"
"known (...)') but do not count: the explicit engine searches on past\n"
"them; a new bug is reported instead, else their check counts as what\n"
"that search found ('past it: safe, ...').\n"
"exit codes: 0 no bug found, 1 bug found, 2 usage or input error,\n"
"3 unknown (and bounded-safe with --fail-on inconclusive).\n";

static int usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "pnbmc: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry 'pnbmc --help'.\n");
    return 2;
}

/* An option whose value is on or off. */
static int parse_on_off(const char *opt, const char *v, bool *out)
{
    if (strcmp(v, "on") && strcmp(v, "off")) {
        char fmt[64];
        snprintf(fmt, sizeof fmt, "unknown %s mode '%%s' (on, off)", opt);
        return usage_error(fmt, v);
    }
    *out = !strcmp(v, "on");
    return 0;
}

static bool parse_int(const char *s, int64_t lo, int64_t *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < lo)
        return false;
    *out = v;
    return true;
}

static bool parse_nondet(cli *c, const char *s)
{
    c->nnondet = 0;
    char *copy = strdup(s), *save = NULL;
    bool ok = copy != NULL;
    for (char *t = copy ? strtok_r(copy, ",", &save) : NULL; t && ok;
         t = strtok_r(NULL, ",", &save)) {
        int64_t v;
        ok = c->nnondet < MAX_NONDET && parse_int(t, INT64_MIN, &v);
        if (ok)
            c->nondet[c->nnondet++] = v;
    }
    free(copy);
    return ok && c->nnondet > 0;
}

/* A file option (--json, --primitives, ...): given twice, the first
 * would be dropped without a word.  Returns 0 (handled) or 2. */
static int set_once(const char *opt, const char **slot, const char *v)
{
    if (*slot)
        return usage_error("%s given twice", opt);
    *slot = v;
    return 0;
}

/* --check LIST: the checks of every --check given (the first one
 * replaces the default, all).  Returns 0 or 2. */
static int add_checks(cli *c, const char *list)
{
    bool more[CK_COUNT];
    char bad[64];
    if (!checks_parse(list, more, bad, sizeof bad))
        return usage_error("unknown check '%s' (deadlock, race, assert, "
                           "atomicity, all)", bad);
    for (int k = 0; k < CK_COUNT; k++)
        c->checks[k] = more[k] || (c->checks_given && c->checks[k]);
    c->checks_given = true;
    return 0;
}

/* --args LIST: its words are main's argv[1] ...: separated by blanks, a
 * "double-quoted" part may hold blanks (and \" or \\); the last --args
 * wins.  Returns 0 (parse_valued's "handled") or 2. */
static int parse_command_line(cli *c, const char *list)
{
    free(c->args_text);
    free(c->args);
    c->args_text = malloc(strlen(list) + 1);
    c->args = calloc(strlen(list) / 2 + 2, sizeof *c->args);
    c->nargs = 0;
    if (!c->args_text || !c->args) {
        fprintf(stderr, "pnbmc: error: out of memory\n");
        exit(2);
    }
    const char *p = list;
    char *out = c->args_text; /* the words, unquoted, in place */
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (!*p)
            return 0;
        c->args[c->nargs++] = out;
        bool quoted = false;
        for (; *p && (quoted || !strchr(" \t\n", *p)); p++) {
            if (*p == '"') {
                quoted = !quoted;
                continue;
            }
            if (quoted && *p == '\\' && (p[1] == '"' || p[1] == '\\'))
                p++;
            *out++ = *p;
        }
        *out++ = 0;
        if (quoted)
            return usage_error("unterminated quote in --args '%s'", list);
    }
}

/* Options that take a value; returns 0 if handled, 2 on error, -1 if not
 * an option of this kind. */
static int parse_valued(cli *c, const char *opt, const char *v)
{
    int64_t n;
    if (!strcmp(opt, "--bound"))
        return parse_int(v, 0, &c->bound) ? 0
               : usage_error("invalid --bound '%s'", v);
    if (!strcmp(opt, "--unroll"))
        return parse_int(v, 0, &c->unroll) && c->unroll <= 1000 ? 0
               : usage_error("invalid --unroll '%s' (0 to 1000)", v);
    if (!strcmp(opt, "--max-states"))
        return parse_int(v, 0, &c->max_states) ? 0
               : usage_error("invalid --max-states '%s'", v);
    if (!strcmp(opt, "--max-memory"))
        return parse_int(v, 1, &c->max_memory) ? 0
               : usage_error("invalid --max-memory '%s'", v);
    if (!strcmp(opt, "--threads") && !strcmp(v, "auto")) {
        c->threads_auto = true;
        return 0;
    }
    if (!strcmp(opt, "--threads") || !strcmp(opt, "--depth")) {
        if (!parse_int(v, 1, &n) || n > 1000)
            return usage_error(opt[2] == 't'
                                   ? "invalid --threads '%s' (1 to 1000, or "
                                     "auto)"
                                   : "invalid --depth '%s' (1 to 1000)",
                               v);
        *(opt[2] == 't' ? &c->threads : &c->depth) = (int)n;
        c->threads_auto &= opt[2] != 't';
        return 0;
    }
    if (!strcmp(opt, "--timeout")) {
        char *end;
        c->timeout = strtod(v, &end);
        return (*end || end == v || !isfinite(c->timeout) ||
                c->timeout < 0)
               ? usage_error("invalid --timeout '%s'", v) : 0;
    }
    if (!strcmp(opt, "--check"))
        return add_checks(c, v);
    if (!strcmp(opt, "--engine")) {
        static const char *const names[] = {"auto", "explicit", "smt", "sat",
                                            "param"};
        for (int i = 0; i < 5; i++)
            if (!strcmp(v, names[i])) {
                c->engine = i; /* engine_kind: ENG_AUTO ... ENG_PARAM */
                return 0;
            }
        return usage_error("unknown engine '%s' (auto, explicit, sat, smt, "
                           "param)", v);
    }
    if (!strcmp(opt, "--param"))
        return parse_on_off(opt, v, &c->param);
    if (!strcmp(opt, "--hunt"))
        return parse_on_off(opt, v, &c->hunt);
    if (!strcmp(opt, "--one-run"))
        return parse_on_off(opt, v, &c->one_run);
    if (!strcmp(opt, "--sat-proof")) {
        static const char *const modes[] = {"both", "explore", "threshold",
                                            "off"};
        for (int i = 0; i < 4; i++)
            if (!strcmp(v, modes[i])) {
                c->sat_proof = i; /* sat_proof_mode: SP_BOTH ... SP_OFF */
                return 0;
            }
        return usage_error("unknown sat proof mode '%s' (both, explore, "
                           "threshold, off)", v);
    }
    if (!strcmp(opt, "--ordering")) {
        if (strcmp(v, "none") && strcmp(v, "process"))
            return usage_error("unknown ordering '%s' (none, process)", v);
        c->ordering = !strcmp(v, "process") ? ORD_PROCESS : ORD_NONE;
        return 0;
    }
    if (!strcmp(opt, "--witness") || !strcmp(opt, "--json"))
        return set_once(opt, &c->witness, v);
    if (!strcmp(opt, "--primitives"))
        return set_once(opt, &c->primitives, v);
    if (!strcmp(opt, "--export-net"))
        return set_once(opt, &c->export_net, v);
    if (!strcmp(opt, "--dot"))
        return set_once(opt, &c->dot, v);
    if (!strcmp(opt, "--svg"))
        return set_once(opt, &c->svg, v);
    if (!strcmp(opt, "--compile-commands"))
        return set_once(opt, &c->compile_commands, v);
    if (!strcmp(opt, "--args"))
        return c->args ? usage_error("%s given twice", opt)
                       : parse_command_line(c, v);
    if (!strcmp(opt, "--entry")) {
        if (c->entry)
            return usage_error("%s given twice", opt);
        bool ok = *v != 0;
        for (const char *p = v; *p; p++)
            ok &= isalnum((unsigned char)*p) || *p == '_';
        if (!ok)
            return usage_error("invalid --entry '%s' (a function name)", v);
        c->entry = v;
        return 0;
    }
    if (!strcmp(opt, "--signed-overflow")) {
        if (strcmp(v, "wrap") && strcmp(v, "undefined"))
            return usage_error("invalid --signed-overflow '%s' (wrap, "
                               "undefined)", v);
        c->overflow_ub = !strcmp(v, "undefined");
        return 0;
    }
    if (!strcmp(opt, "--trace")) {
        if (strcmp(v, "full") && strcmp(v, "steps"))
            return usage_error("invalid --trace '%s' (steps, full)", v);
        c->trace_full = !strcmp(v, "full");
        return 0;
    }
    if (!strcmp(opt, "--sarif"))
        return set_once(opt, &c->sarif, v);
    if (!strcmp(opt, "--suppress"))
        return set_once(opt, &c->suppress, v);
    if (!strcmp(opt, "--baseline"))
        return set_once(opt, &c->baseline, v);
    if (!strcmp(opt, "--fail-on")) {
        static const char *const names[] = {"bug", "inconclusive", "never"};
        for (int k = 0; k < 3; k++)
            if (!strcmp(v, names[k])) {
                c->fail_on = k;
                return 0;
            }
        return usage_error("invalid --fail-on '%s' (bug, inconclusive, "
                           "never)", v);
    }
    if (!strcmp(opt, "--nondet-values"))
        return parse_nondet(c, v) ? 0
               : usage_error("invalid --nondet-values '%s'", v);
    return -1;
}

static int check_file_args(const cli *c);

static int parse_args(cli *c, int argc, char **argv)
{
    bool only_files = false; /* after "--": files, also "-x.c" */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_files && !strcmp(a, "--")) {
            only_files = true;
            continue;
        }
        if (only_files) {
            c->files[c->nfiles++] = a;
            continue;
        }
        if (!strcmp(a, "--help")) { fputs(usage_text, stdout); return 0; }
        if (!strcmp(a, "--version")) {
            printf("pnbmc %s\n", PNBMC_VERSION);
            return 0;
        }
        if (!strcmp(a, "--stats")) { c->stats = true; continue; }
        if (!strcmp(a, "--32")) { /* -m32: recorded for pnbmc replay */
            c->m32 = true;
            c->cflags[c->ncflags++] = "-m32";
            continue;
        }
        if (!strcmp(a, "--spurious-wakeups")) { c->spurious = true; continue; }
        if (!strcmp(a, "--no-spurious-wakeups")) {
            c->spurious = false;
            continue;
        }
        if (!strcmp(a, "--no-por")) { c->no_por = true; continue; }
        if (!strcmp(a, "--no-shorten")) { c->no_shorten = true; continue; }
        if (!strcmp(a, "--assume-sc")) { c->assume_sc = true; continue; }
        if (!strcmp(a, "-v")) { c->verbose = true; continue; }
        if ((a[0] == '-' && (a[1] == 'I' || a[1] == 'D')) ||
            !strncmp(a, "-std=", 5)) {
            c->cflags[c->ncflags++] = a;
            if (a[2] == 0 && a[1] != 's') {
                if (i + 1 >= argc)
                    return usage_error("option '%s' needs a value", a);
                c->cflags[c->ncflags++] = argv[++i];
            }
            continue;
        }
        if (a[0] == '-' && a[1]) {
            int r = i + 1 < argc ? parse_valued(c, a, argv[i + 1]) : -1;
            if (r == 0) { i++; continue; }
            if (r > 0)
                return r;
            if (i + 1 >= argc && parse_valued(c, a, "") != -1)
                return usage_error("option '%s' needs a value", a);
            return usage_error("unknown option '%s'", a);
        }
        c->files[c->nfiles++] = a;
    }
    if (c->nfiles == 0)
        return usage_error("%s", "no input file");
    if (c->threads_auto && c->timeout <= 0)
        return usage_error("%s", "--threads auto needs --timeout (the "
                           "time the widening may use)");
    if (c->entry && c->args)
        return usage_error("%s", "--args is main's command line, and with "
                           "--entry main does not run");
    if (c->entry && !strcmp(c->entry, "main"))
        return usage_error("%s", "--entry main: main is what pnbmc analyses "
                           "without --entry (--entry runs a function in "
                           "threads, with all-zero arguments)");
    if (c->entry && c->threads_auto)
        return usage_error("%s", "--threads auto widens the thread bound "
                           "of main's pthread_create sites; with --entry "
                           "give the number of threads that run the "
                           "function (--threads N)");
    return check_file_args(c);
}

/* The directory part of path p: "." when it has none, "/" for "/x". */
static void dir_of(const char *p, char *dir, size_t n)
{
    const char *slash = strrchr(p, '/');
    if (!slash)
        snprintf(dir, n, ".");
    else if (slash == p)
        snprintf(dir, n, "/");
    else
        snprintf(dir, n, "%.*s", (int)(slash - p), p);
}

/* Path p made absolute with its links resolved; a file that does not
 * exist yet by its directory's ("./o.json" and "o.json" are one file).
 * p itself when neither resolves. */
static void canonical_path(const char *p, char *out, size_t n)
{
    char dir[PATH_MAX], real[PATH_MAX];
    if (realpath(p, real)) {
        snprintf(out, n, "%s", real);
        return;
    }
    const char *slash = strrchr(p, '/');
    dir_of(p, dir, sizeof dir);
    if (realpath(dir, real))
        snprintf(out, n, "%s/%s", real, slash ? slash + 1 : p);
    else
        snprintf(out, n, "%s", p);
}

static bool same_file(const char *a, const char *b)
{
    char x[PATH_MAX + 256], y[PATH_MAX + 256];
    canonical_path(a, x, sizeof x);
    canonical_path(b, y, sizeof y);
    return !strcmp(x, y);
}

/* Output `out` of option opt cannot be written (its directory is
 * missing or read-only) or would replace one of the files pnbmc reads (a
 * source file given, the primitives, suppression or compilation database
 * file; an earlier --baseline may be the new --json on purpose): 2, else
 * -1. */
static int output_refused(const cli *c, const char *opt,
                                   const char *out)
{
    const char *in[] = {c->primitives, c->suppress, c->compile_commands};
    char msg[PATH_MAX + 128], dir[PATH_MAX];
    dir_of(out, dir, sizeof dir);
    if (access(dir, W_OK) != 0) { /* found before the analysis, not after */
        snprintf(msg, sizeof msg, "%s %s: cannot write in directory %s: %s",
                 opt, out, dir, strerror(errno));
        return usage_error("%s", msg);
    }
    const char *dot = strrchr(out, '.');
    if (dot && (!strcmp(dot, ".c") || !strcmp(dot, ".h") ||
                !strcmp(dot, ".i")) && access(out, F_OK) == 0) {
        snprintf(msg, sizeof msg, "%s %s would overwrite that C source "
                 "file (is the output's name missing?)", opt, out);
        return usage_error("%s", msg);
    }
    for (int i = -c->nfiles; i < 3; i++) {
        const char *f = i < 0 ? c->files[c->nfiles + i] : in[i];
        if (!f || !same_file(out, f))
            continue;
        snprintf(msg, sizeof msg, "%s %s would overwrite the input file "
                 "%s", opt, out, f);
        return usage_error("%s", msg);
    }
    return -1;
}

/* An input file given twice; two reports (or graphs) written to one
 * file (the last would replace the others without a word); an output
 * output_refused refuses.  Returns -1 (go on) or 2. */
static int check_file_args(const cli *c)
{
    const char *out[] = {c->witness, c->sarif, c->export_net, c->dot,
                         c->svg};
    const char *opt[] = {"--json", "--sarif", "--export-net", "--dot",
                         "--svg"};
    enum { N = sizeof out / sizeof out[0] };
    for (int i = 0; i < c->nfiles; i++)
        for (int j = i + 1; j < c->nfiles; j++)
            if (same_file(c->files[i], c->files[j]))
                return usage_error("%s is given twice (its definitions "
                                   "would be linked twice)", c->files[j]);
    for (int i = 0; i < N; i++) {
        if (!out[i] || !strcmp(out[i], "-")) /* both '-': report_to_stdout */
            continue;
        int rc = output_refused(c, opt[i], out[i]);
        if (rc >= 0)
            return rc;
        for (int j = i + 1; j < N; j++)
            if (out[j] && strcmp(out[j], "-") && same_file(out[i], out[j])) {
                char both[64];
                snprintf(both, sizeof both, "%s and %s", opt[i], opt[j]);
                return usage_error("%s both write one file", both);
            }
    }
    return -1; /* go on */
}

static int input_error(const cli *c, const char *msg); /* report.inc */

#include "src/compdb.inc"
#include "src/report.inc"

/* Reads --suppress and --baseline before any analysis: 2 on error. */
static int load_inputs(cli *c)
{
    char err[600];
    if (c->suppress && !sup_load(c->suppress, &c->sup, err, sizeof err))
        return input_error(c, err);
    if (c->baseline &&
        !(c->baseline_ids = sup_baseline_load(c->baseline, err, sizeof err)))
        return input_error(c, err);
    if (c->compile_commands)
        return cdb_apply(c);
    return -1;
}

/* --json - or --sarif -: stdout holds that file alone (a pipe into a
 * JSON tool), so the text report and --stats go to stderr.  Returns -1
 * (go on) or 2. */
static int report_to_stdout(cli *c)
{
    bool json = c->witness && !strcmp(c->witness, "-");
    bool sarif = c->sarif && !strcmp(c->sarif, "-");
    if (json && sarif)
        return usage_error("%s", "--json - and --sarif - both want stdout");
    if (!json && !sarif)
        return -1;
    fflush(stdout);
    int fd = dup(STDOUT_FILENO);
    report_stdout = fd < 0 ? NULL : fdopen(fd, "w");
    if (!report_stdout || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        fprintf(stderr, "pnbmc: error: cannot redirect stdout: %s\n",
                strerror(errno));
        return 2;
    }
    return -1;
}

static void on_sigpipe(int sig) { (void)sig; }

/* A reader that goes away (pnbmc ... --witness w.json | head -1) makes
 * writes to stdout fail with EPIPE instead of killing pnbmc before it
 * writes its files.  A handler, not SIG_IGN: exec resets it, so clang,
 * dot and a replayed program get the default action. */
static void survive_closed_stdout(void)
{
    struct sigaction sa = {.sa_handler = on_sigpipe, .sa_flags = SA_RESTART};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPIPE, &sa, NULL);
}

int main(int argc, char **argv)
{
    survive_closed_stdout();
    if (argc > 1 && !strcmp(argv[1], "replay"))
        return replay_main(argc - 1, argv + 1);
    cli c = {0};
    c.t_start = wall_now(); /* --timeout includes the front-end */
    setvbuf(stdout, NULL, _IOLBF, 0); /* keep report and diagnostics in order */
    c.files = calloc((size_t)argc, sizeof *c.files);
    c.cflags = calloc((size_t)argc, sizeof *c.cflags);
    if (!c.files || !c.cflags)
        return 2;
    for (int k = 0; k < CK_COUNT; k++)
        c.checks[k] = true;
    c.threads = 3;
    c.ordering = ORD_PROCESS;
    c.one_run = true;
    c.param = true;
    c.hunt = true;
    c.spurious = true;
    c.engine = ENG_AUTO;
    c.depth = 16;
    c.unroll = 16;
    c.max_states = 20000000;
    int64_t dflt[] = {0, 1, 2, -1};
    memcpy(c.nondet, dflt, sizeof dflt);
    c.nnondet = 4;
    int rc = parse_args(&c, argc, argv);
    if (rc < 0)
        rc = report_to_stdout(&c);
    if (rc < 0)
        rc = load_inputs(&c);
    if (rc < 0)
        rc = run(&c);
    sup_free(&c.sup);
    cdb_release(&c);
    sup_baseline_free(c.baseline_ids);
    free(c.args_text);
    free(c.args);
    free(c.files);
    free(c.cflags);
    if (report_stdout && fclose(report_stdout) != 0 && rc != 2)
        rc = 2;
    return rc;
}
