/* replay/runtime/pnbmc_rt.c — the replay runtime of `pnbmc replay`.
 *
 * Linked into the instrumented program (clang -pthread). The
 * instrumentation calls __pnbmc_rt_step(file, line, col, kind) before every
 * visible operation and __pnbmc_rt_done() after it; pthread_create is
 * replaced by __pnbmc_rt_create, __VERIFIER_nondet_* by __pnbmc_rt_nondet,
 * error calls by __pnbmc_rt_fail, condition waits by the runtime's own;
 * the call of a user-defined primitive (--primitives) is wrapped in
 * __pnbmc_rt_user_enter/leave, an atomic section's in
 * __pnbmc_rt_atomic_enter/leave. The schedule (the witness's steps) comes
 * from the file named by $PNBMC_REPLAY_SCHEDULE (see pnbmc_rt.h); without
 * it the runtime does nothing.
 *
 * Scheduling. Each forced witness step j names a thread, a location and a
 * kind. A thread T reaching an instrumented operation:
 *  - that matches T's next step j (same file, line and kind): waits until
 *    j is the current step and the thread of the previous step has finished
 *    its operation (its __pnbmc_rt_done), then consumes j;
 *  - a memory access not matching: pnbmc folded it into a step (thread
 *    local for pnbmc), it runs freely;
 *  - a synchronisation operation not matching T's next step: divergence;
 *  - any operation after T's last step: it belongs after the witness, so
 *    it waits for the witness's end (memory accesses too, except the
 *    racing threads' before their racing access). Then: deadlock
 *    witness, threads run for real and a watchdog reports a deadlock
 *    when a thread has been blocked in a lock, join, wait, semaphore,
 *    barrier or once operation (not while running the once's init
 *    routine) for 2 s;
 *    race witness, the racing threads stop at their racing access and the
 *    race is reported when all are there, other threads stop; assert
 *    witness, the failing call reports itself.
 *  - no witness step consumed for 5 s: divergence. */
#define _GNU_SOURCE
#include "pnbmc_rt.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>

#define RT_MAXT 1024
#define RT_MAXRACE 8
#define RT_DIVERGE_SEC 5.0
#define RT_DEADLOCK_SEC 2.0

/* M_ATOMICITY: the violation's relaxed load is a pending row, as a
 * race's accesses are (without one, an older witness: M_OTHER) */
enum { M_DEADLOCK, M_RACE, M_ASSERT, M_ATOMICITY, M_OTHER };
enum { TS_NONE, TS_RUNNING, TS_ENDED };

typedef struct {
    int num, tid, file, line, col, kind;
    int hasval;         /* value: a read's value, a nondet result */
    long long value;
    char *action;
    int order;          /* RO_*, or an AtomicOrdering; RO_UNKNOWN: any */
} rstep;

typedef struct {
    int state;
    int next;           /* index of the thread's next forced step */
    int file, line, kind; /* last instrumented operation */
    bool in_op;         /* inside a blocking operation (lock, join, ...) */
    double in_since;    /* when it entered it */
    bool parked;        /* stopped by the runtime (after the witness) */
    int val_step;       /* READ/WRITE step consumed by the current operation */
    int cur_step;       /* step of the current operation, -1 none */
    int race_row;       /* -1 or its race row */
    int atomic;         /* depth of atomic sections: keeps its turn */
    bool has_handle;
    pthread_t handle;   /* the real thread's id (pnbmc's is T<n> + 1) */
    bool joined;        /* a witness step joined it: pnbmc's run ended it
                           before, so what it still runs is folded */
} rthread;

static struct {
    bool active;
    int mode;
    char mode_name[32];
    char **files;
    int nfiles;
    rstep *steps;
    int nsteps;
    int *nxt;           /* next forced step of the same thread */
    rstep race[RT_MAXRACE];
    bool arrived[RT_MAXRACE];
    int arrived_order[RT_MAXRACE]; /* the program's order of the access */
    int nrace, narrived;
    int k;              /* next step */
    int busy;           /* thread finishing the operation of step k-1 */
    int nthreads;
    int ncreated;       /* threads started so far (creation counter) */
    double last_progress, end_time;
    bool ended;         /* all steps consumed and the last one done */
    bool exiting;       /* a thread is ending the process after it */
    bool reported;
} S = {.busy = -1, .nthreads = 1};

static rthread T[RT_MAXT];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static __thread int my_tid;
/* > 0 inside the call of a user-defined primitive (pnbmc replay
 * --primitives): pnbmc took the call for one step, so what the function
 * does inside is no step of the witness and runs freely. */
static __thread int user_depth;
/* S.ncreated when the outermost user primitive's call began */
static __thread int user_created_at;

static const char *const kind_names[RK_COUNT] = {
    "operation", "read", "write", "atomic rmw", "lock", "unlock", "create",
    "join", "cond wait", "cond wake", "signal", "semaphore", "barrier wait",
    "barrier release", "pthread_exit", "exit", "error call", "assertion",
    "nondet", "once", "once done", "wake-up", "return from main",
    "atomic section", "destroy", "memcpy", "cancel"};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The runtime's own waits and output are no cancellation points: a
 * cancelled thread acts on its request in the program's calls, not
 * while the runtime holds mu (glibc would end it holding mu). */
static void rt_wait(void)
{
    int old;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    pthread_cond_wait(&cv, &mu);
    pthread_setcancelstate(old, NULL);
}

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (n > (int)sizeof buf - 2)
        n = (int)sizeof buf - 2;
    buf[n++] = '\n';
    fflush(stdout);
    for (int off = 0; off < n;) {
        ssize_t w = write(1, buf + off, (size_t)(n - off));
        if (w <= 0 && errno != EINTR)
            break;
        if (w > 0)
            off += (int)w;
    }
}

static const char *fname(int f)
{
    return f >= 0 && f < S.nfiles ? S.files[f] : "?";
}

static void finish(int code)
{
    S.reported = true;
    _exit(code);
}

/* Where thread t is, for messages. */
static void where(int t, char *buf, size_t n)
{
    if (t < 0 || t >= RT_MAXT || (t > 0 && T[t].state == TS_NONE))
        snprintf(buf, n, "T%d was never created", t);
    else if (T[t].state == TS_ENDED)
        snprintf(buf, n, "T%d has ended", t);
    else if (T[t].line == 0)
        snprintf(buf, n, "T%d has not reached a visible operation", t);
    else
        snprintf(buf, n, "T%d is at %s:%d (%s)", t, fname(T[t].file),
                 T[t].line, kind_names[T[t].kind]);
}

static void diverge(int j, int t, const char *why)
{
    const rstep *s = &S.steps[j];
    char at[256];
    where(t, at, sizeof at);
    say("replay: diverged at step %d: expected T%d at %s:%d (%s), %s%s", s->num,
        s->tid, fname(s->file), s->line, s->action, at, why);
    finish(PNBMC_RT_DIVERGED);
}

