/* solve/explicit.c — the explicit-state engine: depth-first search over
 * interleavings of visible operations with a hash-compacted visited set
 * (128-bit hashes; a collision could only hide states, the chance of one
 * in 10^9 states is below 10^-20).  With --bound, a state revisited at a
 * smaller depth is explored again so that the bound is respected exactly;
 * without one, each state is explored once and Tarjan's algorithm finds
 * the strongly connected components of the state graph on the fly
 * (starvation targets). */
#include "solve/por.h"
#include "solve/sim_priv.h"
#include "solve/visited.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

/* -v: seconds between two progress lines of a search */
#define EXPLICIT_PROGRESS_SECONDS 2.0

typedef struct {
    sstate *st;
    int32_t tid, choice;   /* next successor to try */
    int32_t pass;          /* 0: eager threads, 1: deferred moves */
    sstep step;            /* the step that led here */
    uint64_t h1, h2;       /* the state's hash */
    int32_t index, low;    /* Tarjan */
    bool exits, selfloop;  /* an edge leaves the SCC / returns to itself */
    bool reduce;           /* a reduced expansion is still to be tried */
    bool only;             /* reduced: only thread tid's choices */
} dfs_entry;

/* Tarjan's stack: states whose SCC is not complete yet; blocked = live
 * threads whose pending operation is disabled in that state. */
typedef struct { uint64_t h1, h2, blocked; } tnode;

typedef struct {
    sim *s;
    const starget *targets;
    sfound *res;
    int ntargets, nfound;
    const sopts *o;
    sstats *stats;
    vset visited;
    dfs_entry *stack;
    int32_t depth, cap;
    uint8_t *buf;
    size_t bufcap;
    struct timespec t0;
    uint64_t mem_rss, mem_vm; /* ceilings in bytes, 0 = none */
    int statm;             /* /proc/self/statm kept open, -1 = none */
    bool stop;
    bool scc;              /* starvation analysis on (no bound, a target) */
    tnode *tstack;
    int32_t ntstack, captstack, next_index;
    por *por;              /* partial-order reduction on (reduce.inc) */
    double next_progress;    /* -v: seconds at the next progress line */
} explorer;

static double elapsed(const explorer *x)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - x->t0.tv_sec) +
           (double)(t.tv_nsec - x->t0.tv_nsec) * 1e-9;
}

typedef enum { CUT_BOUND, CUT_DOMAIN, CUT_UNKNOWN } cut_kind;

static void note_cut(explorer *x, cut_kind kind, const char *why)
{
    sstats *s = x->stats;
    bool unknown = kind == CUT_UNKNOWN;
    if (kind == CUT_BOUND)
        s->cut_other = true;
    if (unknown && !s->cut_unknown) {
        s->cut_unknown = true;
        if (strstr(why, "timeout") || strstr(why, "state limit") ||
            strstr(why, "memory limit")) /* not cuts: no place */
            snprintf(s->unknown_reason, sizeof s->unknown_reason, "%s", why);
        else
            sim_reason_at(x->s, why, s->unknown_reason,
                          sizeof s->unknown_reason);
    } else if (!unknown && !s->cut_bound) {
        s->cut_bound = true;
        snprintf(s->bound_reason, sizeof s->bound_reason, "%s", why);
    }
}

/* The simulator's SR_CUT_UNKNOWN just returned is a fact about the
 * program (sstats.cut_program) unless a limit of the simulator made it or
 * a view gave the model runs the program has not. */
static void note_program_cut(explorer *x)
{
    sstats *s = x->stats;
    if (s->cut_program || x->s->cut_limit || model_adds_runs(x->s->m))
        return;
    s->cut_program = true;
    sim_reason_at(x->s, x->s->cut_reason, s->program_reason,
                  sizeof s->program_reason);
}

/* Whether a and b are equal but for the numbers after a 'T' that
 * starts a word (thread numbers). */
static bool same_but_threads(const char *a, const char *b)
{
    while (*a && *a == *b) {
        bool word = *a == 'T' && a[1] >= '0' && a[1] <= '9' &&
                    b[1] >= '0' && b[1] <= '9';
        a++, b++;
        if (!word)
            continue;
        while (*a >= '0' && *a <= '9')
            a++;
        while (*b >= '0' && *b <= '9')
            b++;
    }
    return *a == *b;
}

