/* checks/onerun.c — checks decided by one run of a program whose
 * synchronisation does not depend on the schedule.
 *
 * In a synchronisation-deterministic program (model/syncdet.c) every
 * thread's path, and so its sequence of visible operations with their
 * objects, is the same in every run.  One run of the simulator then shows
 * each thread's whole sequence, provided the run ends with every thread
 * finished; in any run each thread stands at some position of its own
 * sequence.  The run schedules the lowest enabled thread other than main,
 * main only when no other can move, so that main's end (which ends the
 * program) comes last.
 *
 * The run is *complete* when (1) only mutex lock/unlock, thread
 * create/join/exit, asserts that hold and calls without synchronisation
 * occur, never a nondet choice, an atomic section, an assume or an error,
 * (2) main does all the creates and joins, (3) no thread locks a
 * mutex it holds, unlocks one it does not hold or ends holding one, (4) no
 * visible write touches a mutex's bytes, and every init or destroy of a
 * mutex is ordered by the creates and joins with every other thread's
 * operations on it (resets_ordered), and every thread finishes.
 * Thread ids are then handed out in the one creator's order, the same in
 * every run.  On a complete run:
 *
 * Deadlock: safe if every join is made holding no mutex and the graph
 * with an edge a -> b whenever a thread locks b while holding a is
 * acyclic.  In a deadlock every live thread is blocked: on a join of a
 * live thread or on a mutex whose holder is live (by (3) nobody ends
 * holding one; by (4) only lock and unlock change a mutex).  Following
 * "waits for" from live thread to live thread closes a cycle.  A thread
 * waiting on a join holds nothing, so only join waits lead to it, and the
 * join edges form no cycle: they are fixed, and the run completed them.
 * So the cycle is all mutex waits, each thread holding a_i and waiting
 * for a_{i+1}: a cycle of the graph.  Every sequence is finite, so no
 * run is infinite either (no livelock or starvation).
 *
 * Race: safe if every two accesses of different threads to overlapping
 * bytes, one a write, are made holding a common mutex or are ordered by
 * the creator's creates and joins (an access of the creator before it
 * creates the other thread or after it joins it; a thread joined before
 * the other is created).  Two accesses holding a common mutex are never
 * pending together; of two ordered ones the first is done before the
 * second's thread can reach it.
 *
 * Assert: safe if no assert condition depends on the schedule: the run
 * met every assertion of every sequence, each with the value it has in
 * every run.  Atomicity: safe, there is no atomic access at all. */
#include "checks/checks_priv.h"

#include <stdlib.h>
#include <string.h>

#define ONE_RUN_MAX_STEPS 2000000
#define ONE_RUN_MAX_ACCESSES 200000
#define ONE_RUN_MAX_PAIRS 50000000
#define NEVER INT64_MAX

typedef struct { uint32_t obj; uint64_t off; } lock_id;
typedef struct { int32_t from, to; } lock_edge;
typedef struct {
    uint32_t obj;
    uint64_t off, size;
    bool write;
    int32_t inst;            /* thread instance */
    int64_t pos;             /* creator's step count when it was made */
    uint64_t locks;          /* held mutexes among the first 64 */
} access_rec;

typedef struct {
    sim *s;
    sstate *st;
    lock_id *locks;
    int32_t nlocks, caplocks;
    lock_edge *edges;
    int32_t nedges, capedges;
    access_rec *acc;
    int32_t nacc, capacc;
    access_rec *mops;        /* mutex operations; write: init or destroy */
    int32_t nmops, capmops;
    int32_t **held;          /* per thread id: lock indexes it holds */
    int32_t *nheld, *capheld, *inst, nthreads;
    int64_t *created, *joined; /* per instance: creator's step, NEVER */
    int32_t ninst, capinst;
    int64_t creator_steps;   /* steps of main, the only creator/joiner */
    bool join_holding;       /* a join made while holding a mutex */
    char *why;
    size_t nwhy;
} onerun;

static void *grow(void *p, int32_t *cap, int32_t need, size_t size)
{
    if (need <= *cap)
        return p;
    *cap = *cap ? *cap * 2 : 16;
    if (*cap < need)
        *cap = need;
    void *q = realloc(p, size * (size_t)*cap);
    if (!q)
        abort();
    return q;
}

