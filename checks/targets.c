/* checks/targets.c — target predicates: deadlock kinds and data races
 * evaluated on one concrete state (the assertion target is a failing
 * step, flagged with at_error). */
#include "checks/checks.h"

#include <string.h>

/* For an access at l (thread t's location) inside pnbmc's C library
 * models: " (from F:L)", the program's call that leads there
 * (sim_program_loc); else "". */
static void program_call_site(const sim *s, const sstate *st, int32_t t,
                              mloc l, char *out, size_t n)
{
    mloc p = sim_program_loc(s, st, t);
    out[0] = 0;
    if (model_in_libc(s->m, l) && !model_in_libc(s->m, p))
        snprintf(out, n, " (from %s:%d)", model_file(s->m, p), p.line);
}

static int appendf(char *out, size_t n, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#include <stdarg.h>
static int appendf(char *out, size_t n, size_t *len, const char *fmt, ...)
{
    if (*len >= n)
        return 0;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(out + *len, n - *len, fmt, ap);
    va_end(ap);
    if (k > 0)
        *len += (size_t)k < n - *len ? (size_t)k : n - *len - 1;
    return k;
}

static bool double_lock(const sim *s, const sstate *st, char *d, size_t n)
{
    spending p;
    char nm[160];
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind == PO_LOCK && p.holder == t && !p.enabled) {
            mloc l = sim_thread_loc(s, st, t);
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
            snprintf(d, n, "double lock of %s at %s:%d: T%d already holds it",
                     nm, model_file(s->m, l), l.line, t);
            return true;
        }
    }
    return false;
}

/* "T1 holds a and waits for b at f:l; T2 holds b and waits for a ...":
 * each thread holds the mutex its predecessor in the cycle waits for. */
static void describe_cycle(const sim *s, const sstate *st, int32_t start,
                           char *d, size_t n)
{
    spending p;
    char want[160], held[160];
    size_t len = 0;
    int32_t prev = start;
    do { /* find the predecessor of start */
        sim_pending(s, st, prev, &p);
        if (p.holder == start)
            break;
        prev = p.holder;
    } while (prev != start);
    sim_pending(s, st, prev, &p);
    sim_object_name(s, st, p.acc.obj, p.acc.off, held, sizeof held);
    appendf(d, n, &len, "lock-order deadlock:");
    int32_t t = start;
    do {
        sim_pending(s, st, t, &p);
        mloc l = sim_thread_loc(s, st, t);
        sim_object_name(s, st, p.acc.obj, p.acc.off, want, sizeof want);
        appendf(d, n, &len, "%s T%d holds %s and waits for %s at %s:%d",
                t == start ? "" : ";", t, held, want, model_file(s->m, l),
                l.line);
        memcpy(held, want, sizeof held);
        t = p.holder;
    } while (t != start);
}

/* A cycle T1 -> T2 -> ... where each waits for a mutex the next holds. */
static bool lock_cycle(const sim *s, const sstate *st, char *d, size_t n)
{
    int32_t nt = st->nthreads;
    spending p;
    for (int32_t start = 0; start < nt; start++) {
        int32_t t = start, steps = 0;
        while (steps++ <= nt) {
            sim_pending(s, st, t, &p);
            if (p.kind != PO_LOCK || p.holder < 0 || p.holder == t ||
                p.holder >= nt)
                break;
            t = p.holder;
            if (t != start)
                continue;
            describe_cycle(s, st, start, d, n);
            return true;
        }
    }
    return false;
}

static const char *blocked_on(pop_kind k)
{
    switch (k) {
    case PO_LOCK: return "lock";
    case PO_JOIN: return "join";
    case PO_ATOMIC_BEGIN: case PO_ATOMIC_CALL: return "atomic section";
    case PO_COND_WAIT: return "cond_wait";
    case PO_SEM_WAIT: return "sem_wait";
    case PO_BARRIER: return "barrier_wait";
    case PO_ONCE: return "pthread_once";
    default: return "operation";
    }
}

/* Whether a thread of st stopped at a bound (TH_CUT): what it would do
 * next is unknown. */
static bool some_thread_cut(const sstate *st)
{
    for (int32_t t = 0; t < st->nthreads; t++)
        if (st->threads[t].status == TH_CUT)
            return true;
    return false;
}