static const char *order_name(int o)
{
    static const char *const names[8] = {"?", "not atomic", "relaxed", "?",
                                         "acquire", "release", "acq_rel",
                                         "seq_cst"};
    return o >= 0 && o < 8 ? names[o] : "?";
}

/* A forced step's or a pending row's access whose memory order in the
 * program is not the witness's (the program was changed, say an
 * atomic's order made stronger): the witness does not hold for it. */
static void check_order(const rstep *s, int t, int order)
{
    if (s->order == RO_UNKNOWN || order == RO_UNKNOWN || s->order == order)
        return;
    char step[32] = "after the last step";
    if (s->num > 0)
        snprintf(step, sizeof step, "at step %d", s->num);
    say("replay: diverged %s: T%d's %s at %s:%d is %s in the program, the "
        "witness has '%s' (%s)", step, t, kind_names[s->kind], fname(s->file),
        s->line, order_name(order), s->action, order_name(s->order));
    finish(PNBMC_RT_DIVERGED);
}

static bool fail_kind(int k)
{
    return k == RK_ERROR || k == RK_ASSERT;
}

static bool matches(int file, int line, int kind, int sfile, int sline,
                    int skind)
{
    if (file != sfile || line != sline || file < 0)
        return false;
    return kind == skind || (fail_kind(kind) && fail_kind(skind));
}

/* The racing access of a race row: the witness names an atomic
 * read-modify-write (one side of a race with a plain access) by the
 * part that races, a read or a write. */
static bool racing_access(int file, int line, int kind, const rstep *r)
{
    if ((kind == RK_RMW || kind == RK_COPY) &&
        (r->kind == RK_READ || r->kind == RK_WRITE))
        kind = r->kind;
    return matches(file, line, kind, r->file, r->line, r->kind);
}

/* Operations that may run although they are not a step of the witness. */
static bool optional(int kind)
{
    return kind == RK_READ || kind == RK_WRITE || kind == RK_RMW ||
           kind == RK_COPY || kind == RK_CONDWAKE || kind == RK_BARRIER_DONE ||
           kind == RK_ONCE_DONE || kind == RK_DESTROY || kind == RK_OTHER ||
           kind == RK_CANCEL;
}

/* A thread's memory accesses after its last step come after the witness:
 * run earlier, they could change what the witness's remaining steps read
 * (a worker that pnbmc's run never starts). Those inside an atomic
 * section are part of its step, the last one. */
static bool after_witness(int t, int kind)
{
    return (kind == RK_READ || kind == RK_WRITE || kind == RK_RMW ||
            kind == RK_COPY || kind == RK_DESTROY) && !T[t].atomic;
}

/* Operations that may block for real: recorded for deadlock detection; the
 * witness's next thread need not wait for them to return. */
static bool blocking(int kind)
{
    return kind == RK_LOCK || kind == RK_JOIN || kind == RK_CONDWAIT ||
           kind == RK_SEM || kind == RK_BARRIER || kind == RK_ONCE;
}

/* A step whose operation may not return before other steps run.  A
 * semaphore step of the witness does not block (pnbmc's sem_wait fires
 * when the count is positive, a post or try never waits): it keeps the
 * turn until done, or a thread after its last step could take the count
 * first; a sem_timedwait runs on real time and may wait. */
static bool releases_turn(int kind, const char *action)
{
    if (kind == RK_SEM)
        return !action || !strncmp(action, "sem_timedwait", 13);
    return kind == RK_CONDWAIT || kind == RK_BARRIER ||
           kind == RK_THREAD_EXIT || kind == RK_END;
}

static void set_in_op(int t, bool in)
{
    if (T[t].in_op != in) {
        T[t].in_op = in;
        T[t].in_since = now();
    }
}

static void park(int t)
{
    T[t].parked = true;
    for (;;)
        rt_wait();
}

/* Notes the end of the witness once all steps are consumed and the last
 * operation is done, or is a join that blocks: pnbmc's run may have ended
 * the joined thread at an operation the runtime holds back till the end
 * (a cancellation point that glibc acts on inside the call). */
static void check_end(void)
{
    /* a thread inside an atomic section keeps the turn: with no step
     * left there is nothing to keep out */
    if (S.ended || S.k < S.nsteps ||
        (S.busy != -1 && !T[S.busy].atomic &&
         !(T[S.busy].in_op && T[S.busy].kind == RK_JOIN)))
        return;
    S.ended = true;
    S.end_time = now();
    pthread_cond_broadcast(&cv);
    if (S.mode == M_OTHER) {
        say("replay: %s witness reproduced: all %d forced steps replayed",
            S.mode_name, S.nsteps);
        finish(PNBMC_RT_REPRODUCED);
    }
}

/* Thread t's operation is done (mu held): the next step may come, unless
 * t is inside an atomic section, whose steps keep the turn. */
static void release_turn(int t)
{
    if (S.busy == t && !T[t].atomic) {
        S.busy = -1;
        pthread_cond_broadcast(&cv);
        check_end();
    }
}

/* Thread t ended (mu held): it no longer holds the turn. */
static void thread_ended(int t)
{
    T[t].state = TS_ENDED;
    set_in_op(t, false);
    if (S.busy == t) {
        S.busy = -1;
        if (S.active)
            check_end();
    }
    pthread_cond_broadcast(&cv);
}

/* Waits for the end of the witness (all steps consumed, last operation
 * done). */
static void wait_end(void)
{
    while (!S.ended)
        rt_wait();
}

/* A race whose accesses are all atomic in the program is none (a data
 * race needs a non-atomic access): the program was fixed so. */
static void check_some_plain(void)
{
    char msg[1024] = "";
    size_t len = 0;
    for (int i = 0; i < S.nrace; i++) {
        if (S.arrived_order[i] == RO_PLAIN ||
            S.arrived_order[i] == RO_UNKNOWN)
            return;
        if (len < sizeof msg)
            len += (size_t)snprintf(msg + len, sizeof msg - len,
                                    "%sT%d's %s at %s:%d (%s)", i ? " and " : "",
                                    S.race[i].tid, kind_names[S.race[i].kind],
                                    fname(S.race[i].file), S.race[i].line,
                                    order_name(S.arrived_order[i]));
    }
    say("replay: diverged after the last step: %s are %s atomic in the "
        "program, which is no data race", msg, S.nrace == 2 ? "both" : "all");
    finish(PNBMC_RT_DIVERGED);
}

