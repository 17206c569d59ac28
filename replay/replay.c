/* replay/replay.c — `pnbmc replay WITNESS.json -- prog.c [cflags...]`:
 * reads the first bug of a pnbmc-result-1 file, instruments the program
 * (instrument.c), links it with the replay runtime and runs it under the
 * witness's schedule. */
#define _GNU_SOURCE
#include "replay/replay.h"
#include "model/model.h"
#include "model/lower.h"
#include "replay/runtime/pnbmc_rt.h"
#include "witness/witness.h"

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef PNBMC_CLANG_PATH
#define PNBMC_CLANG_PATH "clang"
#endif
#ifndef PNBMC_RUNTIME_SRC
#define PNBMC_RUNTIME_SRC "replay/runtime/pnbmc_rt.c"
#endif

extern char **environ;

static const char replay_usage[] =
"usage: pnbmc replay [options] WITNESS.json [-- FILE.c|FILE.i... [clang flags]]\n"
"\n"
"Reproduces a witness of `pnbmc --witness WITNESS.json` on the real\n"
"program: the program is compiled with clang at -O0 -g (then mem2reg), a\n"
"call into the replay runtime is inserted before every visible operation\n"
"(loads and stores not on the stack or thread-local, atomics,\n"
"memset/memcpy, free, thread, lock, condition, semaphore and barrier\n"
"calls, error calls, __VERIFIER_nondet_*), and the program runs\n"
"with a scheduler that forces the witness's order of steps (thread, file,\n"
"line); the values read and written are checked against the witness's.\n"
"A condition wait that the witness ends without a signal (a spurious\n"
"wake-up, a time-out) is made to end so, whatever its deadline.\n"
"The first result with verdict \"bug\" is replayed. Without '--', the\n"
"program is built from what the witness file records of pnbmc's command\n"
"line: its input files (paths as given there), clang flags (-D, -I, -std)\n"
"and --primitives file.\n"
"\n"
"  deadlock  after the last step the threads block for real; when a\n"
"            thread stays blocked for 2 s (also while the process\n"
"            exits): 'deadlock reproduced'\n"
"  race      the two racing threads both reach their access, at least\n"
"            one of them not atomic in the program: 'race reproduced:\n"
"            ... are both pending'\n"
"  assert    the program's own reach_error/assert fails\n"
"  atomicity the loading thread reaches its relaxed load: 'atomicity\n"
"            violation reproduced'\n"
"Each load, store and read-modify-write must have the witness's memory\n"
"order.\n"
"\n"
"options:\n"
"  --check NAME     replay the first bug of that check (deadlock, race,\n"
"                   assert, atomicity) instead of the first bug\n"
"  --primitives FILE  the user-defined primitives the witness was found\n"
"                   with (pnbmc --primitives): a matching call is one step,\n"
"                   the operations inside it run as part of that step\n"
"  --timeout SEC    kill the program after SEC seconds (default 30)\n"
"  --keep           keep the temporary directory (instrumented bitcode,\n"
"                   executable, schedule) and print its path\n"
"  -v               print the clang commands and the schedule\n"
"\n"
"exit codes: 1 the bug was reproduced, 3 it was not (the run diverged\n"
"from the witness: 'replay: diverged at step K: ...', a thread waited more\n"
"than 5 s for its turn, the program ended first, or the timeout), 2 usage\n"
"or input error.\n"
"\n"
"What replay cannot force: __VERIFIER_nondet_* results are fed from the\n"
"witness, but other inputs (files, stdin, environment, time), external I/O\n"
"and signals are not controlled; uninstrumented library code (libc\n"
"internals, the bytes memcpy/memset copy, malloc) runs with real\n"
"timing; only the witness's visible steps are ordered, accesses pnbmc\n"
"folded into a step (thread-local) run freely; the program is compiled\n"
"at -O0 (optimised builds may behave differently); thread ids are\n"
"pthread_create order.\n";

typedef struct {
    int tid, line, col, kind;
    long long value;
    const char *file, *action;
} wstep;

static const char *base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

static bool starts(const char *s, const char *p)
{
    return !strncmp(s, p, strlen(p));
}

