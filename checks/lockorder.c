/* checks/lockorder.c — deadlock freedom from one run and the lock order.
 *
 * Applies to synchronisation-deterministic programs (model/syncdet.c):
 * every thread's path, and so its sequence of visible operations with
 * their objects, is the same in every run.  One run of the simulator
 * then shows each thread's whole sequence, provided the run ends with
 * every thread finished.  The run schedules the lowest enabled thread
 * other than main, main only when no other can move, so that main's end
 * (which ends the program) comes last.
 *
 * Claim: if in that run (1) only mutex lock/unlock, thread create/join/
 * exit and calls without synchronisation occur, never a nondet choice,
 * an atomic section, an assume or an error, (2) one thread does all the
 * creates and joins, and joins holding no mutex, (3) no thread locks a
 * mutex it holds, unlocks one it does not hold, or ends holding one,
 * (4) no visible write touches a mutex's bytes, and (5) the graph with an
 * edge a -> b whenever a thread locks b while holding a is acyclic, then
 * no run of the program reaches a deadlock.
 *
 * Why: thread ids are handed out in the one creator's order, so each
 * thread is the same in every run and runs a prefix of its sequence.  In
 * a deadlock every live thread is blocked: on a join of a live thread or
 * on a mutex whose holder is live (by (3) nobody ends holding one; by (4)
 * only lock and unlock change a mutex).  Following "waits for" from live
 * thread to live thread must close a cycle.  A thread waiting on a join
 * holds nothing (2), so only join waits lead to it, and the join edges
 * form no cycle: they are fixed, and the run completed them all.  So the
 * cycle is all mutex waits: each thread holds a_i and waits for a_{i+1}
 * held by the next, an edge a_i -> a_{i+1} of the graph for each, a cycle
 * of the graph, which (5) excludes.  Every sequence is finite, so no run
 * is infinite either (no livelock or starvation). */
#include "checks/checks_priv.h"

#include <stdlib.h>
#include <string.h>

#define LO_MAX_STEPS 2000000

typedef struct { uint32_t obj; uint64_t off; } lock_id;
typedef struct { int32_t from, to; } lock_edge;
typedef struct { uint32_t obj; uint64_t off, size; } wrange;

typedef struct {
    sim *s;
    sstate *st;
    lock_id *locks;
    int32_t nlocks;
    lock_edge *edges;
    int32_t nedges, capedges;
    wrange *writes;
    int32_t nwrites, capwrites;
    int32_t **held;          /* per thread: lock indexes it holds */
    int32_t *nheld, nthreads;
    int32_t creator;         /* the thread doing creates and joins, -1 */
    char *why;
    size_t nwhy;
} lorun;

static void *lo_grow(void *p, int32_t *cap, int32_t need, size_t size)
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

static bool lo_fail(lorun *r, const char *what)
{
    snprintf(r->why, r->nwhy, "%s", what);
    return false;
}

static int32_t lock_index(lorun *r, uint32_t obj, uint64_t off)
{
    for (int32_t i = 0; i < r->nlocks; i++)
        if (r->locks[i].obj == obj && r->locks[i].off == off)
            return i;
    int32_t cap = r->nlocks;
    r->locks = lo_grow(r->locks, &cap, r->nlocks + 1, sizeof(lock_id));
    r->locks[r->nlocks] = (lock_id){obj, off};
    return r->nlocks++;
}

static void track_threads(lorun *r)
{
    while (r->nthreads < r->st->nthreads) {
        int32_t n = r->nthreads + 1;
        r->held = realloc(r->held, sizeof(int32_t *) * (size_t)n);
        r->nheld = realloc(r->nheld, sizeof(int32_t) * (size_t)n);
        if (!r->held || !r->nheld)
            abort();
        r->held[r->nthreads] = NULL;
        r->nheld[r->nthreads] = 0;
        r->nthreads = n;
    }
}

static bool holds(const lorun *r, int32_t tid, int32_t l)
{
    for (int32_t i = 0; i < r->nheld[tid]; i++)
        if (r->held[tid][i] == l)
            return true;
    return false;
}

static bool on_lock(lorun *r, int32_t tid, const spending *p)
{
    int32_t l = lock_index(r, p->acc.obj, p->acc.off);
    if (holds(r, tid, l))
        return lo_fail(r, "a thread locks a mutex it holds");
    for (int32_t i = 0; i < r->nheld[tid]; i++) {
        r->edges = lo_grow(r->edges, &r->capedges, r->nedges + 1,
                           sizeof(lock_edge));
        r->edges[r->nedges++] = (lock_edge){r->held[tid][i], l};
    }
    int32_t cap = r->nheld[tid];
    r->held[tid] = lo_grow(r->held[tid], &cap, r->nheld[tid] + 1,
                           sizeof(int32_t));
    r->held[tid][r->nheld[tid]++] = l;
    return true;
}

static bool on_unlock(lorun *r, int32_t tid, const spending *p)
{
    int32_t l = lock_index(r, p->acc.obj, p->acc.off);
    for (int32_t i = 0; i < r->nheld[tid]; i++)
        if (r->held[tid][i] == l) {
            r->held[tid][i] = r->held[tid][--r->nheld[tid]];
            return true;
        }
    return lo_fail(r, "a thread unlocks a mutex it does not hold");
}