static void race_arrive(int t, int r, int order)
{
    wait_end();
    check_order(&S.race[r], t, order);
    S.arrived_order[r] = order;
    S.arrived[r] = true;
    S.narrived++;
    T[t].parked = true;
    if (S.narrived == S.nrace) {
        char msg[1024] = "";
        size_t len = 0;
        for (int i = 0; i < S.nrace && len < sizeof msg; i++)
            len += (size_t)snprintf(msg + len, sizeof msg - len, "%sT%d %s at "
                                    "%s:%d", i == 0 ? "" : i + 1 == S.nrace
                                    ? " and " : ", ", S.race[i].tid,
                                    kind_names[S.race[i].kind],
                                    fname(S.race[i].file), S.race[i].line);
        if (S.mode == M_RACE)
            check_some_plain();
        if (S.mode == M_ATOMICITY)
            say("replay: atomicity violation reproduced: T%d's %s %s at "
                "%s:%d is pending after the witness's relaxed stores",
                S.race[0].tid, order_name(S.race[0].order),
                kind_names[S.race[0].kind], fname(S.race[0].file),
                S.race[0].line);
        else
            say("replay: race reproduced: %s are both pending", msg);
        finish(PNBMC_RT_REPRODUCED);
    }
    park(t);
}

/* Waits for the witness's end, or until a join step ends thread t
 * (note_join); true at the end. */
static bool wait_end_unless_joined(int t)
{
    while (!S.ended && !T[t].joined)
        rt_wait();
    return !T[t].joined;
}

/* A join step that succeeds ("join T2", "tryjoin T2 -> 0 (joined)"):
 * the joined thread's operations after its last step are folded ones
 * that pnbmc's run did before the join, so they need not wait for the
 * witness's end (the join would wait for them). */
static void note_join(const rstep *s)
{
    int id;
    if (s->kind != RK_JOIN || !s->action ||
        (sscanf(s->action, "join T%d", &id) != 1 &&
         sscanf(s->action, "tryjoin T%d", &id) != 1 &&
         sscanf(s->action, "timedjoin T%d", &id) != 1) ||
        id <= 0 || id >= RT_MAXT)
        return;
    const char *r = strstr(s->action, " -> ");
    if (!r || !strncmp(r + 4, "0 ", 2) || !strcmp(r + 4, "0"))
        T[id].joined = true;
}

static void await_deadlock_at_exit(void);

/* A plain (not atomic) load or store on the line of the thread's next
 * step, of its kind, at another column: an access pnbmc shows no step
 * for (a thread's private local or heap block, a constant), not that
 * step.  (An atomic one is matched by line: check_order then names a
 * memory order that differs from the witness's.) */
static bool other_column(int col, int kind, int order, const rstep *s)
{
    return (kind == RK_READ || kind == RK_WRITE) && order == RO_PLAIN &&
           col > 0 && s->col > 0 && col != s->col;
}

/* The scheduling decision for thread t at an instrumented operation; with
 * mu held. Returns the index of the consumed step, or -1. */
static int schedule(int t, int file, int line, int col, int kind, int order)
{
    int j = T[t].next;
    if (j < S.nsteps) {
        const rstep *s = &S.steps[j];
        if (matches(file, line, kind, s->file, s->line, s->kind) &&
            !other_column(col, kind, order, s)) {
            while (!(S.k == j && (S.busy == -1 || S.busy == t)))
                rt_wait();
            S.k = j + 1;
            T[t].next = S.nxt[j];
            note_join(s);
            S.busy = releases_turn(kind, s->action) ? -1 : t;
            S.last_progress = now();
            pthread_cond_broadcast(&cv);
            check_end();
            return j;
        }
        if (optional(kind))
            return -1;
        /* the exit handlers' and destructors' steps come next: pnbmc
         * runs them before main's return or the exit() call, the C
         * library after (if they do not come, the program ends without
         * reproducing the witness) */
        if (kind == RK_MAIN_RETURN || kind == RK_END || kind == RK_THREAD_EXIT)
            return -1;
        diverge(j, t, " instead");
    }
    /* after the thread's last step; pnbmc's step that ends a thread with
     * pthread_exit is the one before it: the thread ends (rt_step) */
    if (kind == RK_THREAD_EXIT || T[t].joined)
        return -1;
    if (S.mode == M_RACE || S.mode == M_ATOMICITY) {
        int r = T[t].race_row;
        if (r >= 0 && !S.arrived[r] &&
            racing_access(file, line, kind, &S.race[r]))
            race_arrive(t, r, order);
        if (r >= 0 && optional(kind))
            return -1; /* folded access of a racing thread */
        if (r >= 0 && !S.arrived[r] &&
            (kind == RK_MAIN_RETURN || kind == RK_END))
            return -1; /* its racing access may be in an exit handler */
        if (optional(kind) && !after_witness(t, kind) && !S.ended)
            return -1;
        if (wait_end_unless_joined(t))
            park(t);
        return -1;
    }
    if (optional(kind) && !after_witness(t, kind))
        return -1;
    wait_end_unless_joined(t);
    /* abort, _exit and _Exit run no destructor (at_exit): a partial
     * deadlock of the witness must still be seen before they end it */
    if (kind == RK_END && S.mode == M_DEADLOCK && S.ended)
        await_deadlock_at_exit();
    return -1;
}

/* Records the real id of witness thread t (pthread_create may return
 * after the thread has started, or the thread after its creator reads
 * the id: both record it). */
static void set_handle(int t, pthread_t h)
{
    pthread_mutex_lock(&mu);
    T[t].handle = h;
    T[t].has_handle = true;
    pthread_mutex_unlock(&mu);
}

/* A value read or written that is the real id of witness thread T<n>
 * where pnbmc's run has n + 1 there (a thread handle stored by
 * pthread_create or a thread API's wrapper): the same value. */
static bool same_thread_id(long long real, long long model)
{
    for (int t = 0; t < S.nthreads && t < RT_MAXT; t++)
        if (T[t].has_handle && (long long)T[t].handle == real)
            return model == t + 1;
    return false;
}

/* kind: with the access's memory order (RK_ORDER_SHIFT) */
static int rt_step(int file, int line, int col, int kind)
{
    int t = my_tid, order = kind >> RK_ORDER_SHIFT;
    kind &= RK_KIND_MASK;
    if (t < 0 || t >= RT_MAXT)
        return -1;
    pthread_mutex_lock(&mu);
    release_turn(t);
    /* a step of its own: the thread runs (a once call's init routine,
     * which the call is inside of, is no wait) */
    if (kind == RK_CONDWAKE || kind == RK_BARRIER_DONE || !blocking(kind))
        set_in_op(t, false);
    T[t].file = file;
    T[t].line = line;
    T[t].kind = kind;
    int j = schedule(t, file, line, col, kind, order);
    if (j >= 0)
        check_order(&S.steps[j], t, order);
    T[t].cur_step = j;
    T[t].val_step = kind == RK_READ || kind == RK_WRITE ? j : -1;
    if (blocking(kind)) {
        set_in_op(t, true);
        if (S.active)
            check_end();
    }
    if (kind == RK_THREAD_EXIT && T[t].next >= S.nsteps)
        thread_ended(t);
    else if (kind == RK_THREAD_EXIT) {
        T[t].state = TS_ENDED;
        pthread_cond_broadcast(&cv);
    }
    pthread_mutex_unlock(&mu);
    return j;
}