static bool ends(const char *s, const char *p)
{
    size_t n = strlen(s), m = strlen(p);
    return n >= m && !strcmp(s + n - m, p);
}

/* An access to a variadic call's argument area: "read va.args7 (local
 * of T0)+8 -> 5" (LLVM numbers the areas of one function). */
static bool names_va_area(const char *a)
{
    const char *p = strstr(a, " " MODEL_VA_AREA_NAME);
    if (!p)
        return false;
    p += 1 + strlen(MODEL_VA_AREA_NAME);
    while (*p >= '0' && *p <= '9')
        p++;
    return starts(p, " (");
}

/* The memory order an action names after "atomic " ("relaxed read x
 * -> 1"), RO_UNKNOWN if none. */
static int action_order(const char *a)
{
    static const struct {
        const char *name;
        int order;
    } orders[] = {{"relaxed ", RO_RELAXED}, {"acquire ", 4}, {"release ", 5},
                  {"acq_rel ", 6}, {"seq_cst ", 7}};
    for (size_t i = 0; i < sizeof orders / sizeof orders[0]; i++)
        if (starts(a, orders[i].name))
            return orders[i].order;
    return RO_UNKNOWN;
}

/* The integer a step's text ends with at s: signed ("-3") or unsigned
 * ("4294967293", up to 2^64 - 1, kept as its two's complement bits);
 * false when s holds something else (an address, a float). */
static bool step_value(const char *s, long long *value)
{
    if (!isdigit((unsigned char)s[*s == '-']))
        return false;
    char *end;
    errno = 0;
    if (*s == '-')
        *value = strtoll(s, &end, 10);
    else
        *value = (long long)strtoull(s, &end, 10);
    return *end == 0 && errno == 0;
}

/* The kind of a witness step, from its action text (witness/render.c,
 * solve/sim_*.inc); *order: a read's or write's memory order (RO_PLAIN
 * when not atomic), else RO_UNKNOWN. */