static bool allowed_prim(prim_kind k)
{
    switch (k) {
    case PR_NOP: case PR_THREAD_CREATE: case PR_THREAD_JOIN:
    case PR_THREAD_EXIT: case PR_MUTEX_INIT: case PR_MUTEX_DESTROY:
    case PR_MUTEX_LOCK: case PR_MUTEX_UNLOCK: case PR_MALLOC:
    case PR_CALLOC: case PR_FREE: case PR_MEMSET: case PR_MEMCPY:
    case PR_ASSERT: case PR_MUTEXATTR_INIT: case PR_MUTEXATTR_SETTYPE:
        return true;
    default:
        return false;
    }
}

static bool creator_only(lorun *r, int32_t tid)
{
    if (r->creator < 0)
        r->creator = tid;
    return r->creator == tid ||
           lo_fail(r, "threads are created or joined by two threads");
}

/* Records the move tid is about to make; false if the proof is off. */
static bool observe(lorun *r, int32_t tid, const spending *p)
{
    const minstr *mi = &r->s->m->funcs[p->fn].code[p->ip];
    if (p->nchoices != 1)
        return lo_fail(r, "a nondet choice");
    if (mi->kind == MI_PRIM && !allowed_prim((prim_kind)mi->op))
        return lo_fail(r, "a primitive other than mutexes and threads");
    switch (p->kind) {
    case PO_LOCK:
        return on_lock(r, tid, p);
    case PO_UNLOCK:
        return on_unlock(r, tid, p);
    case PO_CREATE:
        return creator_only(r, tid);
    case PO_JOIN:
        return creator_only(r, tid) &&
               (r->nheld[tid] == 0 ||
                lo_fail(r, "a join while holding a mutex"));
    case PO_ACCESS:
        if (p->acc.write) {
            r->writes = lo_grow(r->writes, &r->capwrites, r->nwrites + 1,
                                sizeof(wrange));
            r->writes[r->nwrites++] =
                (wrange){p->acc.obj, p->acc.off, p->acc.size};
        }
        return true;
    case PO_EXIT: case PO_OTHER:
        return true;
    default:
        return lo_fail(r, "an atomic section, assume or error");
    }
}

/* Lowest enabled thread other than main, else main, else -1. */
static int32_t pick(const lorun *r, spending *p)
{
    for (int32_t t = 1; t <= r->st->nthreads; t++) {
        int32_t tid = t % r->st->nthreads;
        sim_pending(r->s, r->st, tid, p);
        if (p->kind != PO_NONE && p->enabled)
            return tid;
    }
    return -1;
}

static bool run_once(lorun *r)
{
    for (int64_t n = 0; n < LO_MAX_STEPS; n++) {
        spending p;
        int32_t tid = pick(r, &p);
        if (tid < 0)
            return true;
        track_threads(r);
        if (!observe(r, tid, &p))
            return false;
        sstep step;
        sresult res = sim_fire(r->s, r->st, tid, 0, &step);
        sim_step_free(&step);
        if (res != SR_OK || r->s->soft_cut[0])
            return lo_fail(r, "the run was cut or ended in an error");
        track_threads(r);
    }
    return lo_fail(r, "the run is too long");
}

static bool all_finished(lorun *r)
{
    for (int32_t t = 0; t < r->st->nthreads; t++) {
        bool done = r->st->threads[t].status == TH_DONE ||
                    (t == 0 && r->st->exited);
        if (!done || r->nheld[t] > 0)
            return lo_fail(r, "a thread does not finish or ends holding "
                           "a mutex");
    }
    return true;
}

static bool touches_mutex(const lorun *r, uint64_t msize)
{
    for (int32_t w = 0; w < r->nwrites; w++)
        for (int32_t l = 0; l < r->nlocks; l++) {
            const wrange *x = &r->writes[w];
            const lock_id *k = &r->locks[l];
            if (x->obj == k->obj && x->off < k->off + msize &&
                k->off < x->off + x->size)
                return true;
        }
    return false;
}

/* Kahn's algorithm: true if the lock graph has no cycle. */
static bool acyclic(const lorun *r)
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

static bool conclude(lorun *r)
{
    uint64_t msize = r->s->m->ptr_bits == 64 ? 40 : 24;
    if (!all_finished(r))
        return false;
    if (touches_mutex(r, msize))
        return lo_fail(r, "a write to a mutex's bytes");
    if (!acyclic(r))
        return lo_fail(r, "the lock order has a cycle");
    snprintf(r->why, r->nwhy, "one run shows every thread's locks (the "
             "program's synchronisation does not depend on the schedule) "
             "and their order is acyclic: %d mutexes, %d nested "
             "acquisitions", r->nlocks, r->nedges);
    return true;
}

static void lorun_free(lorun *r)
{
    for (int32_t t = 0; t < r->nthreads; t++)
        free(r->held[t]);
    free(r->held);
    free(r->nheld);
    free(r->locks);
    free(r->edges);
    free(r->writes);
}

bool checks_lock_order_proof(sim *s, char *why, size_t n)
{
    if (s->entry_threads > 0) {
        snprintf(why, n, "--entry");
        return false;
    }
    if (!model_sync_deterministic(s->m, why, n))
        return false;
    lorun r = {.s = s, .creator = -1, .why = why, .nwhy = n};
    sresult res;
    r.st = sim_initial(s, &res);
    bool ok = res == SR_OK && !s->soft_cut[0];
    if (!ok)
        lo_fail(&r, "the program's start was cut");
    ok = ok && run_once(&r) && conclude(&r);
    s->soft_cut[0] = 0;
    s->cut_reason[0] = 0;
    s->thread_bound_hit = false;
    sim_free_state(r.st);
    lorun_free(&r);
    return ok;
}
