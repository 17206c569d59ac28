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
 * it cannot fire now (no thread yet, or not enabled). */
enum { HOP_LOCAL, HOP_FIRED, HOP_WAIT, HOP_END, HOP_PRUNED };

static int replay_hop(sim *s, const enc_run *run, int32_t j, sstate *st,
                      sfound *f, sresult *last)
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
    if (!p.enabled)
        return HOP_WAIT;
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
    sfound_push(f, &step);
    *last = r;
    return r == SR_OK ? HOP_FIRED : HOP_END;
}

/* Skeleton runs: hops wait in order per slot (wait[] holds hop indices,
 * -1 once fired); after every fired hop the waiting ones are retried. */
typedef struct {
    int32_t *hops, n;
} waitlist;

static bool slot_waits(const sim *s, const enc_run *run, const waitlist *w,
                       int32_t j)
{
    int32_t slot, fn, pt, sl2;
    if (!hop_at(s, run, j, &slot, &fn, &pt))
        return false;
    for (int32_t i = 0; i < w->n; i++)
        if (w->hops[i] >= 0 && hop_at(s, run, w->hops[i], &sl2, &fn, &pt) &&
            sl2 == slot)
            return true;
    return false;
}

/* Retries waiting hops until none fires; returns HOP_END / HOP_PRUNED
 * when one ends the run, else HOP_FIRED or HOP_WAIT. */
static int retry_waiting(sim *s, const enc_run *run, waitlist *w, sstate *st,
                         sfound *f, sresult *last)
{
    bool again = true;
    while (again) {
        again = false;
        for (int32_t i = 0; i < w->n; i++) {
            int32_t j = w->hops[i];
            if (j < 0)
                continue;
            w->hops[i] = -1;
            if (slot_waits(s, run, w, j)) { /* an earlier hop still waits */
                w->hops[i] = j;
                continue;
            }
            int h = replay_hop(s, run, j, st, f, last);
            if (h == HOP_WAIT)
                w->hops[i] = j;
            else if (h == HOP_END || h == HOP_PRUNED)
                return h;
            else if (h == HOP_FIRED)
                again = true;
        }
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
    for (int32_t j = 0; j < run->ntrans; j++) {
        int h = guide && slot_waits(s, run, &w, j)
              ? HOP_WAIT : replay_hop(s, run, j, st, f, last);
        if (h == HOP_WAIT && guide) {
            w.hops[w.n++] = j;
            continue;
        }
        if (h == HOP_WAIT || h == HOP_PRUNED)
            goto mismatch;
        if (h == HOP_FIRED && guide)
            h = retry_waiting(s, run, &w, st, f, last);
        if (h == HOP_PRUNED)
            goto mismatch;
        if (h == HOP_END)
            break;
    }
    free(w.hops);
    *end = st;
    return true;
mismatch:
    free(w.hops);
    sim_free_state(st);
    sfound_free(f);
    return false;
}