static int action_kind(const char *a, long long *value, bool *hasval,
                       int *order)
{
    *value = 0;
    *hasval = false;
    *order = RO_UNKNOWN;
    int access_order = RO_PLAIN;
    if ((strstr(a, ": unlock ") && strstr(a, "and wait")) ||
        strstr(a, ": wait, keep ") ||
        (starts(a, "cond_timedwait ") && strstr(a, " (tv_nsec out of range)")) ||
        (strstr(a, ": mutex ") && (ends(a, " not held -> EPERM") ||
                                   ends(a, " not held -> thrd_error"))))
        return RK_CONDWAIT; /* the last two: refused at once (EINVAL, EPERM) */
    if (strstr(a, ": woken, lock ") || strstr(a, ": timed out, lock "))
        return RK_CONDWAKE;
    if (ends(a, ": wakes up spuriously") || ends(a, ": times out"))
        return RK_WAKEUP;
    if (!strcmp(a, "atomic begin") || starts(a, "call __VERIFIER_atomic_"))
        return RK_ATOMIC;
    if (starts(a, "atomic rmw ") || starts(a, "cmpxchg "))
        return RK_RMW; /* an older pnbmc's, without the order */
    if (starts(a, "atomic ") && !starts(a, "atomic begin") &&
        !starts(a, "atomic end")) {
        const char *s = strchr(a + 7, ' ');   /* "atomic ORDER read ..." */
        access_order = action_order(a + 7);
        if (s)
            a = s + 1;
    }
    if (starts(a, "rmw ") || starts(a, "cmpxchg ")) {
        /* cmpxchg: its success order */
        *order = access_order == RO_PLAIN ? RO_UNKNOWN : access_order;
        return RK_RMW;
    }
    if (starts(a, "read ") || starts(a, "write "))
        *order = access_order;
    if (starts(a, "read ") || starts(a, "write ")) {
        const char *v = strstr(a, starts(a, "read ") ? " -> " : " := ");
        if (v)
            *hasval = step_value(v + 4, value);
        return starts(a, "read ") ? RK_READ : RK_WRITE;
    }
    static const char *const locks[] = {"lock ", "trylock ", "rdlock ",
        "wrlock ", "tryrdlock ", "trywrlock ", "timedlock ", "timedrdlock ",
        "timedwrlock ", NULL};
    for (int i = 0; locks[i]; i++)
        if (starts(a, locks[i]))
            return RK_LOCK;
    /* block accesses: the instrumentation hooks them as accesses too */
    if (starts(a, "memset ") || starts(a, "free "))
        return RK_WRITE;
    if (starts(a, "memcpy to "))
        return RK_COPY;
    if (starts(a, "unlock "))
        return RK_UNLOCK;
    if (starts(a, "create T"))
        return RK_CREATE;
    if (starts(a, "join T") || starts(a, "tryjoin T") ||
        starts(a, "timedjoin T"))
        return RK_JOIN;
    if (starts(a, "signal ") || starts(a, "broadcast "))
        return RK_SIGNAL;
    if (starts(a, "sem_wait ") || starts(a, "sem_trywait ") ||
        starts(a, "sem_timedwait ") || starts(a, "sem_post "))
        return RK_SEM;
    if (starts(a, "barrier_wait "))
        return strstr(a, ": released") ? RK_BARRIER_DONE : RK_BARRIER;
    if (starts(a, "pthread_once ") || starts(a, "call_once "))
        return ends(a, ": done") ? RK_ONCE_DONE : RK_ONCE;
    if (starts(a, "pthread_exit"))
        return RK_THREAD_EXIT;
    if (starts(a, "__VERIFIER_nondet_")) {
        const char *v = strstr(a, "-> ");
        char num[32];
        /* a float's "BITS (VALUE)": its bits */
        if (v && sscanf(v + 3, "%31[-0-9]", num) == 1)
            *hasval = step_value(num, value);
        return RK_NONDET;
    }
    if (starts(a, "assertion failed"))
        return RK_ASSERT;
    if (ends(a, " (program ends)"))
        return starts(a, "return from main") ? RK_MAIN_RETURN : RK_END;
    if (ends(a, "()") && !strchr(a, ' '))
        return RK_ERROR;
    return RK_OTHER;
}

/* A read of the flag with which pnbmc's cancellation model tells which
 * view the analysis runs in (model/lower.h's CANCEL_VIEW_GLOBAL): no
 * memory of the real library. */
static bool reads_view_flag(const char *action)
{
    return action && starts(action, "read " CANCEL_VIEW_GLOBAL " ");
}

/* File id of a witness file: the program file with the same base name. */
static int witness_file_id(const char *f, char **files, int nfiles)
{
    if (!f)
        return -1;
    for (int i = 0; i < nfiles; i++)
        if (!strcmp(files[i], f))
            return i;
    for (int i = 0; i < nfiles; i++)
        if (!strcmp(base_name(files[i]), base_name(f)))
            return i;
    return -1;
}

static void one_line(FILE *out, const char *s)
{
    for (; s && *s; s++)
        fputc(*s == '\n' || *s == '\r' ? ' ' : *s, out);
    fputc('\n', out);
}

/* Whether the numbers of a witness step are what pnbmc writes: an
 * integer thread id in range, integer line and column when present. */
static bool step_valid(const jval *s)
{
    static const char *const keys[] = {"thread", "line", "column", "step"};
    if (!s || s->kind != JV_OBJ)
        return false;
    for (int k = 0; k < 4; k++) {
        const jval *v = json_get(s, keys[k]);
        if (!v ? k == 0 : v->kind != JV_NUM || v->num != (long long)v->num ||
                          v->num < 0 || (k == 0 && v->num >= 100000))
            return false;
    }
    return true;
}

/* Whether name is one check's (check_name's). */
static bool known_check(const char *name)
{
    for (int k = 0; k < CK_COUNT; k++)
        if (!strcmp(name, check_name((check_kind)k)))
            return true;
    return false;
}