static bool global_deadlock(const sim *s, const sstate *st, char *d, size_t n)
{
    spending p;
    bool live = false;
    if (st->exited || some_thread_cut(st))
        return false;
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind == PO_NONE)
            continue;
        if (p.enabled && !p.wake_only)
            return false;
        live = true;
    }
    if (!live)
        return false;
    size_t len = 0;
    appendf(d, n, &len, "global deadlock: no thread can move;");
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind == PO_NONE)
            continue;
        mloc l = sim_thread_loc(s, st, t);
        char what[200];
        if (st->atomic_owner >= 0 && st->atomic_owner != t) {
            appendf(d, n, &len, " T%d waits at %s:%d for T%d to leave its "
                    "atomic section;", t, model_file(s->m, l), l.line,
                    st->atomic_owner);
            continue;
        }
        if (p.kind == PO_JOIN)
            snprintf(what, sizeof what, "join T%d", p.join_tid);
        else if (p.kind == PO_LOCK) {
            char nm[160];
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
            snprintf(what, sizeof what, "lock %s (held by T%d)", nm, p.holder);
        } else if (p.kind == PO_COND_WAIT || p.kind == PO_SEM_WAIT ||
                   p.kind == PO_BARRIER || p.kind == PO_ONCE) {
            char nm[160];
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
            snprintf(what, sizeof what, "%s on %s", blocked_on(p.kind), nm);
        } else
            snprintf(what, sizeof what, "%s", blocked_on(p.kind));
        appendf(d, n, &len, " T%d blocked in %s at %s:%d;", t, what,
                model_file(s->m, l), l.line);
    }
    if (len)
        d[len - 1] = 0;
    return true;
}

/* A thread waits for something no thread can ever give: a mutex held by a
 * thread that has terminated (only the owner may unlock), or the end of a
 * thread that spins forever. */
static bool orphan_wait(const sim *s, const sstate *st, char *d, size_t n)
{
    spending p;
    char nm[160];
    if (st->exited)
        return false;
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        mloc l = sim_thread_loc(s, st, t);
        if (p.kind == PO_LOCK && p.holder >= 0 && p.holder != t &&
            p.holder < st->nthreads &&
            st->threads[p.holder].status == TH_DONE) {
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
            snprintf(d, n, "lock held by a terminated thread: T%d waits for "
                     "%s at %s:%d, which T%d still held when it ended", t, nm,
                     model_file(s->m, l), l.line, p.holder);
            return true;
        }
        if (p.kind == PO_JOIN && p.join_tid >= 0 &&
            p.join_tid < st->nthreads &&
            st->threads[p.join_tid].status == TH_STUCK) {
            snprintf(d, n, "join of a thread that never ends: T%d joins T%d "
                     "at %s:%d, but T%d loops forever without a visible "
                     "operation", t, p.join_tid, model_file(s->m, l), l.line,
                     p.join_tid);
            return true;
        }
    }
    return false;
}

static bool deadlock_at(void *ctx, const sim *s, const sstate *st, char *d,
                        size_t n)
{
    (void)ctx;
    return double_lock(s, st, d, n) || lock_cycle(s, st, d, n) ||
           orphan_wait(s, st, d, n) || global_deadlock(s, st, d, n);
}

/* A racing pair of accesses of a and b, the write first when one is
 * (*swapped: it is b's), or false. */
static bool conflict(const spending *a, const spending *b,
                     const saccess **x, const saccess **y, bool *swapped)
{
    const saccess *ax, *by;
    if (!sim_pending_race(a, b, &ax, &by))
        return false;
    *swapped = by->write && !ax->write;
    *x = *swapped ? by : ax;
    *y = *swapped ? ax : by;
    return true;
}

/* The first race of st (by thread pair) whose detail is not skipped
 * (ctx: the target's sskip). */
static bool race_at(void *ctx, const sim *s, const sstate *st, char *d,
                    size_t n)
{
    const sskip *skip = ctx;
    spending p[64];
    int32_t nt = st->nthreads < 64 ? st->nthreads : 64;
    for (int32_t t = 0; t < nt; t++)
        sim_pending(s, st, t, &p[t]);
    for (int32_t i = 0; i < nt; i++)
        for (int32_t j = i + 1; j < nt; j++) {
            const saccess *x, *y;
            bool sw;
            if (!conflict(&p[j], &p[i], &x, &y, &sw))
                continue;
            int32_t ta = sw ? i : j, tb = sw ? j : i;
            char nm[160]; /* where the two overlap: a memcpy's range
                             meets a read of one element at that one */
            sim_object_name(s, st, x->obj, x->off > y->off ? x->off : y->off,
                            nm, sizeof nm);
            mloc la = sim_thread_loc(s, st, ta), lb = sim_thread_loc(s, st, tb);
            char fa[300], fb[300];
            program_call_site(s, st, ta, la, fa, sizeof fa);
            program_call_site(s, st, tb, lb, fb, sizeof fb);
            snprintf(d, n, "data race on %s: T%d %s %s:%d%s / T%d %s %s:%d%s",
                     nm, ta, x->write ? "write" : "read",
                     model_file(s->m, la), la.line, fa, tb,
                     y->write ? "write" : "read", model_file(s->m, lb),
                     lb.line, fb);
            if (!sim_skipped(skip, d))
                return true;
        }
    for (int32_t t = 0; t < nt; t++)
        if (sim_ra_unsynced(s, st, t, &p[t])) {
            mloc l = sim_thread_loc(s, st, t);
            snprintf(d, n, "unsynchronised atomic access: T%d at %s:%d "
                     "reads a write it need not synchronise with, or is "
                     "weaker than release/acquire", t, model_file(s->m, l),
                     l.line);
            if (!sim_skipped(skip, d))
                return true;
        }
    return false;
}