void __pnbmc_rt_step(int file, int line, int col, int kind)
{
    if (S.active && !user_depth)
        rt_step(file, line, col, kind);
}

/* An atomic section (pnbmc runs it as one step): from its step to its
 * end the thread keeps the turn, so no other witness step comes
 * between, and holds atomic_mu, so no other thread runs a section
 * meanwhile (as in pnbmc's model: after the witness too). */
static pthread_mutex_t atomic_mu = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

void __pnbmc_rt_atomic_enter(void)
{
    int t = my_tid;
    if (!S.active || t < 0 || t >= RT_MAXT)
        return;
    pthread_mutex_lock(&mu);
    set_in_op(t, true);     /* blocked while another thread is inside one */
    pthread_mutex_unlock(&mu);
    pthread_mutex_lock(&atomic_mu);
    pthread_mutex_lock(&mu);
    set_in_op(t, false);
    T[t].atomic++;
    check_end();            /* the section's step may have been the last */
    pthread_mutex_unlock(&mu);
}

void __pnbmc_rt_atomic_leave(void)
{
    int t = my_tid;
    if (!S.active || t < 0 || t >= RT_MAXT)
        return;
    pthread_mutex_lock(&mu);
    bool inside = T[t].atomic > 0;
    if (inside)
        T[t].atomic--;
    pthread_mutex_unlock(&mu);
    if (inside)
        pthread_mutex_unlock(&atomic_mu);
}

void __pnbmc_rt_user_enter(void)
{
    if (user_depth++ == 0) {
        pthread_mutex_lock(&mu);
        user_created_at = S.ncreated;
        pthread_mutex_unlock(&mu);
    }
}

/* A witness step "create T<n>" taken by a user primitive's call must
 * start a thread inside that call: the replay runs the function's own
 * code, and one that starts none (an empty stub, a thread API this
 * build does not have) can never reach T<n>'s steps, so this is said at
 * once instead of after the watchdog's wait. */
static void check_user_create(int t)
{
    int j = T[t].cur_step;
    if (!S.active || j < 0 || j >= S.nsteps || S.steps[j].kind != RK_CREATE)
        return;
    pthread_mutex_lock(&mu);
    bool started = S.ncreated != user_created_at;
    pthread_mutex_unlock(&mu);
    if (started)
        return;
    const rstep *s = &S.steps[j];
    say("replay: diverged at step %d: T%d's call at %s:%d, which "
        "--primitives maps to a thread creation (%s), returned without "
        "starting a thread (replay runs the function's own code)",
        s->num, t, fname(s->file), s->line, s->action);
    finish(PNBMC_RT_DIVERGED);
}

void __pnbmc_rt_user_leave(void)
{
    if (--user_depth == 0 && my_tid >= 0 && my_tid < RT_MAXT)
        check_user_create(my_tid);
}

void __pnbmc_rt_done(void)
{
    if (!S.active || user_depth)
        return;
    int t = my_tid;
    if (t < 0 || t >= RT_MAXT)
        return;
    pthread_mutex_lock(&mu);
    set_in_op(t, false);
    release_turn(t);
    pthread_mutex_unlock(&mu);
}

/* A library call's read through a pointer argument (a time-out, an
 * attribute object): a plain read step, done at once; none through a
 * null pointer. */
void __pnbmc_rt_in_read(const void *ptr, int file, int line, int col)
{
    if (ptr) {
        __pnbmc_rt_step(file, line, col, RK_READ | RO_PLAIN << RK_ORDER_SHIFT);
        __pnbmc_rt_done();
    }
}

/* Library functions the program may call through a pointer, with the
 * kind of the witness step a call of theirs is (registered at main's
 * entry, before any thread starts): pnbmc calls them through its
 * stand-ins (model/fnref.c) and shows the step at the call through the
 * pointer, where the instrumentation asks __pnbmc_rt_indirect. */
#define RT_MAXFN 64
struct fn_kind {
    void *fn;
    int kind;
};
static struct fn_kind fn_kinds[RT_MAXFN];
static int nfn_kinds;

void __pnbmc_rt_fn_kind(void *fn, int kind)
{
    if (nfn_kinds < RT_MAXFN)
        fn_kinds[nfn_kinds++] = (struct fn_kind){fn, kind};
}

/* Before a call through the pointer fn: the step if fn is a registered
 * function; returns its kind for __pnbmc_rt_indirect_done. */
int __pnbmc_rt_indirect(void *fn, int file, int line, int col)
{
    for (int i = 0; i < nfn_kinds; i++)
        if (fn_kinds[i].fn == fn) {
            int kind = fn_kinds[i].kind;
            if ((kind & RK_KIND_MASK) != RK_OTHER)
                __pnbmc_rt_step(file, line, col, kind & RK_KIND_MASK);
            if (kind & RK_USER_PRIM)
                __pnbmc_rt_user_enter();
            return kind;
        }
    return RK_OTHER;
}

/* After that call: the post step of its kind at its location (as the
 * direct call's instrumentation has), then done. */
void __pnbmc_rt_indirect_done(int kind, int file, int line, int col)
{
    if (kind & RK_USER_PRIM)
        __pnbmc_rt_user_leave();
    kind &= RK_KIND_MASK;
    int post = kind == RK_CONDWAIT ? RK_CONDWAKE
             : kind == RK_BARRIER ? RK_BARRIER_DONE
             : kind == RK_ONCE ? RK_ONCE_DONE : RK_OTHER;
    if (post != RK_OTHER)
        __pnbmc_rt_step(file, line, col, post);
    if (kind != RK_OTHER)
        __pnbmc_rt_done();
}

/* v's low bits bits (1..63; else all of v) sign-extended. */
static long long sext_bits(long long v, int bits)
{
    if (bits >= 64 || bits <= 0)
        return v;
    unsigned long long m = (1ULL << bits) - 1, u = (unsigned long long)v & m;
    return (u >> (bits - 1)) & 1 ? (long long)(u | ~m) : (long long)u;
}

/* After a load or store of an integer: checks the value against the
 * witness's "read x -> v" / "write x := v" (v is printed sign-extended,
 * or unsigned for an unsigned C type: its low bits are compared), then
 * like __pnbmc_rt_done. */
void __pnbmc_rt_loaded(long long v, int bits)
{
    if (!S.active || user_depth)
        return;
    int t = my_tid;
    if (t >= 0 && t < RT_MAXT && T[t].val_step >= 0) {
        const rstep *s = &S.steps[T[t].val_step];
        T[t].val_step = -1;
        v = sext_bits(v, bits);
        long long w = sext_bits(s->value, bits);
        pthread_mutex_lock(&mu);
        if (s->hasval && v != w && !same_thread_id(v, s->value)) {
            say("replay: diverged at step %d: T%d %s %lld at %s:%d, the "
                "witness has '%s'", s->num, t,
                s->kind == RK_READ ? "read" : "wrote", v, fname(s->file),
                s->line, s->action);
            finish(PNBMC_RT_DIVERGED);
        }
        pthread_mutex_unlock(&mu);
    }
    __pnbmc_rt_done();
}