/* What makes a witness one replay cannot follow, or NULL. */
static const char *bad_witness(const char *check, const jval *steps,
                               const jval *race)
{
    if (!known_check(check))
        return "unknown check";
    for (int pass = 0; pass < 2; pass++) {
        const jval *arr = pass ? race : steps;
        if (pass && arr && arr->kind != JV_ARR)
            return "race is not an array";
        for (int i = 0; arr && i < arr->nitems; i++)
            if (!step_valid(arr->items[i]))
                return "a step without an integer thread, line or column "
                       "in range";
    }
    return NULL;
}

static bool write_schedule(const char *path, const char *check,
                           const jval *steps, const jval *race, char **files,
                           int nfiles, bool verbose, int *nforced)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    fprintf(f, "mode %s\n", check);
    for (int i = 0; i < nfiles; i++) {
        fprintf(f, "file %d ", i);
        one_line(f, base_name(files[i]));
    }
    /* the C library models' steps name this one (no instrumented code
     * does: it is only for the runtime's messages) */
    fprintf(f, "file %d <libc>/pnbmc_libc.c\n", nfiles);
    *nforced = 0;
    int libc_accesses = 0;
    const jval *first_libc = NULL;
    for (int pass = 0; pass < 2; pass++) {
        const jval *arr = pass ? race : steps;
        for (int i = 0; arr && arr->kind == JV_ARR && i < arr->nitems; i++) {
            const jval *s = arr->items[i];
            const char *action = json_str(s, "action");
            long long value;
            bool hasval;
            int order, kind = action_kind(action ? action : "", &value,
                                          &hasval, &order);
            /* a race's pair names no order (one side may be atomic) */
            if (pass && !strcmp(check, "race"))
                order = RO_UNKNOWN;
            int fid = witness_file_id(json_str(s, "file"), files, nfiles);
            const jval *at = s; /* where the step's operation is */
            /* pnbmc's C library models: the real program runs the real,
             * uninstrumented library there */
            /* a variadic call's argument area: the real program passes
             * the arguments in registers and on the stack */
            if (action && names_va_area(action)) {
                kind = RK_OTHER;
                hasval = false;
            }
            /* a qsort comparator's step: glibc calls it in its own order */
            const jval *unordered = json_get(s, "unordered");
            if (unordered && unordered->kind == JV_BOOL && unordered->b) {
                kind = RK_OTHER;
                hasval = false;
            }
            if (json_str(s, "file") && !strncmp(json_str(s, "file"),
                                                "<libc>/", 7)) {
                if (!pass && (kind == RK_READ || kind == RK_WRITE) &&
                    !reads_view_flag(action) && !libc_accesses++)
                    first_libc = s;
                fid = nfiles;
                kind = RK_OTHER;
                hasval = false;
                order = RO_UNKNOWN;
                const jval *call = json_get(s, "call");
                if (!pass && call && json_str(call, "text") &&
                    !strcmp(json_str(call, "text"), "pthread_cancel")) {
                    /* the request, at the program's call */
                    fid = witness_file_id(json_str(call, "file"), files,
                                          nfiles);
                    at = call;
                    kind = RK_CANCEL;
                }
                if (pass)
                    printf("replay: note: T%lld's racing access (%s:%lld) is "
                           "in pnbmc's model of the C library; the real "
                           "program runs the real library, which replay "
                           "neither sees nor stops: the race itself cannot "
                           "be reproduced\n", json_int(s, "thread", 0),
                           json_str(s, "file"), json_int(s, "line", 0));
            }
            if (!pass) {
                fprintf(f, "step %lld %lld %d %lld %lld %d %d %lld ",
                        json_int(s, "step", i + 1), json_int(s, "thread", 0),
                        fid, json_int(at, "line", 0),
                        json_int(at, "column", 0),
                        kind | order << RK_ORDER_SHIFT, hasval, value);
                *nforced += kind != RK_OTHER;
            } else {
                fprintf(f, "race %lld %d %lld %lld %d ",
                        json_int(s, "thread", 0), fid, json_int(s, "line", 0),
                        json_int(s, "column", 0),
                        kind | order << RK_ORDER_SHIFT);
            }
            one_line(f, action ? action : "?");
            if (verbose)
                fprintf(stderr, "replay: %s T%lld %s:%lld %s%s\n",
                        pass ? "race" : "step", json_int(s, "thread", 0),
                        json_str(s, "file") ? json_str(s, "file") : "?",
                        json_int(s, "line", 0), action ? action : "?",
                        kind == RK_OTHER ? " (not forced)" : "");
        }
    }
    if (libc_accesses) {
        /* the program's call the access runs in, when the witness has it */
        const jval *call = json_get(first_libc, "call"), *at = first_libc;
        char in[200] = "";
        if (call && json_str(call, "text") && json_str(call, "file")) {
            snprintf(in, sizeof in, "in %.100s ", json_str(call, "text"));
            at = call;
        }
        printf("replay: note: the witness reads or writes memory %d time%s "
               "in pnbmc's model of the C library (first: T%lld %sat "
               "%s:%lld); the real program runs the real library, which "
               "replay neither sees nor orders: an outcome that depends on "
               "how those accesses interleave with other threads may not be "
               "reproduced\n",
               libc_accesses, libc_accesses == 1 ? "" : "s",
               json_int(first_libc, "thread", 0), in, json_str(at, "file"),
               json_int(at, "line", 0));
    }
    bool ok = !ferror(f);
    return fclose(f) == 0 && ok;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs the instrumented program with the command line cmd (argv[0] ...,
 * NULL); returns the exit code of pnbmc replay. */