static int32_t storers(uint64_t mask, char *out, size_t n)
{
    size_t len = 0;
    int32_t count = 0;
    out[0] = 0;
    for (int32_t t = 0; t < 64; t++)
        if (mask >> t & 1)
            appendf(out, n, &len, "%sT%d", count++ ? " and " : "", t);
    return count;
}

/* Relaxed-store-before-branch: thread t is about to do a relaxed load
 * whose value decides a branch, and since t's last synchronising operation
 * two different threads stored relaxed values into the same cell. */
static bool atomicity_at(void *ctx, const sim *s, const sstate *st, char *d,
                         size_t n)
{
    (void)ctx;
    spending p;
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind != PO_ACCESS || !p.enabled || !p.relaxed_branch)
            continue;
        for (int32_t i = 0; i < st->nrelax; i++) {
            const srelax *r = &st->relax[i];
            char who[128], nm[160];
            if (r->thread != t || r->obj != p.acc.obj || r->off != p.acc.off ||
                storers(r->mask, who, sizeof who) < 2)
                continue;
            mloc l = sim_thread_loc(s, st, t);
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
            snprintf(d, n, "atomicity violation: relaxed load of %s at %s:%d "
                     "by T%d decides a branch after relaxed stores by %s "
                     "since T%d's last synchronisation", nm,
                     model_file(s->m, l), l.line, t, who, t);
            return true;
        }
    }
    return false;
}

/* A cycle of the state graph that no run leaves while some threads stay
 * blocked in all of its states: they starve (e.g. a lock that is never
 * released inside the loop of another thread). */
static bool starvation_at(void *ctx, const sim *s, const sstate *st,
                          uint64_t starving, char *d, size_t n)
{
    (void)ctx;
    spending p;
    size_t len = 0;
    if (some_thread_cut(st))
        return false;
    appendf(d, n, &len, "starvation:");
    for (int32_t t = 0; t < st->nthreads && t < 64; t++) {
        if (!(starving >> t & 1))
            continue;
        if (t == 0 && sim_harness_waits(s, st)) {
            appendf(d, n, &len, " T0 (harness) waits forever to join the "
                    "--entry threads;");
            continue;
        }
        sim_pending(s, st, t, &p);
        if (p.kind == PO_NONE || (p.enabled && !p.wake_only))
            return false; /* replay check: must still be blocked */
        mloc l = sim_thread_loc(s, st, t);
        char nm[160] = "";
        if (p.kind == PO_LOCK)
            sim_object_name(s, st, p.acc.obj, p.acc.off, nm, sizeof nm);
        appendf(d, n, &len, " T%d waits forever in %s%s%s at %s:%d", t,
                blocked_on(p.kind), *nm ? " " : "", nm, model_file(s->m, l),
                l.line);
        if (p.holder >= 0)
            appendf(d, n, &len, " (held by T%d)", p.holder);
        appendf(d, n, &len, ";");
    }
    appendf(d, n, &len, " the other threads loop forever without "
            "releasing it");
    return true;
}

starget checks_target(check_kind k)
{
    return checks_target_skip(k, NULL);
}

starget checks_target_skip(check_kind k, const sskip *skip)
{
    starget t = {.skip = skip, .ctx = (void *)skip};
    if (k == CK_DEADLOCK) {
        t.at_state = deadlock_at;
        t.at_cycle = starvation_at;
    } else if (k == CK_RACE) {
        t.at_state = race_at;
        t.pending_only = true;
    }
    else if (k == CK_ATOMICITY)
        t.at_state = atomicity_at;
    else
        t.at_error = true;
    return t;
}