/* Whether the witness step the calling thread just got its turn for is
 * a spurious failure (a weak cmpxchg's, an mtx_trylock's: the texts of
 * solve/sim_exec.inc and sim_prim.inc say " spurious failure"; an older
 * pnbmc's cmpxchg text ends with it). */
static int step_fails_spuriously(void)
{
    int t = my_tid;
    if (!S.active || user_depth || t < 0 || t >= RT_MAXT)
        return 0;
    pthread_mutex_lock(&mu);
    int j = T[t].cur_step;
    const char *a = j >= 0 && j < S.nsteps ? S.steps[j].action : NULL;
    int yes = a && strstr(a, " spurious failure") != NULL;
    pthread_mutex_unlock(&mu);
    return yes;
}

int __pnbmc_rt_cas_spurious(void) { return step_fails_spuriously(); }

/* mtx_trylock: thrd_busy without trying where the witness has it fail
 * spuriously (C17 allows that on a free mutex). */
int __pnbmc_rt_mtx_trylock(mtx_t *m)
{
    return step_fails_spuriously() ? thrd_busy : mtx_trylock(m);
}

long long __pnbmc_rt_nondet(int file, int line, int col)
{
    if (!S.active || user_depth)
        return 0;   /* inside a user primitive: no step of the witness */
    int j = rt_step(file, line, col, RK_NONDET);
    long long v = j >= 0 ? S.steps[j].value : 0;
    __pnbmc_rt_done();
    return v;
}

void __pnbmc_rt_fail(int file, int line, int col, int kind, const char *what)
{
    int j = S.active ? rt_step(file, line, col, kind) : -1;
    if (kind == RK_ASSERT && what && strcmp(what, "__VERIFIER_assert"))
        say("replay: assertion failed at %s:%d: %s", fname(file), line, what);
    else if (kind == RK_ASSERT)
        say("replay: %s failed at %s:%d", what ? what : "assertion",
            fname(file), line);
    else
        say("replay: %s reached at %s:%d", what ? what : "error function",
            fname(file), line);
    if (!S.active)
        _exit(1);
    pthread_mutex_lock(&mu);
    bool ok = S.mode == M_ASSERT && (j >= 0 || S.k == S.nsteps);
    if (!ok)
        say("replay: this is not the failure of the witness");
    finish(ok ? PNBMC_RT_REPRODUCED : PNBMC_RT_DIVERGED);
}

void __pnbmc_rt_check(long long cond, int file, int line, int col, int kind,
                      const char *what)
{
    if (!cond)
        __pnbmc_rt_fail(file, line, col, kind, what);
}

/* ------------------------------------------------------------ threads */

typedef struct {
    void *(*fn)(void *);
    int (*cfn)(void *);     /* C11 thrd_start_t */
    void *arg;
    int tid;
} tramp;

static void thread_end(int t)
{
    pthread_mutex_lock(&mu);
    thread_ended(t);
    pthread_mutex_unlock(&mu);
}

/* pthread_exit does not return to the trampoline: the thread ends when
 * the C library runs this handler, after the program's own. */
static void thread_end_handler(void *t)
{
    thread_end(*(int *)t);
}

static void *trampoline(void *p)
{
    tramp tr = *(tramp *)p;
    free(p);
    my_tid = tr.tid;
    set_handle(tr.tid, pthread_self());
    void *r;
    pthread_cleanup_push(thread_end_handler, &tr.tid);
    r = tr.fn ? tr.fn(tr.arg) : (void *)(intptr_t)tr.cfn(tr.arg);
    pthread_cleanup_pop(0);
    thread_end(tr.tid);
    return r;
}

/* The id the witness gives the thread the caller creates now: its step
 * says "create T<id>".  pnbmc gives a joined thread's id to the next
 * thread created at the same site, so an ended thread's id may come
 * again; without such a step, ids follow creation order. */
static int witness_tid(void)
{
    int t = my_tid, j = t >= 0 && t < RT_MAXT ? T[t].cur_step : -1, id;
    if (j >= 0 && j < S.nsteps && S.steps[j].action &&
        sscanf(S.steps[j].action, "create T%d", &id) == 1 && id > 0 &&
        id < RT_MAXT && (id == S.nthreads || T[id].state == TS_ENDED))
        return id;
    return S.nthreads;
}

static tramp *new_thread(void *(*fn)(void *), int (*cfn)(void *), void *arg)
{
    tramp *tr = malloc(sizeof *tr);
    if (!tr)
        return NULL;
    pthread_mutex_lock(&mu);
    int tid = witness_tid();
    if (tid == S.nthreads)
        S.nthreads++;
    if (tid >= RT_MAXT) {
        say("replay: more than %d threads", RT_MAXT);
        finish(PNBMC_RT_DIVERGED);
    }
    T[tid].state = TS_RUNNING;
    T[tid].joined = false; /* a joined thread's id is reused */
    S.ncreated++;
    pthread_mutex_unlock(&mu);
    tr->fn = fn;
    tr->cfn = cfn;
    tr->arg = arg;
    tr->tid = tid;
    return tr;
}

int __pnbmc_rt_create(pthread_t *th, const pthread_attr_t *attr,
                      void *(*fn)(void *), void *arg)
{
    tramp *tr = new_thread(fn, NULL, arg);
    if (!tr)
        return EAGAIN;
    int tid = tr->tid;
    int rc = pthread_create(th, attr, trampoline, tr);
    if (rc) {
        free(tr);
        thread_end(tid);
    } else {
        set_handle(tid, *th);
    }
    return rc;
}

/* C11 thrd_create: on glibc a thrd_t is a pthread_t and thrd_join returns
 * the start routine's int through the thread's void * result. */
int __pnbmc_rt_thrd_create(thrd_t *th, int (*fn)(void *), void *arg)
{
    tramp *tr = new_thread(NULL, fn, arg);
    if (!tr)
        return thrd_nomem;
    pthread_t pt;
    int tid = tr->tid;
    int rc = pthread_create(&pt, NULL, trampoline, tr);
    if (rc) {
        free(tr);
        thread_end(tid);
        return rc == ENOMEM ? thrd_nomem : thrd_error;
    }
    set_handle(tid, pt);
    *th = (thrd_t)pt;
    return thrd_success;
}

/* ----------------------------------------------------- condition waits */