static int run_program(const char *exe, char *const *cmd, const char *sched,
                       double timeout)
{
    size_t nenv = 0;
    while (environ[nenv])
        nenv++;
    char **env = calloc(nenv + 2, sizeof *env);
    char *var = malloc(strlen(PNBMC_RT_ENV) + strlen(sched) + 2);
    if (!env || !var) {
        free(env);
        free(var);
        fprintf(stderr, "pnbmc replay: out of memory\n");
        return 2;
    }
    sprintf(var, "%s=%s", PNBMC_RT_ENV, sched);
    size_t k = 0;
    for (size_t i = 0; i < nenv; i++)
        if (!starts(environ[i], PNBMC_RT_ENV "="))
            env[k++] = environ[i];
    env[k++] = var;
    env[k] = NULL;
    fflush(stdout);
    fflush(stderr);
    pid_t pid;
    int rc = posix_spawn(&pid, exe, NULL, NULL, cmd, env);
    free(env);
    free(var);
    if (rc != 0) {
        fprintf(stderr, "pnbmc replay: cannot run '%s': %s%s\n", exe,
                strerror(rc), rc == ENOEXEC ? " (a --32 witness's program "
                "is a 32-bit one: this system cannot run 32-bit programs)"
                                            : "");
        return 2;
    }
    double start = now();
    int status = 0;
    bool killed = false;
    for (;;) {
        pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid)
            break;
        if (r < 0 && errno != EINTR) {
            fprintf(stderr, "pnbmc replay: waitpid: %s\n", strerror(errno));
            return 2;
        }
        if (!killed && now() - start > timeout) {
            kill(pid, SIGKILL);
            killed = true;
        }
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    if (killed) {
        printf("replay: not reproduced: timeout after %g s\n", timeout);
        return 3;
    }
    if (WIFSIGNALED(status)) {
        printf("replay: not reproduced: the program was killed by signal "
               "%d\n", WTERMSIG(status));
        return 3;
    }
    int code = WEXITSTATUS(status);
    if (code == PNBMC_RT_REPRODUCED)
        return 1;
    if (code == PNBMC_RT_DIVERGED)
        return 3;
    printf("replay: not reproduced: the program exited with status %d\n",
           code);
    return 3;
}

/* The runtime source: $PNBMC_RUNTIME, the path configured at build time,
 * or next to the executable (../share/pnbmc/pnbmc_rt.c for an installed
 * pnbmc, ../replay/runtime/pnbmc_rt.c for build/pnbmc in the source tree).
 * pnbmc_rt.h must sit next to it. */