static bool stop(onerun *r, const char *what)
{
    snprintf(r->why, r->nwhy, "%s", what);
    return false;
}

static int32_t lock_index(onerun *r, uint32_t obj, uint64_t off)
{
    for (int32_t i = 0; i < r->nlocks; i++)
        if (r->locks[i].obj == obj && r->locks[i].off == off)
            return i;
    r->locks = grow(r->locks, &r->caplocks, r->nlocks + 1, sizeof(lock_id));
    r->locks[r->nlocks] = (lock_id){obj, off};
    return r->nlocks++;
}

static int32_t new_instance(onerun *r)
{
    int32_t cap = r->capinst; /* both arrays share capinst */
    r->created = grow(r->created, &cap, r->ninst + 1, sizeof(int64_t));
    r->joined = grow(r->joined, &r->capinst, r->ninst + 1, sizeof(int64_t));
    r->created[r->ninst] = r->creator_steps;
    r->joined[r->ninst] = NEVER;
    return r->ninst++;
}

static void track_threads(onerun *r)
{
    while (r->nthreads < r->st->nthreads) {
        size_t n = (size_t)r->nthreads + 1;
        r->held = realloc(r->held, sizeof(int32_t *) * n);
        r->nheld = realloc(r->nheld, sizeof(int32_t) * n);
        r->capheld = realloc(r->capheld, sizeof(int32_t) * n);
        r->inst = realloc(r->inst, sizeof(int32_t) * n);
        if (!r->held || !r->nheld || !r->capheld || !r->inst)
            abort();
        r->held[r->nthreads] = NULL;
        r->nheld[r->nthreads] = r->capheld[r->nthreads] = 0;
        r->inst[r->nthreads] = new_instance(r);
        r->nthreads++;
    }
}

static bool holds(const onerun *r, int32_t tid, int32_t l)
{
    for (int32_t i = 0; i < r->nheld[tid]; i++)
        if (r->held[tid][i] == l)
            return true;
    return false;
}

static uint64_t lock_mask(const onerun *r, int32_t tid)
{
    uint64_t m = 0;
    for (int32_t i = 0; i < r->nheld[tid]; i++)
        if (r->held[tid][i] < 64)
            m |= UINT64_C(1) << r->held[tid][i];
    return m;
}

/* A mutex operation (reset: init or destroy) of tid, for resets_ordered. */
static bool note_mutex_op(onerun *r, int32_t tid, const spending *p,
                          bool reset)
{
    if (r->nmops + 1 > ONE_RUN_MAX_ACCESSES)
        return stop(r, "too many mutex operations");
    r->mops = grow(r->mops, &r->capmops, r->nmops + 1, sizeof(access_rec));
    r->mops[r->nmops++] = (access_rec){p->acc.obj, p->acc.off, 4, reset,
                                       r->inst[tid], r->creator_steps, 0};
    return true;
}

static bool on_lock(onerun *r, int32_t tid, const spending *p)
{
    if (!note_mutex_op(r, tid, p, false))
        return false;
    int32_t l = lock_index(r, p->acc.obj, p->acc.off);
    if (holds(r, tid, l))
        return stop(r, "a thread locks a mutex it holds");
    for (int32_t i = 0; i < r->nheld[tid]; i++) {
        r->edges = grow(r->edges, &r->capedges, r->nedges + 1,
                        sizeof(lock_edge));
        r->edges[r->nedges++] = (lock_edge){r->held[tid][i], l};
    }
    r->held[tid] = grow(r->held[tid], &r->capheld[tid], r->nheld[tid] + 1,
                        sizeof(int32_t));
    r->held[tid][r->nheld[tid]++] = l;
    return true;
}

static bool on_unlock(onerun *r, int32_t tid, const spending *p)
{
    if (!note_mutex_op(r, tid, p, false))
        return false;
    int32_t l = lock_index(r, p->acc.obj, p->acc.off);
    for (int32_t i = 0; i < r->nheld[tid]; i++)
        if (r->held[tid][i] == l) {
            r->held[tid][i] = r->held[tid][--r->nheld[tid]];
            return true;
        }
    return stop(r, "a thread unlocks a mutex it does not hold");
}