bool sim_skipped(const sskip *k, const char *detail)
{
    for (int32_t i = 0; k && i < k->n; i++)
        if (same_but_threads(k->details[i], detail))
            return true;
    return false;
}

static void record(explorer *x, int i, found_kind k, const char *detail,
                   const sstep *last)
{
    sfound *f = &x->res[i];
    if (sim_skipped(x->targets[i].skip, detail))
        return;
    f->found = k;
    snprintf(f->detail, sizeof f->detail, "%s", detail);
    f->nsteps = x->depth + (last ? 1 : 0);
    f->steps = sim_xalloc(sizeof(sstep) * (size_t)f->nsteps);
    for (int32_t d = 1; d <= x->depth; d++)
        f->steps[d - 1] = x->stack[d].step;
    if (last)
        f->steps[f->nsteps - 1] = *last;
    /* exploration runs without hop recording: steps own no arrays */
    if (++x->nfound == x->ntargets)
        x->stop = true;
}

static void check_state(explorer *x, const sstate *st)
{
    char detail[SOLVE_DETAIL_MAX];
    for (int i = 0; i < x->ntargets; i++) {
        const starget *t = &x->targets[i];
        if (x->res[i].found || !t->at_state)
            continue;
        if (t->at_state(t->ctx, x->s, st, detail, sizeof detail))
            record(x, i, FOUND_STATE, detail, NULL);
    }
}

static void check_error(explorer *x, const sstep *last)
{
    for (int i = 0; i < x->ntargets; i++)
        if (!x->res[i].found && x->targets[i].at_error)
            record(x, i, FOUND_ERROR, x->s->cut_reason, last);
}

static bool has_enabled(const sim *s, const sstate *st)
{
    spending p;
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind != PO_NONE && p.enabled)
            return true;
    }
    return false;
}

static uint64_t blocked_threads(const sim *s, const sstate *st)
{
    spending p;
    uint64_t mask = 0;
    for (int32_t t = 0; t < st->nthreads && t < 64; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind != PO_NONE && (!p.enabled || p.wake_only))
            mask |= UINT64_C(1) << t;
    }
    return mask | (sim_harness_waits(s, st) ? 1 : 0);
}

/* An edge from the top state to an already seen state (h1, h2) in slot
 * i of the visited set. */
static void scc_edge(explorer *x, uint64_t h1, uint64_t h2, size_t i)
{
    dfs_entry *v = &x->stack[x->depth];
    if (!x->scc || x->depth < 0)
        return;
    if (h1 == v->h1 && h2 == v->h2)
        v->selfloop = true;
    int32_t tidx = x->visited.tidx[i];
    if (tidx >= 0) {
        if (tidx < v->low)
            v->low = tidx;
    } else {
        v->exits = true; /* into a completed SCC */
    }
}

static void scc_enter(explorer *x, dfs_entry *e, size_t slot)
{
    e->exits = e->selfloop = false;
    e->index = e->low = -1;
    if (!x->scc)
        return;
    e->index = e->low = x->visited.tidx[slot] = x->next_index++;
    if (x->ntstack == x->captstack) {
        x->captstack = x->captstack ? x->captstack * 2 : 256;
        x->tstack = sim_xrealloc(x->tstack, sizeof(tnode) * (size_t)x->captstack);
    }
    x->tstack[x->ntstack++] = (tnode){e->h1, e->h2,
                                      blocked_threads(x->s, e->st)};
}

/* The visited-set slot of st (added if new: *fresh). */
static size_t lookup(explorer *x, const sstate *st, uint64_t *h1,
                     uint64_t *h2, bool *fresh)
{
    size_t n = sim_serialize(x->s, st, &x->buf, &x->bufcap);
    vset_hash(x->buf, n, h1, h2);
    return vset_slot(&x->visited, *h1, *h2, fresh);
}

/* Pushes a reached state unless it was seen (at this depth or less);
 * slot, h1, h2, fresh: its lookup. */
