/* solve/runreplay.c — turning a run found by a symbolic engine (a
 * sequence of net hops) into simulator steps.  The simulator executes a
 * thread's local instructions eagerly up to its next visible operation,
 * the engines hop through them one at a time; local hops touch only their
 * own thread, so firing the visible hops in the engine's order gives the
 * same run. */
#include "solve/solve.h"

#include <stdlib.h>
#include <string.h>

static int32_t thread_of_slot(const sstate *st, int32_t slot)
{
    for (int32_t t = 0; t < st->nthreads; t++)
        if (st->threads[t].slot == slot)
            return t;
    return -1;
}

void sfound_push(sfound *f, const sstep *st)
{
    sstep *n = realloc(f->steps, sizeof(sstep) * (size_t)(f->nsteps + 1));
    if (!n)
        abort();
    f->steps = n;
    f->steps[f->nsteps++] = *st;
}

/* Slot, function and point of hop j (the net's transition when the
 * engine gave only that). */
static bool hop_at(const sim *s, const enc_run *run, int32_t j, int32_t *slot,
                   int32_t *fn, int32_t *pt)
{
    if (run->slot) {
        *slot = run->slot[j], *fn = run->fn[j], *pt = run->pt[j];
        return true;
    }
    int32_t t = run->trans[j];
    if (!s->net || t < 0 || t >= s->net->ntrans)
        return false;
    const ptrans *tr = &s->net->trans[t];
    if (tr->kind == TR_START)
        return false;
    *slot = tr->slot, *fn = tr->func, *pt = tr->from_point;
    return true;
}

static bool nondet_of(const enc_run *run, int32_t j, uint64_t *v)
{
    for (int32_t i = 0; i < run->nnondet; i++)
        if (run->nondet_step[i] == j) {
            *v = run->nondet[i];
            return true;
        }
    return false;
}

/* Fires hop j if it is its thread's pending visible operation.  HOP_WAIT:
 * it cannot fire now (no thread yet, or not enabled).  HOP_STAYED: it
 * fired one phase of an operation the thread still stands on (a skeleton
 * hop is one whole operation: the hop stays queued for its next phase).
 * With lazy false, a wait's optional phase (a time-out, a spurious
 * wake-up) is not taken: a skeleton run takes it only once nothing else
 * can go on, so that a signal sent meanwhile wakes the waiter. */
enum { HOP_LOCAL, HOP_FIRED, HOP_WAIT, HOP_END, HOP_PRUNED, HOP_STAYED };
/* lazy: LAZY_NO, or the optional phases of waits may fire: LAZY_END at
 * the run's end (time-outs), LAZY_LEAVE where the run has the thread move
 * on (a spurious wake-up too) */
enum { LAZY_NO, LAZY_END, LAZY_LEAVE };

static int replay_hop(sim *s, const enc_run *run, int32_t j, sstate *st,
                      sfound *f, sresult *last, int lazy)
{
    int32_t slot, fn, pt;
    if (!hop_at(s, run, j, &slot, &fn, &pt))
        return HOP_LOCAL;
    int32_t tid = thread_of_slot(st, slot);
    if (tid < 0)
        return HOP_WAIT;
    spending p;
    sim_pending(s, st, tid, &p);
    if (p.kind == PO_NONE || p.fn != fn || p.ip != pt)
        return HOP_LOCAL; /* a local hop the simulator has already made */
    if (!p.enabled || (p.kind == PO_COND_WAIT && !lazy && !run->slot))
        return HOP_WAIT;
    if (p.wake_only && lazy == LAZY_END && !run->slot)
        return HOP_WAIT; /* only a spurious wake-up would move it: a run
                          * that ends here leaves it waiting (a deadlock) */
    uint64_t v;
    s->force_nondet = p.kind == PO_NONDET && nondet_of(run, j, &v);
    s->forced_value = s->force_nondet ? v : 0;
    sstep step;
    sresult r = sim_fire(s, st, tid, run->choice ? run->choice[j] : 0,
                         &step);
    s->force_nondet = false;
    if (r == SR_PRUNE) {
        sim_step_free(&step);
        return HOP_PRUNED;
    }
    bool stayed = step.stayed && !run->slot;
    sfound_push(f, &step);
    *last = r;
    return r != SR_OK ? HOP_END : stayed ? HOP_STAYED : HOP_FIRED;
}

/* Skeleton runs: hops wait in order per slot (wait[] holds hop indices,
 * -1 once fired); after every fired hop the waiting ones are retried. */
typedef struct {
    int32_t *hops, n;
} waitlist;

/* The first of the first upto entries of the list still queued in the
 * slot of hop j, -1 if none (or j has no slot). */
static int32_t queued_before(const sim *s, const enc_run *run,
                             const waitlist *w, int32_t upto, int32_t j)
{
    int32_t slot, fn, pt, sl2;
    if (!hop_at(s, run, j, &slot, &fn, &pt))
        return -1;
    for (int32_t i = 0; i < upto; i++)
        if (w->hops[i] >= 0 && hop_at(s, run, w->hops[i], &sl2, &fn, &pt) &&
            sl2 == slot)
            return i;
    return -1;
}

/* Whether hop j must wait for one of the first upto entries: a slot's
 * hops fire in the run's order. */
static bool slot_waits(const sim *s, const enc_run *run, const waitlist *w,
                       int32_t upto, int32_t j)
{
    return queued_before(s, run, w, upto, j) >= 0;
}

/* One pass over the waiting hops; lazy: the optional phases of waits may
 * fire, and the pass stops after the first hop that fires. */