static bool on_access(onerun *r, int32_t tid, const spending *p)
{
    const saccess *as[4];
    int n = sim_pending_accesses(p, as);
    if (r->nacc + n > ONE_RUN_MAX_ACCESSES)
        return stop(r, "too many shared accesses");
    r->acc = grow(r->acc, &r->capacc, r->nacc + n, sizeof(access_rec));
    for (int i = 0; i < n; i++)
        r->acc[r->nacc++] = (access_rec){as[i]->obj, as[i]->off, as[i]->size,
                                         as[i]->write, r->inst[tid],
                                         r->creator_steps, lock_mask(r, tid)};
    return true;
}

static bool allowed_prim(prim_kind k)
{
    switch (k) {
    case PR_NOP: case PR_THREAD_CREATE: case PR_THREAD_JOIN:
    case PR_THREAD_DETACH:
    case PR_THREAD_EXIT: case PR_MUTEX_INIT: case PR_MUTEX_DESTROY:
    case PR_MUTEX_LOCK: case PR_MUTEX_UNLOCK: case PR_MALLOC:
    case PR_CALLOC: case PR_FREE: case PR_MEMSET: case PR_MEMCPY:
    case PR_ASSERT: case PR_MUTEXATTR_INIT: case PR_MUTEXATTR_SETTYPE:
        return true;
    default:
        return false;
    }
}

/* Only main creates and joins: the first creation is main's anyway. */
static bool creator_only(onerun *r, int32_t tid)
{
    return tid == 0 ||
           stop(r, "a thread other than main creates or joins threads");
}

static bool on_join(onerun *r, int32_t tid, const spending *p)
{
    if (!creator_only(r, tid))
        return false;
    r->join_holding |= r->nheld[tid] > 0;
    int32_t j = p->join_tid;
    if (j >= 0 && j < r->nthreads && r->joined[r->inst[j]] == NEVER)
        r->joined[r->inst[j]] = r->creator_steps;
    return true;
}

/* Records the move tid is about to make; false if the run is no proof. */
static bool observe(onerun *r, int32_t tid, const spending *p)
{
    const minstr *mi = &r->s->m->funcs[p->fn].code[p->ip];
    if (p->nchoices != 1)
        return stop(r, "a nondet choice");
    if (mi->kind == MI_PRIM && !allowed_prim((prim_kind)mi->op))
        return stop(r, "a primitive other than mutexes and threads");
    if (prim_join_may_fail(mi)) /* its result depends on the schedule */
        return stop(r, "a join that may fail");
    if (p->has_out && (mi->op == PR_THREAD_JOIN ||
                       mi->op == PR_THREAD_CREATE)) /* orders: the search */
        return stop(r, "a join or creation stores a result in shared "
                       "memory");
    /* a time-out or attribute object read, an attribute's type written */
    if ((p->has_out || p->has_in) && p->kind != PO_ACCESS &&
        !on_access(r, tid, p))
        return false;
    switch (p->kind) {
    case PO_LOCK: return on_lock(r, tid, p);
    case PO_UNLOCK: return on_unlock(r, tid, p);
    case PO_CREATE: return creator_only(r, tid);
    case PO_JOIN: return on_join(r, tid, p);
    case PO_ACCESS: return on_access(r, tid, p);
    case PO_OTHER:
        return mi->kind != MI_PRIM || (mi->op != PR_MUTEX_INIT &&
                                       mi->op != PR_MUTEX_DESTROY) ||
               note_mutex_op(r, tid, p, true);
    case PO_EXIT: return true;
    default: return stop(r, "an atomic section, assume or error");
    }
}

/* Lowest enabled thread other than main, else main, else -1. */
static int32_t pick(const onerun *r, spending *p)
{
    for (int32_t t = 1; t <= r->st->nthreads; t++) {
        int32_t tid = t % r->st->nthreads;
        sim_pending(r->s, r->st, tid, p);
        if (p->kind != PO_NONE && p->enabled)
            return tid;
    }
    return -1;
}