static void push_at(explorer *x, sstate *st, const sstep *step, size_t slot,
                    uint64_t h1, uint64_t h2, bool fresh)
{
    /* without a depth bound the depth of a visit does not matter: a state
     * is explored once */
    int32_t d = x->o->bound > 0 ? x->depth + 1 : 0;
    int32_t *seen_at = x->visited.depth ? &x->visited.depth[slot] : NULL;
    /* the set keeps depths only with a bound: else seen = explored */
    if (seen_at ? *seen_at <= d : !fresh) {
        scc_edge(x, h1, h2, slot);
        sim_free_state(st);
        return;
    }
    if (seen_at)
        *seen_at = d;
    x->stats->states++;
    if (x->depth + 1 >= x->cap) {
        x->cap = x->cap ? x->cap * 2 : 64;
        x->stack = sim_xrealloc(x->stack, sizeof(dfs_entry) * (size_t)x->cap);
    }
    dfs_entry *e = &x->stack[++x->depth];
    e->st = st;
    e->tid = e->choice = e->pass = 0;
    e->reduce = x->por != NULL;
    e->only = false;
    e->h1 = h1;
    e->h2 = h2;
    if (step)
        e->step = *step;
    scc_enter(x, e, slot);
    if (x->por)
        x->visited.tidx[slot] = x->depth;
    if (x->depth > x->stats->max_depth_seen)
        x->stats->max_depth_seen = x->depth;
    check_state(x, st);
    if (x->o->bound > 0 && x->depth >= x->o->bound && !x->stop &&
        has_enabled(x->s, st)) {
        char why[64];
        snprintf(why, sizeof why, "step bound %lld reached (--bound)",
                 (long long)x->o->bound);
        note_cut(x, CUT_BOUND, why);
        e->tid = st->nthreads; /* do not expand */
        e->pass = 2;
    }
}

static void push(explorer *x, sstate *st, const sstep *step)
{
    uint64_t h1, h2;
    bool fresh;
    size_t slot = lookup(x, st, &h1, &h2, &fresh);
    push_at(x, st, step, slot, h1, h2, fresh);
}

/* The state of the top entry again, for one whose state was dropped
 * (drop_sole_parent): the steps from the initial state replayed. */
static sstate *replay_top(explorer *x)
{
    sresult r;
    sstate *st = sim_initial(x->s, &r);
    for (int32_t d = 1; d <= x->depth && r == SR_OK; d++) {
        sstep step;
        r = sim_fire(x->s, st, x->stack[d].step.tid, x->stack[d].step.choice,
                     &step);
        sim_step_free(&step);
    }
    x->s->soft_cut[0] = 0; /* noted when the search first fired them */
    return st;
}

static void report_cycle(explorer *x, uint64_t starving)
{
    char detail[SOLVE_DETAIL_MAX];
    const dfs_entry *v = &x->stack[x->depth];
    sstate *replayed = v->st ? NULL : replay_top(x);
    const sstate *st = v->st ? v->st : replayed;
    for (int i = 0; i < x->ntargets; i++) {
        const starget *t = &x->targets[i];
        if (x->res[i].found || !t->at_cycle ||
            !t->at_cycle(t->ctx, x->s, st, starving, detail, sizeof detail))
            continue;
        record(x, i, FOUND_CYCLE, detail, NULL);
        x->res[i].starving = starving;
    }
    sim_free_state(replayed);
}

/* The top state is the root of an SCC: pop its members; a non-trivial SCC
 * that no edge leaves, with a thread blocked in all its states, is a
 * starvation. */
static void scc_complete(explorer *x)
{
    const dfs_entry *v = &x->stack[x->depth];
    uint64_t blocked = ~UINT64_C(0);
    int32_t members = 0;
    while (x->ntstack > 0) {
        tnode *t = &x->tstack[--x->ntstack];
        bool fresh;
        size_t slot = vset_slot(&x->visited, t->h1, t->h2, &fresh);
        int32_t idx = x->visited.tidx[slot];
        x->visited.tidx[slot] = -1;
        blocked &= t->blocked;
        members++;
        if (idx == v->index)
            break;
    }
    if ((members > 1 || v->selfloop) && !v->exits && blocked)
        report_cycle(x, blocked);
}