static const char *runtime_src(char *buf, size_t n)
{
    const char *env = getenv("PNBMC_RUNTIME");
    if (env && *env)
        return env;
    if (access(PNBMC_RUNTIME_SRC, R_OK) == 0)
        return PNBMC_RUNTIME_SRC;
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        exe[len] = 0;
        char *slash = strrchr(exe, '/');
        if (slash)
            *slash = 0;
        static const char *const rel[] = {"../share/pnbmc/pnbmc_rt.c",
                                          "../replay/runtime/pnbmc_rt.c",
                                          "replay/runtime/pnbmc_rt.c"};
        for (int i = 0; i < 3; i++) {
            snprintf(buf, n, "%s/%s", exe, rel[i]);
            if (access(buf, R_OK) == 0)
                return buf;
        }
    }
    return PNBMC_RUNTIME_SRC;
}

static void remove_dir(const char *dir, const char *const *names, int n)
{
    char path[4096];
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
}

static int json_strings(const jval *a)
{
    int n = 0;
    for (int k = 0; a && a->kind == JV_ARR && k < a->nitems; k++)
        n += a->items[k]->kind == JV_STR;
    return n;
}

static void add_strings(const jval *a, const char **to, int *n)
{
    for (int k = 0; a && a->kind == JV_ARR && k < a->nitems; k++)
        if (a->items[k]->kind == JV_STR)
            to[(*n)++] = a->items[k]->str;
}

/* The command line of the witness's run: argv[0] as pnbmc named the
 * program, then the witness's "args" (none without them: the model then
 * used neither argc nor argv), then NULL.  argv[0] is malloc'd. */
static char **command_line(const jval *root, const char *src)
{
    const jval *a = json_get(root, "args");
    int n = 0;
    char **cmd = calloc((size_t)json_strings(a) + 2, sizeof *cmd);
    if (!cmd || !(cmd[n++] = model_program_name(src))) {
        free(cmd);
        return NULL;
    }
    add_strings(a, (const char **)cmd, &n);
    return cmd;
}

/* The program to build: the sources and clang flags after '--' (nargs
 * of them, -1 when there is no '--'); without '--', those pnbmc built
 * it from, as the witness file records them ("inputs", "cflags").  The
 * witness's steps follow its "primitives", so they hold with '--' too,
 * unless --primitives is given. */
static bool program_args(const jval *root, int nargs, char **args,
                         const char ***srcs, int *nsrcs,
                         const char ***cflags, int *ncflags,
                         const char **prims)
{
    const jval *in = nargs < 0 ? json_get(root, "inputs") : NULL;
    const jval *fl = nargs < 0 ? json_get(root, "cflags") : NULL;
    size_t cap = (size_t)(nargs > 0 ? nargs : 0) + (size_t)json_strings(in) +
                 (size_t)json_strings(fl) + 1;
    *srcs = calloc(cap, sizeof **srcs);
    *cflags = calloc(cap, sizeof **cflags);
    if (!*srcs || !*cflags) {
        fprintf(stderr, "pnbmc replay: out of memory\n");
        return false;
    }
    for (int k = 0; k < nargs; k++) {
        if (args[k][0] != '-' &&
            (ends(args[k], ".c") || ends(args[k], ".i"))) /* C, preprocessed */
            (*srcs)[(*nsrcs)++] = args[k];
        else
            (*cflags)[(*ncflags)++] = args[k];
    }
    add_strings(in, *srcs, nsrcs);
    add_strings(fl, *cflags, ncflags);
    if (!*prims)
        *prims = json_str(root, "primitives");
    return true;
}