static bool fire(onerun *r, int32_t tid)
{
    sstep step;
    int32_t old = r->nthreads;
    sresult res = sim_fire(r->s, r->st, tid, 0, &step);
    int32_t started = step.started;
    sim_step_free(&step);
    if (res != SR_OK || r->s->soft_cut[0])
        return stop(r, "the run was cut or ended in an error");
    track_threads(r); /* new ids get their instance here */
    if (started >= 0 && started < old)
        r->inst[started] = new_instance(r); /* a reused id */
    if (tid == 0)
        r->creator_steps++;
    return true;
}

static bool run_once(onerun *r)
{
    track_threads(r);
    for (int64_t n = 0; n < ONE_RUN_MAX_STEPS; n++) {
        spending p;
        int32_t tid = pick(r, &p);
        if (tid < 0)
            return true;
        if (!observe(r, tid, &p) || !fire(r, tid))
            return false;
    }
    return stop(r, "the run is too long");
}

static bool all_finished(onerun *r)
{
    for (int32_t t = 0; t < r->st->nthreads; t++) {
        bool done = r->st->threads[t].status == TH_DONE ||
                    (t == 0 && r->st->exited);
        if (!done || r->nheld[t] > 0)
            return stop(r, "a thread does not finish or ends holding a "
                        "mutex");
    }
    return true;
}

static bool touches_mutex(const onerun *r)
{
    uint64_t msize = r->s->m->ptr_bits == 64 ? 40 : 24;
    for (int32_t a = 0; a < r->nacc; a++)
        for (int32_t l = 0; r->acc[a].write && l < r->nlocks; l++) {
            const access_rec *x = &r->acc[a];
            const lock_id *k = &r->locks[l];
            if (x->obj == k->obj && x->off < k->off + msize &&
                k->off < x->off + x->size)
                return true;
        }
    return false;
}

/* Kahn's algorithm: true if the lock graph has no cycle. */
static bool acyclic(const onerun *r)
{
    int32_t *indeg = calloc((size_t)r->nlocks + 1, sizeof(int32_t));
    int32_t *queue = calloc((size_t)r->nlocks + 1, sizeof(int32_t));
    if (!indeg || !queue)
        abort();
    for (int32_t e = 0; e < r->nedges; e++)
        indeg[r->edges[e].to]++;
    int32_t head = 0, tail = 0;
    for (int32_t l = 0; l < r->nlocks; l++)
        if (indeg[l] == 0)
            queue[tail++] = l;
    while (head < tail) {
        int32_t l = queue[head++];
        for (int32_t e = 0; e < r->nedges; e++)
            if (r->edges[e].from == l && --indeg[r->edges[e].to] == 0)
                queue[tail++] = r->edges[e].to;
    }
    free(indeg);
    free(queue);
    return tail == r->nlocks;
}

/* a happens before b through the creator's creates and joins. */
static bool ordered(const onerun *r, const access_rec *a, const access_rec *b)
{
    if (a->inst == r->inst[0])
        return a->pos < r->created[b->inst];
    if (b->inst == r->inst[0])
        return r->joined[a->inst] < b->pos;
    return r->joined[a->inst] < r->created[b->inst];
}

static bool may_race(const onerun *r, const access_rec *a,
                     const access_rec *b)
{
    return a->inst != b->inst && a->obj == b->obj &&
           (a->write || b->write) && a->off < b->off + b->size &&
           b->off < a->off + a->size && !(a->locks & b->locks) &&
           !ordered(r, a, b) && !ordered(r, b, a);
}

static int by_object_thread(const void *x, const void *y)
{
    const access_rec *a = x, *b = y;
    if (a->obj != b->obj)
        return a->obj < b->obj ? -1 : 1;
    return (a->inst > b->inst) - (a->inst < b->inst);
}

/* Compares the accesses object by object, those of different threads,
 * at most ONE_RUN_MAX_PAIRS pairs: beyond that the race check is left
 * to the search.  Grouped by thread within an object, a thread's own
 * pairs are neither visited nor counted (30 000 writes of one global by
 * one thread made 4.5 * 10^8 of them: the proof gave up). */