static int retry_pass(sim *s, const enc_run *run, waitlist *w, sstate *st,
                      sfound *f, sresult *last, bool lazy, bool *fired)
{
    *fired = false;
    for (int32_t i = 0; i < w->n && !(lazy && *fired); i++) {
        int32_t j = w->hops[i];
        if (j < 0 || slot_waits(s, run, w, i, j))
            continue;
        int h = replay_hop(s, run, j, st, f, last,
                           lazy ? LAZY_END : LAZY_NO);
        if (h == HOP_END || h == HOP_PRUNED)
            return h;
        if (h != HOP_WAIT) {
            *fired = true;
            if (h != HOP_STAYED)
                w->hops[i] = -1;
        }
    }
    return HOP_WAIT;
}

static int retry_waiting(sim *s, const enc_run *run, waitlist *w, sstate *st,
                         sfound *f, sresult *last, bool lazy);

/* Hop j must wait for a queued hop of its slot: the run has the thread
 * move on, so that hop may take a wait's optional phase now (a time-out
 * before a signal that comes later in the run).  Returns HOP_END or
 * HOP_PRUNED when the run ends, else HOP_WAIT. */
static int leave_wait(sim *s, const enc_run *run, waitlist *w, sstate *st,
                      sfound *f, sresult *last, int32_t j)
{
    int32_t i = queued_before(s, run, w, w->n, j);
    if (i < 0)
        return HOP_WAIT;
    int h = replay_hop(s, run, w->hops[i], st, f, last, LAZY_LEAVE);
    if (h == HOP_WAIT || h == HOP_END || h == HOP_PRUNED)
        return h;
    if (h != HOP_STAYED)        /* fired, or already made (local) */
        w->hops[i] = -1;
    return retry_waiting(s, run, w, st, f, last, false);
}

/* Retries waiting hops until none fires; lazy (at the end of the run):
 * then takes optional phases one at a time.  Returns HOP_END / HOP_PRUNED
 * when one ends the run, else HOP_WAIT. */
static int retry_waiting(sim *s, const enc_run *run, waitlist *w, sstate *st,
                         sfound *f, sresult *last, bool lazy)
{
    bool fired;
    do {
        do {
            int h = retry_pass(s, run, w, st, f, last, false, &fired);
            if (h != HOP_WAIT)
                return h;
        } while (fired);
        if (!lazy)
            break;
        int h = retry_pass(s, run, w, st, f, last, true, &fired);
        if (h != HOP_WAIT)
            return h;
    } while (fired);
    return HOP_WAIT;
}

/* Lets every thread that stands on a wait it has not entered yet (a
 * condition wait before it releases its mutex, a barrier arrival) enter
 * it when it then blocks: a skeleton marking has a thread that waits on
 * the wait's point, where the simulator's state before the wait has it
 * too.  Returns whether one did. */
static bool enter_waits(sim *s, sstate *st, sfound *f)
{
    bool any = false;
    for (int32_t t = 0; t < st->nthreads; t++) {
        spending p;
        sim_pending(s, st, t, &p);
        if (p.kind == PO_NONE || !p.enabled)
            continue;
        sstate *c = sim_clone(s, st);
        sstep step;
        sresult r = sim_fire(s, c, t, 0, &step);
        bool blocks = r == SR_OK && step.stayed;
        sim_pending(s, c, t, &p);
        sim_step_free(&step);
        sim_free_state(c);
        if (!blocks || p.enabled)
            continue;
        r = sim_fire(s, st, t, 0, &step);
        sfound_push(f, &step);
        any = true;
    }
    return any;
}

/* The end of a skeleton run: optional phases, then entered waits, each
 * time with the hops they let go on, until nothing changes. */
static int finish_run(sim *s, const enc_run *run, waitlist *w, sstate *st,
                      sfound *f, sresult *last)
{
    for (int round = 0; round < 64; round++) {
        int h = retry_waiting(s, run, w, st, f, last, true);
        if (h != HOP_WAIT)
            return h;
        if (!enter_waits(s, st, f))
            break;
    }
    return HOP_WAIT;
}

bool solve_replay_run(sim *s, const enc_run *run, sfound *f, sstate **end,
                      sresult *last)
{
    memset(f, 0, sizeof *f);
    *end = NULL;
    *last = SR_OK;
    sresult r;
    sstate *st = sim_initial(s, &r);
    if (!st || r != SR_OK) {
        *last = r;
        *end = st;
        return st != NULL;
    }
    bool guide = run->slot == NULL;
    waitlist w = {NULL, 0};
    if (guide && run->ntrans > 0 &&
        !(w.hops = malloc(sizeof(int32_t) * (size_t)run->ntrans)))
        goto mismatch;
    int h = HOP_WAIT;
    for (int32_t j = 0; j < run->ntrans && h != HOP_END; j++) {
        if (guide && slot_waits(s, run, &w, w.n, j) &&
            (h = leave_wait(s, run, &w, st, f, last, j)) != HOP_WAIT) {
            if (h == HOP_PRUNED)
                goto mismatch;
            break;
        }
        h = guide && slot_waits(s, run, &w, w.n, j)
          ? HOP_WAIT : replay_hop(s, run, j, st, f, last, LAZY_NO);
        if ((h == HOP_WAIT || h == HOP_STAYED) && guide)
            w.hops[w.n++] = j;
        else if (h == HOP_WAIT)
            goto mismatch;
        if ((h == HOP_FIRED || h == HOP_STAYED) && guide)
            h = retry_waiting(s, run, &w, st, f, last, false);
        if (h == HOP_PRUNED)
            goto mismatch;
    }
    if (guide && h != HOP_END && (h = finish_run(s, run, &w, st, f, last)) ==
        HOP_PRUNED)
        goto mismatch;
    free(w.hops);
    *end = st;
    return true;
mismatch:
    free(w.hops);
    sim_free_state(st);
    sfound_free(f);
    return false;
}