int replay_main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *wpath = NULL, *want = NULL, *prims = NULL;
    double timeout = 30;
    bool keep = false, verbose = false, dashdash = false;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            dashdash = true;
            break;
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(replay_usage, stdout);
            return 0;
        } else if (!strcmp(a, "--timeout") && i + 1 < argc) {
            char *end;
            timeout = strtod(argv[++i], &end);
            if (*end || timeout <= 0) {
                fprintf(stderr, "pnbmc replay: bad --timeout '%s'\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(a, "--check") && i + 1 < argc) {
            want = argv[++i];
            if (!known_check(want)) {
                fprintf(stderr, "pnbmc replay: unknown check '%s' (deadlock, "
                        "race, assert or atomicity)\n", want);
                return 2;
            }
        } else if (!strcmp(a, "--primitives") && i + 1 < argc) {
            prims = argv[++i];
        } else if (!strcmp(a, "--keep")) {
            keep = true;
        } else if (!strcmp(a, "-v")) {
            verbose = true;
        } else if (a[0] == '-' || wpath) {
            fprintf(stderr, "pnbmc replay: unexpected argument '%s' (see "
                    "pnbmc replay --help)\n", a);
            return 2;
        } else {
            wpath = a;
        }
    }
    if (!wpath) {
        fprintf(stderr, "pnbmc replay: missing WITNESS.json\n%s",
                replay_usage);
        return 2;
    }
    int ret = 2;
    char *text = NULL, **files = NULL;
    int nfiles = 0;
    jval *root = NULL;
    char tmpdir[4096] = "";
    char err[1024] = "";
    uprims *up = NULL;
    const char **srcs = NULL, **cflags = NULL;
    int nsrcs = 0, ncflags = 0;
    text = wit_read_file(wpath, err, sizeof err);
    if (!text) {
        fprintf(stderr, "pnbmc replay: %s\n", err);
        goto out;
    }
    root = json_parse(text, err, (int)sizeof err);
    const char *schema = root ? json_str(root, "schema") : NULL;
    if (!root || !schema || !starts(schema, "pnbmc-result-1")) {
        fprintf(stderr, "pnbmc replay: '%s' is not a pnbmc --witness JSON file"
                " (schema pnbmc-result-1)%s%s\n", wpath, root ? "" : ": ",
                root ? "" : err);
        goto out;
    }
    if (!program_args(root, dashdash ? argc - i : -1, argv + i, &srcs,
                      &nsrcs, &cflags, &ncflags, &prims))
        goto out;
    if (!nsrcs) {
        fprintf(stderr, "pnbmc replay: no program: pnbmc replay WITNESS.json "
                "-- FILE.c... (the witness names no input)\n");
        goto out;
    }
    for (int k = 0; k < nsrcs; k++)
        if (access(srcs[k], R_OK) != 0) {
            fprintf(stderr, "pnbmc replay: cannot read '%s': %s\n", srcs[k],
                    strerror(errno));
            goto out;
        }
    merr perr = {0, ""};
    if (prims && !(up = uprims_load(prims, &perr))) {
        fprintf(stderr, "pnbmc replay: %s\n", perr.msg);
        goto out;
    }
    const jval *results = json_get(root, "results"), *bug = NULL;
    for (int k = 0; results && results->kind == JV_ARR &&
                    k < results->nitems && !bug; k++) {
        const jval *r = results->items[k];
        const char *v = json_str(r, "verdict"), *c = json_str(r, "check");
        if (v && !strcmp(v, "bug") && json_get(r, "witness") &&
            (!want || (c && !strcmp(c, want))))
            bug = r;
    }
    if (!bug) {
        fprintf(stderr, "pnbmc replay: '%s' has no result with verdict "
                "\"bug\"%s%s and a witness\n", wpath, want ? " of check " : "",
                want ? want : "");
        goto out;
    }
    if (json_str(root, "entry")) {
        fprintf(stderr, "pnbmc replay: '%s' is a witness of an --entry %s "
                "run: replay runs the program from main, which does not "
                "start %s's threads\n", wpath, json_str(root, "entry"),
                json_str(root, "entry"));
        goto out;
    }
    const char *check = json_str(bug, "check");
    const jval *w = json_get(bug, "witness");
    const jval *steps = json_get(w, "steps"), *race = json_get(w, "race");
    /* an atomicity violation's pending load: a one-row "race" */
    jval *load = (jval *)json_get(w, "load"), loads = {.kind = JV_ARR};
    if (check && !strcmp(check, "atomicity") && load) {
        loads.items = &load;
        loads.nitems = 1;
        race = &loads;
    }
    const char *bad = !check || !steps || steps->kind != JV_ARR
                    ? "no check or steps" : bad_witness(check, steps, race);
    if (bad) {
        fprintf(stderr, "pnbmc replay: '%s': malformed witness (%s)\n",
                wpath, bad);
        goto out;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/pnbmc-replay-XXXXXX",
             tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(tmpdir)) {
        fprintf(stderr, "pnbmc replay: cannot create a temporary directory: "
                "%s\n", strerror(errno));
        tmpdir[0] = 0;
        goto out;
    }
    char bc[4200], exe[4200], sched[4200];
    snprintf(bc, sizeof bc, "%s/prog.bc", tmpdir);
    snprintf(exe, sizeof exe, "%s/prog", tmpdir);
    snprintf(sched, sizeof sched, "%s/schedule.txt", tmpdir);
    if (!replay_instrument(srcs, nsrcs, cflags, ncflags, tmpdir, bc, &files,
                           &nfiles, verbose, up, err, (int)sizeof err)) {
        fprintf(stderr, "pnbmc replay: %s\n", err);
        goto out;
    }
    /* link: instrumented bitcode + runtime (target flags -m*, -l*, -L*) */
    const char **largv = calloc((size_t)ncflags + 16, sizeof *largv);
    if (!largv)
        goto out;
    int la = 0;
    largv[la++] = PNBMC_CLANG_PATH;
    largv[la++] = "-O0";
    largv[la++] = "-g";
    largv[la++] = "-w";
    for (int k = 0; k < ncflags; k++)
        if (starts(cflags[k], "-m") || starts(cflags[k], "-l") ||
            starts(cflags[k], "-L"))
            largv[la++] = cflags[k];
    char rtbuf[4200];
    const char *rt = runtime_src(rtbuf, sizeof rtbuf);
    largv[la++] = bc;
    largv[la++] = rt;
    largv[la++] = "-pthread";
    largv[la++] = "-lm"; /* <math.h>: pnbmc models it, the program links it */
    largv[la++] = "-o";
    largv[la++] = exe;
    largv[la] = NULL;
    bool linked = replay_run_clang(largv, err, (int)sizeof err);
    free(largv);
    if (!linked) {
        if (access(rt, R_OK) != 0)
            fprintf(stderr, "pnbmc replay: the replay runtime %s cannot be "
                    "read (set PNBMC_RUNTIME to the path of pnbmc_rt.c)\n",
                    rt);
        else
            fprintf(stderr, "pnbmc replay: linking the instrumented program "
                    "failed (clang's messages above): replay runs the "
                    "program's own code, so every function it calls, a "
                    "--primitives wrapper's too, must be defined in the "
                    "sources given or in a library given with -l\n");
        goto out;
    }
    int nforced = 0;
    if (!write_schedule(sched, check, steps, race, files, nfiles, verbose,
                        &nforced)) {
        fprintf(stderr, "pnbmc replay: cannot write '%s'\n", sched);
        goto out;
    }
    const char *reason = json_str(bug, "reason");
    printf("replay: %s witness, %d steps (%d forced): %s\n", check,
           steps->nitems, nforced, reason ? reason : "");
    char **cmd = command_line(root, srcs[0]);
    if (!cmd) {
        fprintf(stderr, "pnbmc replay: out of memory\n");
        goto out;
    }
    ret = run_program(exe, cmd, sched, timeout);
    free(cmd[0]);
    free(cmd);
    const char *uninit = json_str(w, "uninitialised");
    if (ret == 3 && uninit) /* the verifier's value need not be the one the
                             * compiled program holds */
        printf("replay: the witness uses an uninitialised value (%s): the "
               "compiled program may hold another value there\n", uninit);
out:
    if (tmpdir[0]) {
        if (keep) {
            fprintf(stderr, "pnbmc replay: kept %s\n", tmpdir);
        } else {
            static const char *const names[] = {"prog.bc", "prog",
                                                "schedule.txt"};
            remove_dir(tmpdir, names, 3);
        }
    }
    for (int k = 0; k < nfiles; k++)
        free(files[k]);
    free(files);
    json_free(root);
    uprims_free(up);
    free(text);
    free(srcs);
    free(cflags);
    return ret;
}