/* How the witness ends a condition wait whose hook has just consumed
 * its "unlock m and wait" step: WAKE_REAL when the thread has no step of
 * it left (after the witness, the real wait decides).  *fails: the step
 * is an error return ("cond_wait c: mutex m not held -> EPERM", or
 * thrd_error), which the real call returns at once, without waiting or
 * touching the mutex. */
enum { WAKE_REAL = -1, WAKE_SIGNAL, WAKE_SPURIOUS, WAKE_TIMEOUT };

static int witness_wake(bool *fails)
{
    int t = my_tid, w = WAKE_REAL;
    *fails = false;
    if (!S.active || user_depth || t < 0 || t >= RT_MAXT)
        return WAKE_REAL;
    pthread_mutex_lock(&mu);
    int c = T[t].cur_step, j = T[t].next;
    *fails = c >= 0 && S.steps[c].kind == RK_CONDWAIT && S.steps[c].action &&
             strstr(S.steps[c].action, " not held -> ");
    if (c >= 0 && S.steps[c].kind == RK_CONDWAIT && j < S.nsteps) {
        if (S.steps[j].kind == RK_CONDWAKE)
            w = WAKE_SIGNAL;
        else if (S.steps[j].kind == RK_WAKEUP)
            w = strstr(S.steps[j].action, "times out") ? WAKE_TIMEOUT
                                                       : WAKE_SPURIOUS;
    }
    pthread_mutex_unlock(&mu);
    return w;
}

/* The wait's end in the witness's order: its unsignalled end, if any,
 * then its re-lock step. The caller has released the mutex and takes it
 * back after this (the re-lock step's turn lasts until the hook after
 * the call). The thread wakes when the witness says, not when the real
 * condition variable would: which waiter a signal wakes is the witness's
 * choice, and a waiter that wakes without a signal is what POSIX allows
 * a real wait (a spurious wake-up). */
static void wake_steps(int w)
{
    int t = my_tid, file = T[t].file, line = T[t].line;
    if (w != WAKE_SIGNAL) {
        rt_step(file, line, 0, RK_WAKEUP);
        __pnbmc_rt_done();
    }
    rt_step(file, line, 0, RK_CONDWAKE);
}

/* Whether a signal or broadcast step of the witness after step from
 * wakes thread t ("signal c: wakes T2", "broadcast c: wakes T1 T2"). */
static bool woken_by_witness(int t, int from)
{
    char me[16];
    snprintf(me, sizeof me, "T%d", t);
    for (int j = from + 1; j < S.k && j < S.nsteps; j++) {
        const char *w = S.steps[j].kind == RK_SIGNAL
                      ? strstr(S.steps[j].action, ": wakes ") : NULL;
        for (char *tok = w ? strstr(w + 8, me) : NULL; tok;
             tok = strstr(tok + 1, me))
            if ((tok[-1] == ' ') && (!tok[strlen(me)] || tok[strlen(me)] == ' '))
                return true;
    }
    return false;
}

/* A wait the witness does not end (the thread's last step): released
 * until the witness's end, so that a real wake-up cannot take the mutex
 * back in the middle of it; then woken if a step of the witness woke it,
 * else the caller waits for real. Called with the mutex released. */
static bool wait_out_witness(void)
{
    int t = my_tid;
    pthread_mutex_lock(&mu);
    int from = T[t].cur_step;
    wait_end();
    bool woken = woken_by_witness(t, from);
    pthread_mutex_unlock(&mu);
    return woken;
}

/* Ends the wait on mutex m (an mtx_t when c11) as the witness does,
 * releasing m meanwhile: WAKE_SIGNAL, WAKE_SPURIOUS or WAKE_TIMEOUT, or
 * WAKE_REAL (m held again) when the real wait must decide: the witness
 * does not end it and no step of it woke the thread, or no witness runs. */
static int witness_wait(void *m, bool c11)
{
    bool fails;
    int t = my_tid, w = witness_wake(&fails);
    if (w == WAKE_REAL && (!S.active || user_depth || t < 0 ||
                           t >= RT_MAXT || S.ended || fails))
        return WAKE_REAL;
    if (c11)
        mtx_unlock(m);
    else
        pthread_mutex_unlock(m);
    if (w == WAKE_REAL)
        w = wait_out_witness() ? WAKE_SIGNAL : WAKE_REAL;
    else
        wake_steps(w);
    if (c11)
        mtx_lock(m);
    else
        pthread_mutex_lock(m);
    return w;
}

int __pnbmc_rt_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)
{
    int w = witness_wait(m, false);
    return w == WAKE_REAL ? pthread_cond_wait(c, m)
                          : w == WAKE_TIMEOUT ? ETIMEDOUT : 0;
}

/* A time-out glibc refuses at once (EINVAL), as the witness's step says:
 * the real call returns without waiting. */
static bool abstime_refused(const struct timespec *t)
{
    return t && (t->tv_nsec < 0 || t->tv_nsec > 999999999L);
}

int __pnbmc_rt_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m,
                              const struct timespec *abstime)
{
    if (abstime_refused(abstime))
        return pthread_cond_timedwait(c, m, abstime);
    int w = witness_wait(m, false);
    return w == WAKE_REAL ? pthread_cond_timedwait(c, m, abstime)
                          : w == WAKE_TIMEOUT ? ETIMEDOUT : 0;
}

int __pnbmc_rt_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m,
                              clockid_t clock, const struct timespec *abstime)
{
    if (abstime_refused(abstime))
        return pthread_cond_clockwait(c, m, clock, abstime);
    int w = witness_wait(m, false);
    return w == WAKE_REAL ? pthread_cond_clockwait(c, m, clock, abstime)
                          : w == WAKE_TIMEOUT ? ETIMEDOUT : 0;
}

int __pnbmc_rt_cnd_wait(cnd_t *c, mtx_t *m)
{
    int w = witness_wait(m, true);
    return w == WAKE_REAL ? cnd_wait(c, m)
                          : w == WAKE_TIMEOUT ? thrd_timedout : thrd_success;
}

int __pnbmc_rt_cnd_timedwait(cnd_t *c, mtx_t *m,
                             const struct timespec *abstime)
{
    if (abstime_refused(abstime))
        return cnd_timedwait(c, m, abstime);
    int w = witness_wait(m, true);
    return w == WAKE_REAL ? cnd_timedwait(c, m, abstime)
                          : w == WAKE_TIMEOUT ? thrd_timedout : thrd_success;
}

/* ------------------------------------------------ joins that may fail */

/* What the witness says the tryjoin or timed join whose hook has just
 * consumed its step returns ("tryjoin T1 -> 0 (joined)", "timedjoin T1
 * -> ETIMEDOUT"): 0, the error code, or -1 when the real call decides
 * (no step of the witness).  A thread pnbmc counts as ended may not
 * have ended for the C library yet: a real tryjoin could still fail. */