static bool race_free(onerun *r)
{
    int64_t pairs = 0;
    if (r->nacc < 2)
        return true;
    qsort(r->acc, (size_t)r->nacc, sizeof(access_rec), by_object_thread);
    for (int32_t i = 0, g = 0; i < r->nacc; i++) {
        if (g <= i)
            for (g = i + 1; g < r->nacc && r->acc[g].obj == r->acc[i].obj &&
                            r->acc[g].inst == r->acc[i].inst; g++)
                ;
        for (int32_t j = g; j < r->nacc && r->acc[j].obj == r->acc[i].obj;
             j++)
            if (++pairs > ONE_RUN_MAX_PAIRS || may_race(r, &r->acc[i],
                                                        &r->acc[j]))
                return false;
    }
    return true;
}

/* Every init or destroy of a mutex and every operation of another
 * thread on it are ordered by the creator's creates and joins: else the
 * schedule decides whether a lock finds it destroyed or an init finds it
 * held (a cut in the simulator), which one run does not show. */
static bool resets_ordered(const onerun *r)
{
    int64_t pairs = 0;
    for (int32_t i = 0; i < r->nmops; i++)
        for (int32_t j = 0; r->mops[i].write && j < r->nmops; j++) {
            const access_rec *a = &r->mops[i], *b = &r->mops[j];
            if (++pairs > ONE_RUN_MAX_PAIRS ||
                (a->inst != b->inst && a->obj == b->obj &&
                 a->off == b->off && !ordered(r, a, b) && !ordered(r, b, a)))
                return false;
        }
    return true;
}

static void onerun_free(onerun *r)
{
    free(r->mops);
    for (int32_t t = 0; t < r->nthreads; t++)
        free(r->held[t]);
    free(r->held);
    free(r->nheld);
    free(r->capheld);
    free(r->inst);
    free(r->created);
    free(r->joined);
    free(r->locks);
    free(r->edges);
    free(r->acc);
}

static unsigned conclude(onerun *r, bool asserts_fixed)
{
    if (!all_finished(r))
        return 0;
    if (touches_mutex(r)) {
        stop(r, "a write to a mutex's bytes");
        return 0;
    }
    if (!resets_ordered(r)) {
        stop(r, "a mutex initialised or destroyed while another thread may "
             "use it");
        return 0;
    }
    bool cyclic = !acyclic(r), racy = !race_free(r);
    unsigned safe = 1u << CK_ATOMICITY;
    safe |= asserts_fixed ? 1u << CK_ASSERT : 0;
    safe |= !r->join_holding && !cyclic ? 1u << CK_DEADLOCK : 0;
    safe |= !racy ? 1u << CK_RACE : 0;
    snprintf(r->why, r->nwhy, "one run shows every thread's operations "
             "(the program's synchronisation does not depend on the "
             "schedule): %d threads, %d mutexes, %d nested acquisitions, "
             "%d shared accesses%s%s%s%s", r->ninst, r->nlocks, r->nedges,
             r->nacc, !asserts_fixed ? "; assert: a condition depends on "
             "the schedule" : "", cyclic ? "; deadlock: the lock order has "
             "a cycle" : "", r->join_holding ? "; deadlock: a join while "
             "holding a mutex" : "", racy ? "; race: accesses neither "
             "ordered nor under a common mutex" : "");
    return safe;
}

unsigned checks_one_run_proof(sim *s, char *why, size_t n)
{
    bool asserts_fixed;
    if (s->entry_threads > 0) {
        snprintf(why, n, "--entry");
        return 0;
    }
    if (!model_sync_deterministic(s->m, &asserts_fixed, why, n))
        return 0;
    onerun r = {.s = s, .why = why, .nwhy = n};
    sresult res;
    r.st = sim_initial(s, &res);
    unsigned safe = 0;
    if (res != SR_OK || s->soft_cut[0])
        stop(&r, "the program's start was cut");
    else if (run_once(&r))
        safe = conclude(&r, asserts_fixed);
    s->soft_cut[0] = 0;
    s->cut_reason[0] = 0;
    s->thread_bound_hit = false;
    sim_free_state(r.st);
    onerun_free(&r);
    return safe;
}
