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
    for (int32_t j = 0; j < run->ntrans; j++) {
        int32_t slot, fn, pt;
        if (!hop_at(s, run, j, &slot, &fn, &pt))
            continue;
        int32_t tid = thread_of_slot(st, slot);
        spending p;
        if (tid < 0)
            goto mismatch;
        sim_pending(s, st, tid, &p);
        if (p.kind == PO_NONE || p.fn != fn || p.ip != pt)
            continue; /* a local hop the simulator has already made */
        if (!p.enabled)
            goto mismatch;
        uint64_t v;
        s->force_nondet = p.kind == PO_NONDET && nondet_of(run, j, &v);
        s->forced_value = s->force_nondet ? v : 0;
        sstep step;
        r = sim_fire(s, st, tid, 0, &step);
        s->force_nondet = false;
        if (r == SR_PRUNE) {
            sim_step_free(&step);
            goto mismatch;
        }
        sfound_push(f, &step);
        if (r != SR_OK) {
            *last = r;
            break;
        }
    }
    *end = st;
    return true;
mismatch:
    sim_free_state(st);
    sfound_free(f);
    return false;
}