static int witness_join(void)
{
    int t = my_tid, rc = -1;
    if (!S.active || user_depth || t < 0 || t >= RT_MAXT)
        return -1;
    pthread_mutex_lock(&mu);
    int c = T[t].cur_step;
    const char *a = c >= 0 && c < S.nsteps && S.steps[c].kind == RK_JOIN &&
                    S.steps[c].action ? strstr(S.steps[c].action, " -> ")
                                      : NULL;
    if (a)
        rc = !strncmp(a + 4, "0 ", 2) ? 0
           : strstr(a, "ETIMEDOUT") ? ETIMEDOUT : EBUSY;
    pthread_mutex_unlock(&mu);
    return rc;
}

int __pnbmc_rt_tryjoin_np(pthread_t th, void **res)
{
    int w = witness_join();
    return w < 0 ? pthread_tryjoin_np(th, res) : w ? w : pthread_join(th, res);
}

int __pnbmc_rt_timedjoin_np(pthread_t th, void **res,
                            const struct timespec *abstime)
{
    int w = witness_join();
    return w < 0 ? pthread_timedjoin_np(th, res, abstime)
                 : w ? w : pthread_join(th, res);
}

int __pnbmc_rt_clockjoin_np(pthread_t th, void **res, clockid_t clock,
                            const struct timespec *abstime)
{
    int w = witness_join();
    return w < 0 ? pthread_clockjoin_np(th, res, clock, abstime)
                 : w ? w : pthread_join(th, res);
}

/* ----------------------------------------------------------- watchdog */

/* Thread t has been blocked in a lock, join, wait, semaphore, barrier or once
 * operation for RT_DEADLOCK_SEC.  Per thread: another thread that spins
 * on non-blocking operations (sem_trywait in a loop: starvation) enters
 * and leaves them all the time.  Not a join while the process exits: the
 * exiting thread, which await_deadlock_at_exit holds back, may be the one
 * joined, and a thread blocked for real behind a join is stuck itself. */
static bool stuck(int t, double at)
{
    return T[t].in_op && T[t].state == TS_RUNNING &&
           at - T[t].in_since > RT_DEADLOCK_SEC &&
           !(S.exiting && T[t].kind == RK_JOIN);
}

static int stuck_threads(double at)
{
    int n = 0;
    for (int i = 0; i < S.nthreads && i < RT_MAXT; i++)
        n += stuck(i, at);
    return n;
}

/* A thread blocked for less than RT_DEADLOCK_SEC: after the witness's end
 * the threads enter their last operations at slightly different times,
 * and a report made as the first one is stuck would leave out the others
 * (T2 alone of a two-thread lock-order deadlock, on a loaded machine). */
static bool settling(double at)
{
    for (int i = 0; i < S.nthreads && i < RT_MAXT; i++)
        if (T[i].in_op && T[i].state == TS_RUNNING && !stuck(i, at))
            return true;
    return false;
}

/* Stuck threads, none about to be; a thread that spins on non-blocking
 * operations enters and leaves them, so settling waits at most another
 * RT_DEADLOCK_SEC. */
static bool deadlocked(double at)
{
    return stuck_threads(at) && at - S.end_time > RT_DEADLOCK_SEC &&
           (!settling(at) || at - S.end_time > 2 * RT_DEADLOCK_SEC);
}

static void report_deadlock(void)
{
    char msg[1536] = "";
    size_t len = 0;
    bool nonjoin = false;
    double at = now();
    for (int t = 0; t < S.nthreads && t < RT_MAXT; t++)
        if (stuck(t, at) && T[t].kind != RK_JOIN)
            nonjoin = true;
    for (int t = 0; t < S.nthreads && t < RT_MAXT && len < sizeof msg; t++)
        if (stuck(t, at) && (!nonjoin || T[t].kind != RK_JOIN))
            len += (size_t)snprintf(msg + len, sizeof msg - len,
                                    "%sT%d blocked at %s:%d", len ? ", " : "",
                                    t, fname(T[t].file), T[t].line);
    say("replay: deadlock reproduced: %s%s", msg,
        S.exiting ? " (while the process exits)" : "");
    finish(PNBMC_RT_REPRODUCED);
}

static void *watchdog(void *arg)
{
    (void)arg;
    for (;;) {
        struct timespec ts = {0, 50 * 1000 * 1000};
        nanosleep(&ts, NULL);
        pthread_mutex_lock(&mu);
        double t = now();
        if (!S.ended) {
            if (t - S.last_progress > RT_DIVERGE_SEC) {
                int j = S.k < S.nsteps ? S.k : S.nsteps - 1;
                int who = S.busy != -1 ? S.busy : S.steps[j].tid;
                diverge(j, who, S.busy != -1 ? " (its previous operation "
                        "does not return)" : " (no progress for 5 s)");
            }
        } else if (S.mode == M_DEADLOCK) {
            if (deadlocked(t))
                report_deadlock();
            /* nothing blocked: the parent's timeout ends a run that
             * neither ends nor deadlocks */
        } else if (t - S.end_time > RT_DIVERGE_SEC) {
            if (S.mode == M_RACE || S.mode == M_ATOMICITY) {
                for (int r = 0; r < S.nrace; r++)
                    if (!S.arrived[r]) {
                        char at[256];
                        where(S.race[r].tid, at, sizeof at);
                        const char *f = fname(S.race[r].file);
                        if (!strncmp(f, "<libc>/", 7))
                            say("replay: not reproduced: T%d's racing %s "
                                "at %s:%d is in pnbmc's model of the C "
                                "library, which the real program does "
                                "not run; %s", S.race[r].tid,
                                kind_names[S.race[r].kind], f,
                                S.race[r].line, at);
                        else
                            say("replay: diverged after the last step: T%d "
                                "does not reach its %s at %s:%d; %s",
                                S.race[r].tid, kind_names[S.race[r].kind],
                                f, S.race[r].line, at);
                        finish(PNBMC_RT_DIVERGED);
                    }
            }
            say("replay: all %d steps replayed, but the %s did not happen",
                S.nsteps, S.mode == M_ASSERT ? "failure" : "bug");
            finish(PNBMC_RT_DIVERGED);
        }
        pthread_mutex_unlock(&mu);
    }
    return NULL;
}

/* ------------------------------------------------------------- set-up */

