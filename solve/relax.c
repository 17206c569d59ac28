/* solve/relax.c — the history the atomicity check needs: for each thread,
 * which threads stored relaxed atomic values into which cell since the
 * thread's last synchronising operation.  Records exist only in programs
 * with relaxed stores, so other programs pay nothing. */
#include "solve/sim_priv.h"

#include <string.h>

/* The primitives that synchronise (C11 5.1.2.4, POSIX 4.12): not
 * sem_getvalue, pthread_self, pthread_equal, detach, init, destroy ... */
static bool prim_synchronises(prim_kind k)
{
    switch (k) {
    case PR_THREAD_CREATE: case PR_THREAD_JOIN: case PR_MUTEX_LOCK:
    case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK: case PR_ATOMIC_BEGIN:
    case PR_ATOMIC_END: case PR_COND_WAIT: case PR_COND_TIMEDWAIT:
    case PR_COND_SIGNAL: case PR_COND_BROADCAST: case PR_RW_RDLOCK:
    case PR_RW_WRLOCK: case PR_RW_TRYRDLOCK: case PR_RW_TRYWRLOCK:
    case PR_RW_UNLOCK: case PR_SEM_WAIT: case PR_SEM_TRYWAIT:
    case PR_SEM_POST: case PR_BARRIER_WAIT: case PR_ONCE:
        return true;
    default:
        return false;
    }
}

/* After a synchronising operation a thread's history starts anew.  A
 * try, a timed operation or a compare-exchange that failed synchronises
 * nothing (C11 7.26.4.5, 7.17.7.4: the failed compare-exchange is a load
 * of its failure order), and the atomic sections of the C library models
 * are their bookkeeping, not the program's. */
static bool is_sync(const sim *s, const spending *p, const minstr *mi)
{
    if (mi->kind == MI_PRIM)
        return !s->step_failed && prim_synchronises((prim_kind)mi->op) &&
               !((mi->op == PR_ATOMIC_BEGIN || mi->op == PR_ATOMIC_END) &&
                 model_in_libc(s->m, mi->loc));
    if (p->kind == PO_ACCESS)
        return (s->step_failed && mi->fail_order ? mi->fail_order
                                                 : mi->order) >= ORDER_ACQUIRE;
    return p->kind == PO_ATOMIC_CALL ||
           (mi->kind == MI_FENCE && mi->order >= ORDER_ACQUIRE);
}

void sim_relax_synchronised(sstate *st, int32_t tid)
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
    if (is_sync(s, p, mi))
        sim_relax_synchronised(st, tid);
    bool relaxed_store = p->kind == PO_ACCESS && p->acc.write &&
                         mi->order == ORDER_RELAXED && mi->kind != MI_LOAD &&
                         !s->step_failed;
    if (!relaxed_store || tid >= 64)
        return;
    for (int32_t t = 0; t < st->nthreads; t++)
        if (st->threads[t].status == TH_LIVE)
            note_store(st, t, p->acc.obj, p->acc.off, tid);
}
