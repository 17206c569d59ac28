/* checks/confirm.c — what the symbolic engines share: a candidate run is
 * replayed in the simulator and counts only when the check's own target
 * (the one the explicit engine uses) holds on the replayed run. */
#include "checks/checks_priv.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

double checks_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double checks_time_left(double deadline)
{
    if (!deadline)
        return 0;
    double l = deadline - checks_now();
    return l > 0.001 ? l : 0.001;
}

bool checks_memory_over(const sopts *o, const char *engine, int32_t k,
                        char *why, size_t n)
{
    if (!solve_memory_over(o))
        return false;
    snprintf(why, n, "%s: memory limit %llu MB reached at step %d", engine,
             (unsigned long long)(solve_memory_ceiling(o) >> 20), k);
    return true;
}

void checks_set_bug(check_result *r, found_kind k, const char *detail,
                    sfound *f)
{
    r->v = V_BUG;
    snprintf(r->reason, sizeof r->reason, "%s", detail);
    sfound_free(&r->found);
    r->found = *f;
    r->found.found = k;
    snprintf(r->found.detail, sizeof r->found.detail, "%s", detail);
    memset(f, 0, sizeof *f);
}

/* Fires a pending failing assertion of the final state, if any. */
bool checks_fire_error(sim *s, sstate *st, sfound *f)
{
    for (int32_t t = 0; t < st->nthreads; t++) {
        spending p;
        sim_pending(s, st, t, &p);
        if (p.kind != PO_ERROR || !p.enabled)
            continue;
        sstate *c = sim_clone(s, st);
        sstep step;
        sresult r = sim_fire(s, c, t, 0, &step);
        sim_free_state(c);
        if (r != SR_ERROR) {
            sim_step_free(&step);
            continue;
        }
        sfound_push(f, &step);
        return true;
    }
    return false;
}

/* Replays a candidate; marks the checks whose target it reaches. */
bool checks_confirm(sim *s, check_result res[CK_COUNT], bool pend[CK_COUNT],
                    const enc_run *run, char *cut, size_t ncut)
{
    sfound f;
    sstate *end;
    sresult last;
    if (cut && ncut)
        cut[0] = 0;
    if (!solve_replay_run(s, run, &f, &end, &last))
        return false;
    if (last == SR_CUT_UNKNOWN && cut && ncut)
        sim_reason_at(s, s->cut_reason, cut, ncut);
    bool hit = false;
    char d[SOLVE_DETAIL_MAX];
    if (last == SR_ERROR && pend[CK_ASSERT]) {
        checks_set_bug(&res[CK_ASSERT], FOUND_ERROR, s->cut_reason, &f);
        pend[CK_ASSERT] = false;
        hit = true;
    } else if (last == SR_OK) {
        for (int k = 0; k < CK_COUNT && !hit; k++) {
            if (!pend[k] || k == CK_ASSERT || !res[k].target.at_state)
                continue;
            const starget *t = &res[k].target;
            if (t->at_state(t->ctx, s, end, d, sizeof d)) {
                checks_set_bug(&res[k], FOUND_STATE, d, &f);
                pend[k] = false;
                hit = true;
            }
        }
        if (!hit && pend[CK_ASSERT] && checks_fire_error(s, end, &f)) {
            checks_set_bug(&res[CK_ASSERT], FOUND_ERROR, s->cut_reason, &f);
            pend[CK_ASSERT] = false;
            hit = true;
        }
    }
    sfound_free(&f);
    sim_free_state(end);
    return hit;
}

void checks_set_unknown(check_result *r, const char *why)
{
    r->v = V_UNKNOWN;
    snprintf(r->reason, sizeof r->reason, "%.400s", why);
}

void checks_begin_symbolic(check_result res[CK_COUNT], bool pend[CK_COUNT],
                           bool decided[CK_COUNT], sstats *st,
                           const char *engine, bool atomicity)
{
    memset(st, 0, sizeof *st);
    snprintf(st->sym_engine, sizeof st->sym_engine, "%s", engine);
    for (int k = 0; k < CK_COUNT; k++) {
        decided[k] = false;
        res[k].kind = (check_kind)k;
        res[k].target = checks_target((check_kind)k);
        pend[k] = res[k].enabled && (k != CK_ATOMICITY || atomicity);
    }
    if (res[CK_ATOMICITY].enabled && !atomicity) {
        char why[128];
        snprintf(why, sizeof why, "the atomicity check is not encoded by "
                 "the %s engine", engine);
        checks_set_unknown(&res[CK_ATOMICITY], why);
    }
}