static char *dup_line(const char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r'))
        n--;
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

static bool load_schedule(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[4096];
    int cap = 0;
    while (fgets(line, sizeof line, f)) {
        int a, b, c, d, e, g, h, off = 0;
        long long v;
        if (sscanf(line, "mode %31s", S.mode_name) == 1) {
            S.mode = !strcmp(S.mode_name, "deadlock") ? M_DEADLOCK
                   : !strcmp(S.mode_name, "race")     ? M_RACE
                   : !strcmp(S.mode_name, "assert")   ? M_ASSERT
                   : !strcmp(S.mode_name, "atomicity") ? M_ATOMICITY
                                                      : M_OTHER;
        } else if (sscanf(line, "file %d %n", &a, &off) == 1 && off > 0) {
            char **n = realloc(S.files, (size_t)(S.nfiles + 1) * sizeof *n);
            if (!n)
                return false;
            S.files = n;
            S.files[S.nfiles++] = dup_line(line + off);
        } else if (sscanf(line, "step %d %d %d %d %d %d %d %lld %n", &a, &b,
                          &c, &d, &e, &g, &h, &v, &off) == 8 && off > 0) {
            if ((g & RK_KIND_MASK) == RK_OTHER)
                continue; /* not forced */
            if (S.nsteps == cap) {
                cap = cap ? 2 * cap : 64;
                rstep *n = realloc(S.steps, (size_t)cap * sizeof *n);
                if (!n)
                    return false;
                S.steps = n;
            }
            S.steps[S.nsteps++] = (rstep){a, b, c, d, e, g & RK_KIND_MASK, h,
                                          v, dup_line(line + off),
                                          g >> RK_ORDER_SHIFT};
        } else if (sscanf(line, "race %d %d %d %d %d %n", &b, &c, &d, &e, &h,
                          &off) == 5 && off > 0) {
            if (S.nrace < RT_MAXRACE && b >= 0 && b < RT_MAXT)
                S.race[S.nrace++] = (rstep){0, b, c, d, e, h & RK_KIND_MASK,
                                            0, 0, dup_line(line + off),
                                            h >> RK_ORDER_SHIFT};
        }
    }
    fclose(f);
    if (S.mode == M_ATOMICITY && S.nrace == 0)
        S.mode = M_OTHER;
    S.nxt = malloc((size_t)(S.nsteps + 1) * sizeof *S.nxt);
    if (!S.nxt)
        return false;
    for (int t = 0; t < RT_MAXT; t++) {
        T[t].next = S.nsteps;
        T[t].race_row = -1;
        T[t].val_step = T[t].cur_step = -1;
    }
    for (int j = S.nsteps - 1; j >= 0; j--) {
        int t = S.steps[j].tid;
        if (t < 0 || t >= RT_MAXT)
            return false;
        S.nxt[j] = T[t].next;
        T[t].next = j;
    }
    for (int r = 0; r < S.nrace; r++)
        T[S.race[r].tid].race_row = r;
    return true;
}

/* The runtime's constructor and destructor take priorities the program
 * may not use (0 to 100 are the implementation's). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wprio-ctor-dtor"
#endif

/* Threads other than the caller that have not ended (blocked or not). */
static int other_live_threads(void)
{
    int live = 0;
    for (int i = 0; i < S.nthreads && i < RT_MAXT; i++)
        live += i != my_tid && T[i].state == TS_RUNNING;
    return live;
}

/* A partial deadlock (a lock-order cycle, a lock its ended holder kept)
 * while another thread ends the process (exit, main's return): the
 * deadlocked threads stay blocked until the process is gone.  Holds the
 * exit (mu held) while other threads live, long enough for the watchdog
 * to see a thread stay blocked and report it. */
static void await_deadlock_at_exit(void)
{
    S.exiting = true;
    double until = now() + 2 * RT_DEADLOCK_SEC + 1.0;
    while (other_live_threads() > 0 && now() < until) {
        pthread_mutex_unlock(&mu);
        struct timespec ts = {0, 50 * 1000 * 1000};
        nanosleep(&ts, NULL);
        pthread_mutex_lock(&mu);
    }
    S.exiting = false;
}

/* After the program's exit handlers and destructors (which the witness
 * may have steps of): the last destructor to run. */
__attribute__((destructor(100))) static void at_exit(void)
{
    if (!S.active || S.reported)
        return;
    pthread_mutex_lock(&mu);
    if (S.mode == M_DEADLOCK && S.ended)
        await_deadlock_at_exit();
    if (S.k < S.nsteps)
        say("replay: the program ended after step %d of the witness, "
            "without reproducing it", S.k ? S.steps[S.k - 1].num : 0);
    else
        say("replay: the program ended after the witness's last step without "
            "the %s", S.mode_name);
    pthread_mutex_unlock(&mu);
}

/* Before the program's constructors (whose steps the witness has: pnbmc
 * runs them at main's entry). */
__attribute__((constructor(100))) static void rt_init(void)
{
    T[0].state = TS_RUNNING;
    T[0].handle = pthread_self();
    T[0].has_handle = true;
    const char *path = getenv(PNBMC_RT_ENV);
    if (!path || !*path)
        return;
    if (!load_schedule(path)) {
        say("replay: cannot load the schedule '%s'", path);
        _exit(PNBMC_RT_DIVERGED);
    }
    S.active = true;
    S.last_progress = S.end_time = now();
    pthread_t w;
    if (pthread_create(&w, NULL, watchdog, NULL) == 0)
        pthread_detach(w);
    pthread_mutex_lock(&mu);
    check_end(); /* a witness without forced steps */
    pthread_mutex_unlock(&mu);
}

/* ------------------------------------------- SV-COMP functions (weak) */

__attribute__((weak)) void reach_error(void)
{
    say("replay: reach_error reached");
    _exit(S.active ? PNBMC_RT_REPRODUCED : 1);
}

__attribute__((weak)) void __VERIFIER_error(void)
{
    reach_error();
}

__attribute__((weak)) void __VERIFIER_assert(int cond)
{
    if (!cond)
        reach_error();
}

/* A thread past its last step whose assume fails stops there: pnbmc's
 * run ended before that assume (the witness may give such a thread a
 * value its assume later rejects), so the run that the witness shows
 * goes on without it. */
static void hold_after_last_step(void)
{
    int t = my_tid;
    if (!S.active || user_depth || t < 0 || t >= RT_MAXT)
        return;
    pthread_mutex_lock(&mu);
    if (T[t].next < S.nsteps) {
        pthread_mutex_unlock(&mu);
        return;
    }
    release_turn(t);
    park(t);
}

__attribute__((weak)) void __VERIFIER_assume(int cond)
{
    if (!cond) {
        hold_after_last_step();
        say("replay: __VERIFIER_assume failed: the run left the witness");
        _exit(PNBMC_RT_DIVERGED);
    }
}

__attribute__((weak)) void __VERIFIER_atomic_begin(void) {}
__attribute__((weak)) void __VERIFIER_atomic_end(void) {}

#define RT_NONDET(name, type)                                                 \
    __attribute__((weak)) type __VERIFIER_nondet_##name(void) { return 0; }
RT_NONDET(int, int)
RT_NONDET(uint, unsigned)
RT_NONDET(long, long)
RT_NONDET(ulong, unsigned long)
RT_NONDET(char, char)
RT_NONDET(uchar, unsigned char)
RT_NONDET(short, short)
RT_NONDET(ushort, unsigned short)
RT_NONDET(bool, _Bool)
RT_NONDET(_Bool, _Bool)
RT_NONDET(pointer, void *)