static void pop(explorer *x)
{
    dfs_entry *v = &x->stack[x->depth];
    if (x->scc) {
        bool root = v->low == v->index;
        if (root)
            scc_complete(x);
        if (x->depth > 0) {
            dfs_entry *p = &x->stack[x->depth - 1];
            if (root) {
                p->exits = true;
            } else {
                p->exits = p->exits || v->exits;
                if (v->low < p->low)
                    p->low = v->low;
            }
        }
    }
    size_t slot;
    if (x->por && vset_find(&x->visited, v->h1, v->h2, &slot))
        x->visited.tidx[slot] = -1; /* off the stack */
    sim_free_state(v->st);
    x->depth--;
}

/* A thread about to take a lock while it holds one.  Its moves are tried
 * after every other thread's: a lock-order deadlock needs each thread of
 * the cycle to hold its first lock before any takes its second, and this
 * order makes that the first run the search follows.  Only the order of
 * successors changes, never their set. */
static bool nested_lock(const sstate *st, int32_t tid, const spending *p)
{
    return p->kind == PO_LOCK && st->threads[tid].nheld != 0;
}

/* Moves tried after the others: nested locks, and spurious wake-ups (a
 * witness then has one only where the bug needs it). */
static bool deferred(const sstate *st, int32_t tid, const spending *p)
{
    return nested_lock(st, tid, p) || p->wake_only;
}

/* The thread a fixed scheduler moves in st, -1 if none can.  Main's end
 * ends the program, so it comes last under every policy. */
static int32_t scheduled(const sim *s, const sstate *st, sched_policy pol)
{
    spending p;
    int32_t pick = -1;
    bool main_ends = false;
    for (int32_t t = 0; t < st->nthreads; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind == PO_NONE || !p.enabled || p.nchoices < 1 ||
            p.wake_only) /* a fixed schedule waits for the signal */
            continue;
        if (t == 0 && p.kind == PO_EXIT) {
            main_ends = true;
            continue;
        }
        if (pol == SCHED_FIFO || (pol == SCHED_MAIN_LIFO && t == 0))
            return t;
        pick = t;
    }
    return pick < 0 && main_ends ? 0 : pick;
}

/* Under a fixed scheduler: the choices of the thread it picks. */
static bool next_scheduled(explorer *x, int32_t *tid, int32_t *choice,
                           spending *p)
{
    dfs_entry *e = &x->stack[x->depth];
    if (e->pass == 0) {
        e->tid = scheduled(x->s, e->st, x->o->schedule);
        e->choice = 0;
        e->pass = e->tid < 0 ? 2 : 1;
    }
    if (e->pass != 1)
        return false;
    sim_pending(x->s, e->st, e->tid, p);
    if (e->choice < p->nchoices) {
        *tid = e->tid;
        *choice = e->choice++;
        return true;
    }
    e->pass = 2;
    return false;
}

/* Next enabled (thread, choice) of the top entry; false if exhausted. */
static bool next_move(explorer *x, int32_t *tid, int32_t *choice,
                      spending *p)
{
    dfs_entry *e = &x->stack[x->depth];
    if (x->o->schedule != SCHED_ALL)
        return next_scheduled(x, tid, choice, p);
    while (e->pass < 2) {
        while (e->tid < e->st->nthreads) {
            sim_pending(x->s, e->st, e->tid, p);
            if (p->kind != PO_NONE && p->enabled &&
                e->choice < p->nchoices &&
                (e->only ||
                 deferred(e->st, e->tid, p) == (e->pass == 1))) {
                *tid = e->tid;
                *choice = e->choice++;
                return true;
            }
            if (e->only) /* reduced: thread tid's choices alone */
                return false;
            e->tid++;
            e->choice = 0;
        }
        e->pass++;
        e->tid = 0;
    }
    return false;
}

#include "solve/reduce.inc"

/* Whether st has exactly one move (an enabled thread with one choice). */
static bool sole_move(const sim *s, const sstate *st)
{
    int32_t moves = 0;
    spending p;
    for (int32_t t = 0; t < st->nthreads && moves < 2; t++) {
        sim_pending(s, st, t, &p);
        if (p.kind != PO_NONE && p.enabled)
            moves += p.nchoices;
    }
    return moves == 1;
}

/* Frees the state of the top entry when the move just fired from it is
 * its only one (all schedules; with the reduction, once it was tried):
 * back on top, it is only popped (next_move reads no state after pass
 * 2).  A long run of one thread then keeps one state, not one per step,
 * also where the reduction does not apply or does not reduce (drop_state
 * covers the steps it takes alone); a cycle's report replays its root's
 * state (replay_top). */
