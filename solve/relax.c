/* solve/relax.c — the history the atomicity check needs: for each thread,
 * which threads stored relaxed atomic values into which cell since the
 * thread's last synchronising operation.  Records exist only in programs
 * with relaxed stores, so other programs pay nothing. */
#include "solve/sim_priv.h"

#include <string.h>

static bool is_sync(const spending *p, const minstr *mi)
{
    switch (p->kind) {
    case PO_LOCK: case PO_TRYLOCK: case PO_UNLOCK: case PO_CREATE:
    case PO_JOIN: case PO_ATOMIC_BEGIN: case PO_ATOMIC_END:
    case PO_ATOMIC_CALL: case PO_COND_WAIT: case PO_SEM_WAIT:
    case PO_BARRIER: case PO_ONCE:
        return true;
    case PO_ACCESS:
        return mi->order >= ORDER_ACQUIRE;
    case PO_OTHER:
        return mi->kind == MI_PRIM || (mi->kind == MI_FENCE &&
                                       mi->order >= ORDER_ACQUIRE);
    default:
        return false;
    }
}

static void forget_thread(sstate *st, int32_t tid)
{
    int32_t k = 0;
    for (int32_t i = 0; i < st->nrelax; i++)
        if (st->relax[i].thread != tid)
            st->relax[k++] = st->relax[i];
    st->nrelax = k;
}

static void note_store(sstate *st, int32_t t, uint32_t obj, uint64_t off,
                       int32_t writer)
{
    for (int32_t i = 0; i < st->nrelax; i++) {
        srelax *r = &st->relax[i];
        if (r->thread == t && r->obj == obj && r->off == off) {
            r->mask |= UINT64_C(1) << writer;
            return;
        }
    }
    st->relax = sim_piece_realloc(st, st->relax,
                                  sizeof(srelax) * (size_t)st->nrelax,
                                  sizeof(srelax) * (size_t)(st->nrelax + 1));
    st->relax[st->nrelax++] = (srelax){t, obj, off, UINT64_C(1) << writer};
}

void sim_relax_after_step(const sim *s, sstate *st, int32_t tid,
                          const spending *p, const minstr *mi)
{
    (void)s;
    if (is_sync(p, mi))
        forget_thread(st, tid);
    bool relaxed_store = p->kind == PO_ACCESS && p->acc.write &&
                         mi->order == ORDER_RELAXED && mi->kind != MI_LOAD &&
                         mi->kind != MI_CMPXCHG; /* may fail: no store */
    if (!relaxed_store || tid >= 64)
        return;
    for (int32_t t = 0; t < st->nthreads; t++)
        if (st->threads[t].status == TH_LIVE)
            note_store(st, t, p->acc.obj, p->acc.off, tid);
}
