/* model/spin.c — which global spin locks a pthread_spin_* operation may
 * find uninitialised.
 *
 * POSIX leaves every operation but init on a spin lock that
 * pthread_spin_init did not initialise undefined, and a zeroed one is
 * no free lock on glibc x86-64 (there 1 is free and 0 locked: a lock of
 * a zero global spins for ever).  The model keeps spin locks as mutexes
 * (0 free), so a global's zero bytes would read as a free lock.  The
 * cells below are the global ones a spin operation other than init may
 * reach (by the points-to analysis), except those main initialises in
 * its entry block before it creates a thread, calls a function or
 * operates on a spin lock: the simulator starts them unwritten and cuts
 * a spin operation on unwritten bytes; the smt encoding and the skeleton
 * do not follow a spin operation on one of them. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

#define SPIN_TARGETS 64

bool prim_is_spin(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->text &&
           !strncmp(mi->text, "pthread_spin_", 13);
}

static bool has_spin_ops(const model *m)
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            if (prim_is_spin(&m->funcs[f].code[i]))
                return true;
    return false;
}

/* main's entry block initialises the global cell l (one target, known
 * offset) before anything that may run other code or use a spin lock. */
static bool init_first(const model *m, const pta *p, const pta_loc *l)
{
    if (m->main_fn < 0 || l->any_off || !m->funcs[m->main_fn].nblocks)
        return false;
    const mfunc *fn = &m->funcs[m->main_fn];
    const mblock *b = &fn->blocks[0];
    for (int32_t i = b->first; i < b->first + b->n; i++) {
        const minstr *mi = &fn->code[i];
        pta_loc t[2];
        if (mi->kind == MI_CALL ||
            (mi->kind == MI_PRIM && !prim_is_spin(mi) &&
             (mi->op == PR_THREAD_CREATE || mi->op == PR_ONCE)))
            return false;
        if (!prim_is_spin(mi))
            continue;
        if (mi->op != PR_MUTEX_INIT || mi->nops < 2)
            return false;
        int32_t n = pta_targets(p, m->main_fn, &mi->ops[1], t, 2);
        if (n == 1 && t[0].obj_kind == PTA_GLOBAL && !t[0].any_off &&
            t[0].obj == l->obj && t[0].off == l->off)
            return true;
    }
    return false;
}

static bool add_late(model *m, const pta_loc *l)
{
    for (int32_t i = 0; i < m->nspin_late; i++)
        if (m->spin_late[i].obj == l->obj &&
            m->spin_late[i].off == (uint64_t)l->off &&
            m->spin_late[i].any == l->any_off)
            return true;
    mspin *s = realloc(m->spin_late,
                       sizeof *s * (size_t)(m->nspin_late + 1));
    if (!s)
        return false;
    m->spin_late = s;
    s[m->nspin_late++] = (mspin){l->obj, (uint64_t)l->off, l->any_off};
    return true;
}

void model_mark_spin_locks(model *m)
{
    if (!has_spin_ops(m))
        return;
    pta *p = pta_build(m);
    m->spin_lost = !p;
    for (int32_t f = 0; p && f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            const minstr *mi = &m->funcs[f].code[i];
            pta_loc t[SPIN_TARGETS];
            if (!prim_is_spin(mi) || mi->op == PR_MUTEX_INIT)
                continue;
            int32_t n = mi->nops > 1 ? pta_targets(p, f, &mi->ops[1], t,
                                                   SPIN_TARGETS) : 0;
            if (n == 0 || n > SPIN_TARGETS)
                m->spin_lost = true;
            for (int32_t k = 0; k < n && k < SPIN_TARGETS; k++)
                if (t[k].obj_kind == PTA_GLOBAL && !init_first(m, p, &t[k]) &&
                    !add_late(m, &t[k]))
                    m->spin_lost = true;
        }
    pta_free(p);
}

bool model_spin_late(const model *m, uint32_t obj, uint64_t off)
{
    for (int32_t i = 0; i < m->nspin_late; i++)
        if (m->spin_late[i].obj == obj &&
            (m->spin_late[i].any || m->spin_late[i].off == off))
            return true;
    return false;
}