static void drop_sole_parent(explorer *x)
{
    dfs_entry *e = &x->stack[x->depth];
    if (x->o->schedule != SCHED_ALL || e->choice != 1 || e->reduce ||
        !sole_move(x->s, e->st))
        return;
    e->pass = 2;
    sim_free_state(e->st);
    e->st = NULL;
}

static void expand(explorer *x, int32_t tid, int32_t choice)
{
    sstate *child = sim_clone(x->s, x->stack[x->depth].st);
    sstep step;
    sresult r = sim_fire(x->s, child, tid, choice, &step);
    x->stats->transitions++;
    drop_sole_parent(x);
    if (x->s->soft_cut[0]) {
        note_cut(x, CUT_BOUND, x->s->soft_cut);
        x->s->soft_cut[0] = 0;
    }
    switch (r) {
    case SR_OK:
        push(x, child, &step);
        return;
    case SR_ERROR:
        check_error(x, &step);
        break;
    case SR_CUT_BOUND:
        note_cut(x, CUT_BOUND, x->s->cut_reason);
        break;
    case SR_CUT_UNKNOWN:
        note_cut(x, CUT_UNKNOWN, x->s->cut_reason);
        note_program_cut(x);
        break;
    case SR_PRUNE:
        break;
    }
    x->stack[x->depth].exits = true; /* the run ends or is cut here */
    sim_free_state(child);
}

/* Memory ceilings: a DFS frame holds a full state unless its only move
 * was fired (drop_state, drop_sole_parent), and a search that branches at
 * every step of a long run grows by kilobytes per step; without a ceiling
 * it ends in an out-of-memory abort. */
uint64_t solve_memory_ceiling(const sopts *o)
{
    long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
    return o->max_memory_mb > 0 ? (uint64_t)o->max_memory_mb << 20
         : pages > 0 && psz > 0 ? (uint64_t)pages / 10 * 8 * (uint64_t)psz
         : 0;
}

/* Resident and virtual size of this process (bytes) from an open
 * /proc/self/statm, false if unknown.  A read from offset 0 of a /proc
 * file gives its current contents. */
static bool statm_read(int fd, uint64_t *rss, uint64_t *vm)
{
    char b[128];
    ssize_t n = fd >= 0 ? pread(fd, b, sizeof b - 1, 0) : -1;
    unsigned long long v = 0, r = 0;
    if (n > 0)
        b[n] = 0;
    bool ok = n > 0 && sscanf(b, "%llu %llu", &v, &r) == 2;
    long psz = sysconf(_SC_PAGESIZE);
    *rss = (uint64_t)r * (uint64_t)psz;
    *vm = (uint64_t)v * (uint64_t)psz;
    return ok && psz > 0;
}

bool solve_memory_over(const sopts *o)
{
    uint64_t ceiling = solve_memory_ceiling(o), rss, vm;
    if (!ceiling)
        return false;
    int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    bool over = statm_read(fd, &rss, &vm) && rss > ceiling;
    if (fd >= 0)
        close(fd);
    return over;
}

static void memory_limits(explorer *x)
{
    uint64_t rss = solve_memory_ceiling(x->o);
    struct rlimit rl;
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        x->mem_vm = (uint64_t)rl.rlim_cur / 10 * 8;
    x->mem_rss = rss;
    /* read every 256 transitions: one pread of an open file costs a
     * fifth of an fopen/fscanf/fclose */
    x->statm = x->mem_rss || x->mem_vm
                   ? open("/proc/self/statm", O_RDONLY | O_CLOEXEC) : -1;
}

static bool over_limits(explorer *x)
{
    /* the state count at every step (a comparison); the clock and the
     * memory every 256 transitions */
    if (x->o->max_states > 0 && x->stats->states > x->o->max_states) {
        char why[64];
        snprintf(why, sizeof why, "state limit %lld reached",
                 (long long)x->o->max_states);
        note_cut(x, CUT_UNKNOWN, why);
        return true;
    }
    if ((x->stats->transitions & 255) != 0)
        return false;
    double t = elapsed(x);
    if (x->o->timeout > 0 && t > x->o->timeout) {
        char why[96];
        snprintf(why, sizeof why, "timeout (time limit reached after %.1f s "
                 "of explicit search)", x->o->timeout);
        note_cut(x, CUT_UNKNOWN, why);
        return true;
    }
    uint64_t rss, vm;
    if ((x->mem_rss || x->mem_vm) && statm_read(x->statm, &rss, &vm) &&
        ((x->mem_rss && rss > x->mem_rss) || (x->mem_vm && vm > x->mem_vm))) {
        char why[64];
        snprintf(why, sizeof why, "memory limit %llu MB reached",
                 (unsigned long long)((x->mem_rss && rss > x->mem_rss
                                           ? x->mem_rss : x->mem_vm) >> 20));
        note_cut(x, CUT_UNKNOWN, why);
        return true;
    }
    /* every EXPLICIT_PROGRESS_SECONDS (a line per 2^20 transitions left
     * gaps of 10 s and more on long paths) */
    if (x->o->verbose && t >= x->next_progress) {
        if (x->next_progress > 0)
            fprintf(stderr, "pnbmc: explicit: %lld states, %lld transitions, "
                    "depth %d, %.1f s\n", (long long)x->stats->states,
                    (long long)x->stats->transitions, x->depth, t);
        x->next_progress = t + EXPLICIT_PROGRESS_SECONDS;
    }
    return false;
}

void solve_explicit(sim *s, const starget *targets, sfound *results,
                    int ntargets, const sopts *o, sstats *stats)
{
    explorer x = {0};
    x.s = s;
    x.targets = targets;
    x.res = results;
    x.ntargets = ntargets;
    x.o = o;
    x.stats = stats;
    memset(stats, 0, sizeof *stats);
    memset(results, 0, sizeof(sfound) * (size_t)ntargets);
    clock_gettime(CLOCK_MONOTONIC, &x.t0);
    memory_limits(&x);
    /* a cycle of a fixed scheduler is no starvation: no SCCs, and no
     * reduction (it would choose threads itself) */
    for (int i = 0; i < ntargets && o->schedule == SCHED_ALL; i++)
        x.scc = x.scc || (targets[i].at_cycle && o->bound == 0);
    if (o->schedule == SCHED_ALL && reduce_applies(s, targets, ntargets, o))
        x.por = por_build(s->m);
    vset_init(&x.visited, o->bound > 0, x.scc || x.por);
    sresult r;
    sstate *init = sim_initial(s, &r);
    if (s->soft_cut[0]) {
        note_cut(&x, CUT_BOUND, s->soft_cut);
        s->soft_cut[0] = 0;
    }
    x.depth = -1;
    if (r == SR_OK) {
        push(&x, init, NULL);
    } else {
        note_cut(&x, r == SR_CUT_UNKNOWN ? CUT_UNKNOWN : CUT_BOUND,
                 s->cut_reason);
        if (r == SR_CUT_UNKNOWN)
            note_program_cut(&x);
        sim_free_state(init);
    }
    while (x.depth >= 0 && !x.stop) {
        int32_t tid, choice;
        spending p;
        if (over_limits(&x))
            break;
        if (x.stack[x.depth].reduce && reduce_step(&x))
            continue;
        if (!next_move(&x, &tid, &choice, &p)) {
            pop(&x);
            continue;
        }
        if (p.domain_cut && !x.stats->cut_bound) {
            mloc l = s->m->funcs[p.fn].code[p.ip].loc;
            mloc from = sim_program_loc(s, x.stack[x.depth].st, tid);
            char at[200], why[256];
            sim_place(s, l, from, at, sizeof at);
            snprintf(why, sizeof why, "nondet domain cut at %s", at);
            note_cut(&x, CUT_DOMAIN, why);
        }
        expand(&x, tid, choice);
    }
    x.scc = false; /* an interrupted search proves no SCC complete */
    while (x.depth >= 0)
        pop(&x);
    free(x.stack);
    free(x.tstack);
    vset_free(&x.visited);
    por_free(x.por);
    if (x.statm >= 0)
        close(x.statm);
    free(x.buf);
    stats->seconds = elapsed(&x);
}

void sfound_free(sfound *f)
{
    for (int32_t i = 0; i < f->nsteps; i++)
        sim_step_free(&f->steps[i]);
    free(f->steps);
    f->steps = NULL;
    f->nsteps = 0;
}
