/* encode/skel.c — the control/resource skeleton of the net unrolled to k
 * steps as CNF for CaDiCaL (contract: encode.h, section skel).
 *
 * Steps and markings.  Marking i (0 <= i <= K, K = steps encoded) is the
 * marking after i steps; step i (0 <= i < K) leads from marking i to
 * marking i+1 by firing one transition (f[t,i]) or by idling.
 *
 * Token counts use an order (unary) encoding: ge(i,p,j) is "place p holds
 * at least j tokens at marking i", one variable per level j = 1..nb(i,p),
 * with ge(i,p,j+1) -> ge(i,p,j); more than nb(i,p) tokens is impossible.
 * The level bound nb(i,p) is sound for every reachable marking:
 *   - a place no transition changes is the constant of its initial tokens;
 *   - a place covered by a P-semiflow inequality y.C <= 0 (y >= 0, y_p = 1)
 *     never holds more than y.M0 tokens: the per-slot control/start/exit
 *     places (y = 1 on the slot: the net keeps one token per slot, so they
 *     are 1-safe) and the mutex places whose unlocks follow their locks
 *     (y = 1 on the mutex and on the control places holding it);
 *   - any other place holds at most M0(p) + i * gain(p) tokens at marking i
 *     (gain = the largest increase of one firing): exact for every finite
 *     bound, so an unbounded place costs levels but loses nothing.
 * Levels above SK_MAX_LEVELS make skel_extend fail.
 *
 * Horizon.  The constraints that restrict which transition a step may
 * fire beyond enabling (idle only when nothing is enabled, ordering) are
 * guarded by act[i]; a query at step k assumes act[k-1] and -act[k]
 * (act[i+1] -> act[i]), so steps >= k are free (they can always idle) and
 * an answer at k never depends on how many steps are encoded.
 *
 * API semantics, precisely:
 *   - skel_new encodes marking 0 (K = 0); skel_extend(s, k) encodes
 *     steps K..k-1, so markings 0..k exist.  reach, block and loopfree
 *     extend by themselves when asked beyond K.
 *   - skel_reach(k): is there a run of exactly k steps (a transition per
 *     step, idle only at a dead marking, which then persists; under
 *     ORD_PROCESS a canonical one) whose marking k satisfies the target:
 *     some cube fully marked (a cube with no places always holds, a place
 *     out of range never) or, with dead, no transition enabled while some
 *     PL_CONTROL place is marked?  No cube and !dead: ENC_UNSAT.  run (may
 *     be NULL) is zeroed first; on ENC_SAT run->trans holds the transitions
 *     of steps 0..ntrans-1 (ntrans <= k; steps ntrans..k-1 idle), the data
 *     fields stay NULL/0.  Free it with enc_run_free.
 *   - skel_block(run): that exact sequence is no longer an answer of any
 *     later skel_reach, at any k (at k > ntrans only its extensions by
 *     further transitions remain).  With ORD_PROCESS only canonical
 *     sequences are ever answers, so blocking one also hides the other
 *     interleavings of its class (orders of independent, place-disjoint
 *     transitions): the skeleton cannot tell them apart, data can.
 *     skel_set_data_order names pairs that count as dependent in the
 *     queries that respect blocks (activation literal relax, assumed
 *     there and negated in the others and in skel_loopfree): their
 *     classes are finer, so a blocked run hides fewer orders.
 *   - skel_loopfree(k): ENC_SAT iff a run of k fired steps with pairwise
 *     distinct markings 0..k exists (canonical under ORD_PROCESS; k = 0:
 *     SAT); blocked runs are ignored.  ENC_UNSAT: every reachable marking
 *     is reached within k-1 steps (for ORD_PROCESS too: the canonical form
 *     of a shortest run is loop-free, and prefixes of canonical runs are
 *     canonical).
 *   - Arcs of one transition on the same place are merged: it needs the
 *     sum of its input weights (net_enabled checks each input arc on its
 *     own; net.c never has two input arcs on one place).
 *   - ENC_UNKNOWN: timeout (seconds, 0 = none), out of memory, or a place
 *     needing more than SK_MAX_LEVELS levels; after out of memory every
 *     later call answers ENC_UNKNOWN / false. */
#include "encode/encode.h"

#include <ccadical.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SK_TRUE 1              /* variable 1 is fixed true */
#define SK_FALSE (-1)
#define SK_MAX_LEVELS 4096     /* order-encoding levels of one place */
#define SK_YCAP 16             /* largest semiflow weight searched */

typedef skel_tarc sk_arc;      /* need: tokens in */

typedef struct {
    int32_t narcs;
    sk_arc *arcs;              /* one per place the transition touches */
    int32_t group;             /* slot, or nslots for a slot out of range */
    bool dead;                 /* never fires: no arcs, not in idle tests */
} sk_trans;

typedef struct {               /* compressed lists: items[start[i]..] */
    int32_t *start, *items;
} sk_csr;

typedef struct {
    int32_t *lv;               /* [np]: variable of level 1 (0: none) */
    int32_t *nb;               /* [np]: number of levels */
    int32_t act, fa, dead, dist; /* dead/dist: 0 until first asked */
    int32_t f0, s0;            /* step i: f[t,i] = f0 + t, ladder s0 + t */
    int32_t sf0;               /* ordering: group g fired at step i */
    int32_t *tc;               /* ordering: [np] place touched at step i */
} sk_mark;

struct skel {
    const pnet *n;
    ordering ord;
    CCaDiCaL *sat;
    int32_t np, nt, ngroups;
    int32_t npn;               /* places of the net; then the extra ones */
    int32_t nxp;               /* extra places (skel_new_ext) */
    int32_t nbase;             /* npn + nxp: then one counter per site */
    int32_t nsites;
    int32_t *xinit, *xslot;    /* [nxp]: initial tokens, slot or -1 */
    int32_t *tnet;             /* [nt]: net transition decoded, -1 none */
    int32_t *site_of;          /* [nslots]: creation site of the slot, -1 */
    sk_trans *tr;
    int32_t *cap;              /* [np]: semiflow bound, -1 none */
    int32_t *gain;             /* [np]: largest increase by one firing */
    bool *konst;               /* [np]: no transition changes p */
    bool *shared;              /* [np]: touched by several groups */
    sk_csr chg, touch, members; /* changers/touchers of p, trans of g */
    sk_mark *m;                /* markings 0..K (nm initialised) */
    int32_t K, nm, mcap;
    int32_t nvars;
    int64_t nclauses, learned, conflicts;
    int32_t blk;               /* activation of blocked runs, 0 none */
    int32_t relax;             /* activation of the data order, 0 none */
    sk_csr dep;                /* per t: the u > t that data orders with
                                  t (skel_set_data_order) */
    bool ignore_blocks;        /* queries see the blocked runs too */
    const skel_ext *ext;       /* extra arcs, only during skel_new */
    int *cl, *dl;              /* clause buffer, difference literals */
    int32_t ncl, clcap, ndl, dlcap;
    bool cl_sat, oom;
    double deadline;           /* CLOCK_MONOTONIC seconds, 0 none */
};

/* ------------------------------------------------------------ clauses */

double enc_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int32_t sk_vars(skel *s, int32_t k)
{
    if (k < 0 || s->nvars > INT_MAX / 2 - k) {
        s->oom = true;
        return 0;
    }
    int32_t v = s->nvars + 1;
    s->nvars += k;
    return v;
}

static bool sk_grow_int(int **buf, int32_t *cap, int32_t need)
{
    if (need <= *cap)
        return true;
    int32_t nc = *cap ? *cap : 16;
    while (nc < need)
        nc *= 2;
    int *b = realloc(*buf, (size_t)nc * sizeof *b);
    if (!b)
        return false;
    *buf = b;
    *cap = nc;
    return true;
}

/* Appends a literal to the pending clause; constants simplify it. */
static void sk_lit(skel *s, int lit)
{
    if (lit == SK_TRUE) {
        s->cl_sat = true;
        return;
    }
    if (lit == SK_FALSE)
        return;
    if (!sk_grow_int(&s->cl, &s->clcap, s->ncl + 1)) {
        s->oom = true;
        return;
    }
    s->cl[s->ncl++] = lit;
}

/* Adds the pending clause (unless a literal is true) and clears it. */
static void sk_emit(skel *s)
{
    if (!s->cl_sat && !s->oom) {
        for (int32_t i = 0; i < s->ncl; i++)
            ccadical_add(s->sat, s->cl[i]);
        ccadical_add(s->sat, 0);
        s->nclauses++;
    }
    s->ncl = 0;
    s->cl_sat = false;
}

static void sk_cl2(skel *s, int a, int b)
{
    sk_lit(s, a);
    sk_lit(s, b);
    sk_emit(s);
}

static void sk_cl3(skel *s, int a, int b, int c)
{
    sk_lit(s, a);
    sk_lit(s, b);
    sk_lit(s, c);
    sk_emit(s);
}

/* Initial tokens and kind of place p (an extra place of a slot is a
 * control place; creation counters: 0, resource). */
static int sk_initial(const skel *s, int32_t p)
{
    return p < s->npn ? s->n->places[p].initial
         : p < s->nbase ? s->xinit[p - s->npn] : 0;
}

static place_kind sk_kind(const skel *s, int32_t p)
{
    if (p < s->npn)
        return s->n->places[p].kind;
    return p < s->nbase && s->xslot[p - s->npn] >= 0 ? PL_CONTROL : PL_MUTEX;
}

/* ge(i,p,j): at least j tokens on p at marking i (a literal). */
static int sk_ge(const skel *s, int32_t i, int32_t p, int32_t j)
{
    if (j <= 0)
        return SK_TRUE;
    if (s->konst[p])
        return j <= sk_initial(s, p) ? SK_TRUE : SK_FALSE;
    const sk_mark *m = &s->m[i];
    return j > m->nb[p] ? SK_FALSE : m->lv[p] + j - 1;
}

static int sk_fire(const skel *s, int32_t i, int32_t t)
{
    return s->m[i].f0 + t;
}

/* ------------------------------------------------------- net analysis */

static int sk_arc_cmp(const void *a, const void *b)
{
    const sk_arc *x = a, *y = b;
    return (x->place > y->place) - (x->place < y->place);
}

/* Creation counters.  The net lets a slot start at any time (its start
 * place holds a token from the beginning); the skeleton counts the
 * creations at each site instead: the create hop adds a token to the
 * site's counter place, and the start of the site's k-th slot (k from 0)
 * needs k+1 tokens there (a read: it takes none).  Sound because the k-th
 * thread created at a site always runs in that slot. */
static bool sk_counter_arc(const skel *s, int32_t t, sk_arc *arc)
{
    if (t < 0)
        return false;
    const ptrans *pt = &s->n->trans[t];
    const pnet *n = s->n;
    if (pt->kind == TR_START && pt->slot >= 0 && pt->slot < n->nslots &&
        s->site_of[pt->slot] >= 0) {
        *arc = (sk_arc){s->nbase + s->site_of[pt->slot],
                        n->slot_index[pt->slot] + 1, 0};
        return true;
    }
    if (pt->kind != TR_LOCAL)
        return false;
    for (int32_t sl = 1; sl < n->nslots; sl++)
        if (s->site_of[sl] >= 0 && n->slot_site_func[sl] == pt->func &&
            n->slot_site_ip[sl] == pt->from_point) {
            *arc = (sk_arc){s->nbase + s->site_of[sl], 0, 1};
            return true;
        }
    return false;
}

/* Numbers the creation sites (slots >= 1 with a known site and index). */
static bool sk_sites(skel *s)
{
    const pnet *n = s->n;
    s->site_of = malloc(sizeof(int32_t) * (size_t)(n->nslots + 1));
    if (!s->site_of)
        return false;
    for (int32_t sl = 0; sl < n->nslots; sl++) {
        s->site_of[sl] = -1;
        if (sl == 0 || !n->slot_site_func || !n->slot_index ||
            n->slot_site_func[sl] < 0 || n->slot_index[sl] < 0)
            continue;
        for (int32_t o = 1; o < sl && s->site_of[sl] < 0; o++)
            if (s->site_of[o] >= 0 &&
                n->slot_site_func[o] == n->slot_site_func[sl] &&
                n->slot_site_ip[o] == n->slot_site_ip[sl])
                s->site_of[sl] = s->site_of[o];
        if (s->site_of[sl] < 0)
            s->site_of[sl] = s->nsites++;
    }
    return true;
}

/* Arcs of t merged per place (need = tokens taken, delta = net change);
 * arcs that cancel out are dropped. */
static bool sk_merge_arcs(sk_trans *st, int32_t na)
{
    qsort(st->arcs, (size_t)na, sizeof(sk_arc), sk_arc_cmp);
    int32_t k = 0;
    for (int32_t i = 0; i < na; i++) {
        if (k > 0 && st->arcs[k - 1].place == st->arcs[i].place) {
            st->arcs[k - 1].need += st->arcs[i].need;
            st->arcs[k - 1].delta += st->arcs[i].delta;
        } else {
            st->arcs[k++] = st->arcs[i];
        }
    }
    st->narcs = 0;
    for (int32_t i = 0; i < k; i++) {
        const sk_arc *a = &st->arcs[i];
        if (a->need < 0 || a->need + a->delta < 0)
            return false;       /* would take more tokens than it needs */
        if (a->need || a->delta)
            st->arcs[st->narcs++] = *a;
    }
    return true;
}

/* Slot (group) and net transition of skeleton transition t. */
static void sk_trans_origin(const skel *s, int32_t t, int32_t *group,
                            int32_t *net)
{
    int32_t sl = s->n->nslots;
    if (t < s->n->ntrans) {
        sl = s->n->trans[t].slot;
        *net = t;
    } else {
        sl = s->ext->trans_slot[t - s->n->ntrans];
        *net = s->ext->trans_net[t - s->n->ntrans];
    }
    *group = sl >= 0 && sl < s->n->nslots ? sl : s->n->nslots;
}

static void sk_csr_free(sk_csr *c)
{
    free(c->start);
    free(c->items);
}

static int32_t sk_csr_len(const sk_csr *c, int32_t k)
{
    return c->start[k + 1] - c->start[k];
}

static const int32_t *sk_csr_at(const sk_csr *c, int32_t k)
{
    return c->items + c->start[k];
}

static bool sk_trans_init(skel *s, int32_t t, const sk_csr *xarcs)
{
    sk_trans *st = &s->tr[t];
    int32_t base;
    sk_trans_origin(s, t, &st->group, &base);
    s->tnet[t] = base;
    if (base < -1 || base >= s->n->ntrans)
        return false;
    const ptrans *pt = base >= 0 ? &s->n->trans[base] : NULL;
    int32_t nr = sk_csr_len(xarcs, t);
    const int32_t *xs = sk_csr_at(xarcs, t);
    st->arcs = malloc((size_t)((pt ? pt->narcs : 0) + nr + 1) *
                      sizeof(sk_arc));
    if (!st->arcs)
        return false;
    /* Slot reuse is left out: the creation counters could not tell a
     * restarted slot from its first start.  Fewer runs: fine for
     * candidates; a proof (satcheck.c) only stands for programs whose
     * creation sites create at most once, where no slot is reused. */
    st->dead = pt && pt->kind == TR_REUSE;
    if (st->dead)
        return true;
    int32_t na = 0;
    for (int32_t i = 0; pt && i < pt->narcs; i++) {
        const parc *a = &pt->arcs[i];
        if (a->place < 0 || a->place >= s->npn)
            return false;
        st->arcs[na++] = (sk_arc){a->place, a->weight < 0 ? -a->weight : 0,
                                  a->weight};
    }
    sk_arc extra;
    if (sk_counter_arc(s, base, &extra))
        st->arcs[na++] = extra;
    for (int32_t i = 0; i < nr; i++) {
        const skel_arc *a = &s->ext->arcs[xs[i]];
        if (a->place < 0 || a->place >= s->nbase)
            return false;
        st->arcs[na++] = (sk_arc){a->place, a->need, a->delta};
    }
    return sk_merge_arcs(st, na);
}

/* Lists of transitions per key: mode 0 per place the transitions changing
 * it, mode 1 per place those touching it, mode 2 per group its members. */
static bool sk_csr_build(skel *s, sk_csr *c, int32_t nkeys, int mode)
{
    c->start = calloc((size_t)nkeys + 2, sizeof(int32_t));
    if (!c->start)
        return false;
    for (int pass = 0; pass < 2; pass++) {
        for (int32_t t = 0; t < s->nt; t++) {
            const sk_trans *st = &s->tr[t];
            int32_t na = mode == 2 ? 1 : st->narcs;
            for (int32_t i = 0; i < na; i++) {
                if (mode == 0 && st->arcs[i].delta == 0)
                    continue;
                int32_t key = mode == 2 ? st->group : st->arcs[i].place;
                if (pass == 0)
                    c->start[key + 2]++;
                else
                    c->items[c->start[key + 1]++] = t;
            }
        }
        if (pass == 0) {
            for (int32_t k = 0; k < nkeys; k++)
                c->start[k + 2] += c->start[k + 1];
            c->items = malloc((size_t)(c->start[nkeys + 1] + 1) *
                              sizeof(int32_t));
            if (!c->items)
                return false;
        }
    }
    return true; /* start[k]..start[k+1] now delimit key k */
}

/* konst, gain and shared per place. */
static void sk_place_facts(skel *s)
{
    for (int32_t p = 0; p < s->np; p++) {
        s->konst[p] = sk_csr_len(&s->chg, p) == 0;
        s->cap[p] = -1;
        const int32_t *ts = sk_csr_at(&s->touch, p);
        for (int32_t i = 0; i < sk_csr_len(&s->touch, p); i++)
            if (s->tr[ts[i]].group != s->tr[ts[0]].group)
                s->shared[p] = true;
    }
    for (int32_t t = 0; t < s->nt; t++)
        for (int32_t i = 0; i < s->tr[t].narcs; i++) {
            const sk_arc *a = &s->tr[t].arcs[i];
            if (a->delta > s->gain[a->place])
                s->gain[a->place] = a->delta;
        }
}

/* Slot whose control/start/exit place p is, -1 for other places. */
static int32_t sk_slot_of(const skel *s, int32_t p)
{
    if (p >= s->npn) {
        int32_t g = p < s->nbase ? s->xslot[p - s->npn] : -1;
        return g < s->n->nslots ? g : -1;
    }
    const pplace *pl = &s->n->places[p];
    bool ok = pl->kind != PL_MUTEX && pl->slot >= 0 &&
              pl->slot < s->n->nslots;
    return ok ? pl->slot : -1;
}

/* Marks bad the slots on whose places t puts more tokens than it takes;
 * acc is zero before and after. */
static void sk_slot_check(const skel *s, int32_t t, int64_t *acc, bool *bad)
{
    const sk_trans *st = &s->tr[t];
    for (int32_t i = 0; i < st->narcs; i++) {
        int32_t g = sk_slot_of(s, st->arcs[i].place);
        if (g >= 0)
            acc[g] += st->arcs[i].delta;
    }
    for (int32_t i = 0; i < st->narcs; i++) {
        int32_t g = sk_slot_of(s, st->arcs[i].place);
        if (g >= 0) {
            bad[g] = bad[g] || acc[g] > 0;
            acc[g] = 0;
        }
    }
}

/* Semiflow per slot: y = 1 on its control, start and exit places.  If no
 * transition puts more tokens on them than it takes, each of them holds
 * at most their initial total. */
static bool sk_bound_slots(skel *s)
{
    int32_t ns = s->n->nslots;
    int64_t *acc = calloc((size_t)ns + 1, sizeof *acc);
    bool *bad = calloc((size_t)ns + 1, sizeof *bad);
    if (!acc || !bad) {
        free(acc);
        free(bad);
        return false;
    }
    for (int32_t t = 0; t < s->nt; t++)
        sk_slot_check(s, t, acc, bad);
    for (int32_t p = 0; p < s->np; p++)
        if (sk_slot_of(s, p) >= 0)
            acc[sk_slot_of(s, p)] += sk_initial(s, p);
    for (int32_t p = 0; p < s->np; p++) {
        int32_t g = sk_slot_of(s, p);
        if (g >= 0 && !bad[g] && acc[g] <= INT_MAX / 4)
            s->cap[p] = (int32_t)acc[g];
    }
    free(acc);
    free(bad);
    return true;
}

typedef struct {               /* scratch of the semiflow search */
    int32_t *y;                /* [np] weights */
    int32_t *ys;               /* places with y > 0 */
    int32_t nys;
    int32_t *work;             /* transitions to re-check */
    int32_t nwork;
    bool *queued;              /* [nt] */
} sk_inv;

static int64_t sk_excess(const skel *s, const int32_t *y, int32_t t)
{
    int64_t e = 0;
    for (int32_t i = 0; i < s->tr[t].narcs; i++)
        e += (int64_t)y[s->tr[t].arcs[i].place] * s->tr[t].arcs[i].delta;
    return e;
}

/* The input place of t (other than p) whose weight to raise, preferring
 * control places; -1 if none. */
static int32_t sk_inv_pick(const skel *s, int32_t p, int32_t t)
{
    int32_t any = -1;
    for (int32_t i = 0; i < s->tr[t].narcs; i++) {
        const sk_arc *a = &s->tr[t].arcs[i];
        if (a->delta >= 0 || a->place == p)
            continue;
        if (sk_kind(s, a->place) != PL_MUTEX)
            return i;
        if (any < 0)
            any = i;
    }
    return any;
}

/* Raises y on an input of t so that t no longer adds weighted tokens;
 * queues the producers of that place.  False: no semiflow found. */
static bool sk_inv_fix(const skel *s, sk_inv *v, int32_t p, int32_t t,
                       int64_t ex)
{
    int32_t i = sk_inv_pick(s, p, t);
    if (i < 0)
        return false;
    const sk_arc *a = &s->tr[t].arcs[i];
    int64_t up = (ex + (-a->delta) - 1) / (-a->delta);
    if (v->y[a->place] + up > SK_YCAP)
        return false;
    if (v->y[a->place] == 0)
        v->ys[v->nys++] = a->place;
    v->y[a->place] += (int32_t)up;
    const int32_t *pr = sk_csr_at(&s->chg, a->place);
    for (int32_t j = 0; j < sk_csr_len(&s->chg, a->place); j++)
        if (!v->queued[pr[j]]) {
            v->queued[pr[j]] = true;
            v->work[v->nwork++] = pr[j];
        }
    return true;
}

/* Searches y >= 0 with y_p = 1 and y.C[.,t] <= 0 for every t, starting
 * from y = e_p and raising inputs of violating transitions.  Returns the
 * bound y.M0 on p, or -1. */
static int64_t sk_inv_place(const skel *s, sk_inv *v, int32_t p)
{
    bool ok = true;
    v->y[p] = 1;
    v->ys[0] = p;
    v->nys = 1;
    v->nwork = 0;
    const int32_t *pr = sk_csr_at(&s->chg, p);
    for (int32_t j = 0; j < sk_csr_len(&s->chg, p); j++) {
        v->queued[pr[j]] = true;
        v->work[v->nwork++] = pr[j];
    }
    while (ok && v->nwork > 0) {
        int32_t t = v->work[--v->nwork];
        v->queued[t] = false;
        int64_t ex = sk_excess(s, v->y, t);
        if (ex > 0)
            ok = sk_inv_fix(s, v, p, t, ex);
    }
    while (v->nwork > 0)
        v->queued[v->work[--v->nwork]] = false;
    /* the invariant, checked: only a transition with an arc on a place
     * of positive weight can have an excess */
    for (int32_t i = 0; ok && i < v->nys; i++) {
        const int32_t *ts = sk_csr_at(&s->touch, v->ys[i]);
        for (int32_t j = 0; ok && j < sk_csr_len(&s->touch, v->ys[i]); j++)
            ok = sk_excess(s, v->y, ts[j]) <= 0;
    }
    int64_t b = 0;
    for (int32_t i = 0; i < v->nys; i++) {
        b += (int64_t)v->y[v->ys[i]] * sk_initial(s, v->ys[i]);
        v->y[v->ys[i]] = 0;
    }
    return ok && b <= INT_MAX / 4 ? b : -1;
}

/* Semiflow bounds for the places that can grow and have none yet; past
 * the extension's deadline the rest keep none (sound: a place without a
 * bound gets counter levels for every token its producers may add). */
static bool sk_bound_places(skel *s)
{
    double deadline = s->ext ? s->ext->deadline : 0;
    sk_inv v = {0};
    v.y = calloc((size_t)s->np + 1, sizeof(int32_t));
    v.ys = malloc(((size_t)s->np + 1) * sizeof(int32_t));
    v.work = malloc(((size_t)s->nt + 1) * sizeof(int32_t));
    v.queued = calloc((size_t)s->nt + 1, sizeof(bool));
    bool ok = v.y && v.ys && v.work && v.queued;
    for (int32_t p = 0; ok && p < s->np; p++) {
        if (s->konst[p] || s->cap[p] >= 0 || s->gain[p] <= 0)
            continue;
        if (deadline > 0 && enc_now() >= deadline)
            break;
        s->cap[p] = (int32_t)sk_inv_place(s, &v, p);
    }
    free(v.y);
    free(v.ys);
    free(v.work);
    free(v.queued);
    return ok;
}

/* The extension's arcs per transition (indices into ext->arcs, in
 * order); arcs of transitions out of range are left out. */
static bool sk_ext_arcs_by_trans(const skel *s, sk_csr *c)
{
    int32_t nx = s->ext ? s->ext->narcs : 0;
    c->start = calloc((size_t)s->nt + 2, sizeof(int32_t));
    c->items = malloc(((size_t)nx + 1) * sizeof(int32_t));
    if (!c->start || !c->items)
        return false;
    for (int32_t i = 0; i < nx; i++) {
        int32_t t = s->ext->arcs[i].trans;
        if (t >= 0 && t < s->nt)
            c->start[t + 2]++;
    }
    for (int32_t t = 0; t < s->nt; t++)
        c->start[t + 2] += c->start[t + 1];
    for (int32_t i = 0; i < nx; i++) {
        int32_t t = s->ext->arcs[i].trans;
        if (t >= 0 && t < s->nt)
            c->items[c->start[t + 1]++] = i;
    }
    return true;
}

static bool sk_analyse(skel *s)
{
    sk_csr xarcs = {0};
    bool ok = sk_ext_arcs_by_trans(s, &xarcs);
    for (int32_t t = 0; ok && t < s->nt; t++)
        ok = sk_trans_init(s, t, &xarcs);
    sk_csr_free(&xarcs);
    if (!ok)
        return false;
    if (!sk_csr_build(s, &s->chg, s->np, 0) ||
        !sk_csr_build(s, &s->touch, s->np, 1) ||
        !sk_csr_build(s, &s->members, s->ngroups, 2))
        return false;
    sk_place_facts(s);
    return sk_bound_slots(s) && sk_bound_places(s);
}

/* Levels of p at marking i: non-decreasing in i. */
static int64_t sk_bound(const skel *s, int32_t p, int32_t i)
{
    int64_t b = sk_initial(s, p) + (int64_t)i * s->gain[p];
    return s->cap[p] >= 0 && s->cap[p] < b ? s->cap[p] : b;
}

/* ----------------------------------------------------------- markings */

static int sk_terminate(void *state)
{
    const skel *s = state;
    return s->deadline > 0 && enc_now() >= s->deadline;
}

static void sk_learn(void *state, int *clause)
{
    (void)clause;
    ((skel *)state)->learned++;
}

/* Allocates marking i's variables: levels (ordered), act, fa.  Marking 0
 * is fixed to the initial marking. */
static bool sk_mark_new(skel *s, int32_t i)
{
    if (i >= s->mcap) {
        int32_t nc = s->mcap ? s->mcap * 2 : 16;
        sk_mark *nm = realloc(s->m, (size_t)nc * sizeof *nm);
        if (!nm)
            return false;
        s->m = nm;
        s->mcap = nc;
    }
    sk_mark *m = &s->m[i];
    memset(m, 0, sizeof *m);
    s->nm = i + 1;
    m->lv = calloc((size_t)s->np + 1, sizeof(int32_t));
    m->nb = calloc((size_t)s->np + 1, sizeof(int32_t));
    if (!m->lv || !m->nb)
        return false;
    for (int32_t p = 0; p < s->np; p++) {
        int64_t b = s->konst[p] ? 0 : sk_bound(s, p, i);
        if (b > SK_MAX_LEVELS)
            return false;
        m->nb[p] = (int32_t)b;
        m->lv[p] = b > 0 ? sk_vars(s, (int32_t)b) : 0;
        for (int32_t j = 2; j <= b; j++)
            sk_cl2(s, -sk_ge(s, i, p, j), sk_ge(s, i, p, j - 1));
        for (int32_t j = 1; i == 0 && j <= b; j++)
            sk_cl2(s, sk_ge(s, 0, p, j), SK_FALSE);
    }
    m->act = sk_vars(s, 1);
    m->fa = sk_vars(s, 1);
    if (i > 0)
        sk_cl2(s, -m->act, s->m[i - 1].act);
    return !s->oom;
}

/* ------------------------------------------------------------- steps */

/* f[.,i] and the ladder s[t,i] <-> some f[u,i] with u <= t fires: at most
 * one transition per step; fa[i] <-> s[nt-1,i] (some transition fires). */
static void sk_step_amo(skel *s, int32_t i)
{
    sk_mark *m = &s->m[i];
    m->f0 = sk_vars(s, s->nt);
    m->s0 = sk_vars(s, s->nt);
    for (int32_t t = 0; t < s->nt; t++) {
        int f = m->f0 + t, l = m->s0 + t;
        sk_cl2(s, -f, l);
        if (t == 0) {
            sk_cl2(s, -l, f);
            continue;
        }
        sk_cl2(s, -(l - 1), l);
        sk_cl2(s, -(l - 1), -f);
        sk_cl3(s, -l, l - 1, f);
    }
    if (s->nt == 0) {
        sk_cl2(s, -m->fa, SK_FALSE);
        return;
    }
    sk_cl2(s, -m->fa, m->s0 + s->nt - 1);
    sk_cl2(s, m->fa, -(m->s0 + s->nt - 1));
}

/* Firing t at step i needs its input tokens at marking i and moves every
 * place it changes by delta: ge(i+1,p,j) <-> ge(i,p,j-delta), including
 * j = nb(i+1,p)+1 (the bound is never exceeded). */
static void sk_step_trans(skel *s, int32_t i, int32_t t)
{
    int f = sk_fire(s, i, t);
    if (s->tr[t].dead)
        sk_cl2(s, -f, SK_FALSE);
    for (int32_t k = 0; k < s->tr[t].narcs; k++) {
        const sk_arc *a = &s->tr[t].arcs[k];
        if (a->need > 0)
            sk_cl2(s, -f, sk_ge(s, i, a->place, a->need));
        if (a->delta == 0)
            continue;
        for (int32_t j = 1; j <= s->m[i + 1].nb[a->place] + 1; j++) {
            int nx = sk_ge(s, i + 1, a->place, j);
            int pv = sk_ge(s, i, a->place, j - a->delta);
            sk_cl3(s, -f, -nx, pv);
            sk_cl3(s, -f, nx, -pv);
        }
    }
}

/* Pushes "some transition changing p fires at step i" onto the clause. */
static void sk_push_changers(skel *s, int32_t i, int32_t p)
{
    const int32_t *c = sk_csr_at(&s->chg, p);
    for (int32_t k = 0; k < sk_csr_len(&s->chg, p); k++)
        sk_lit(s, sk_fire(s, i, c[k]));
}

/* Frame: p keeps its tokens at step i unless a transition changing it
 * fires (through an auxiliary literal when p has several levels). */
static void sk_step_frame(skel *s, int32_t i, int32_t p)
{
    int32_t nb = s->m[i + 1].nb[p];
    int aux = 0;
    if (nb >= 2 && sk_csr_len(&s->chg, p) >= 2) {
        aux = sk_vars(s, 1);
        sk_lit(s, -aux);
        sk_push_changers(s, i, p);
        sk_emit(s);
    }
    for (int32_t j = 1; j <= nb; j++)
        for (int sign = -1; sign <= 1; sign += 2) {
            sk_lit(s, sign * sk_ge(s, i + 1, p, j));
            sk_lit(s, -sign * sk_ge(s, i, p, j));
            if (aux)
                sk_lit(s, aux);
            else
                sk_push_changers(s, i, p);
            sk_emit(s);
        }
}

/* Pushes "t is not enabled at marking i" onto the clause. */
static void sk_push_disabled(skel *s, int32_t i, int32_t t)
{
    for (int32_t k = 0; k < s->tr[t].narcs; k++)
        if (s->tr[t].arcs[k].need > 0)
            sk_lit(s, -sk_ge(s, i, s->tr[t].arcs[k].place,
                             s->tr[t].arcs[k].need));
}

/* Inside the horizon, step i idles only if no transition is enabled. */
static void sk_step_idle(skel *s, int32_t i)
{
    for (int32_t t = 0; t < s->nt; t++) {
        if (s->tr[t].dead)
            continue;
        sk_lit(s, -s->m[i].act);
        sk_push_disabled(s, i, t);
        sk_lit(s, s->m[i].fa);
        sk_emit(s);
    }
}

/* Ordering helpers of step j: sf[g,j] -> some transition of group g
 * fires, tc[p,j] -> some transition touching the shared place p fires. */
static bool sk_order_defs(skel *s, int32_t j)
{
    sk_mark *m = &s->m[j];
    m->sf0 = sk_vars(s, s->ngroups);
    m->tc = calloc((size_t)s->np + 1, sizeof(int32_t));
    if (!m->tc)
        return false;
    for (int32_t g = 0; g < s->ngroups; g++) {
        sk_lit(s, -(m->sf0 + g));
        const int32_t *u = sk_csr_at(&s->members, g);
        for (int32_t k = 0; k < sk_csr_len(&s->members, g); k++)
            sk_lit(s, sk_fire(s, j, u[k]));
        sk_emit(s);
    }
    for (int32_t p = 0; p < s->np; p++) {
        if (!s->shared[p])
            continue;
        m->tc[p] = sk_vars(s, 1);
        sk_lit(s, -m->tc[p]);
        const int32_t *u = sk_csr_at(&s->touch, p);
        for (int32_t k = 0; k < sk_csr_len(&s->touch, p); k++)
            sk_lit(s, sk_fire(s, j, u[k]));
        sk_emit(s);
    }
    return true;
}

/* 0, or a literal d: relax & d -> step j fired a transition u > t that
 * the data orders with t (skel_set_data_order). */
static int sk_data_dep(skel *s, int32_t j, int32_t t)
{
    if (!s->relax || sk_csr_len(&s->dep, t) == 0)
        return 0;
    int d = sk_vars(s, 1);
    sk_cl2(s, -d, s->relax);
    sk_lit(s, -d);
    const int32_t *u = sk_csr_at(&s->dep, t);
    for (int32_t k = 0; k < sk_csr_len(&s->dep, t); k++)
        sk_lit(s, sk_fire(s, j, u[k]));
    sk_emit(s);
    return d;
}

/* Ordering at step i >= 1 (inside the horizon).  t and u are independent
 * when they belong to different slots and share no place: then firing
 * u;t from M is possible iff t;u is (neither changes the other's places)
 * and both reach the same marking.  We forbid t at step i after u at
 * step i-1 when they are independent and t < u.  No reachable marking is
 * lost: take any run of k steps; its fired part w is followed by idle
 * steps at a dead marking.  Swapping adjacent independent transitions
 * keeps w a run with the same length and final marking, and the
 * lexicographically least sequence of w's swap class has no adjacent
 * independent pair u;t with t < u (swapping it would give a smaller one).
 * That sequence, followed by the same idle steps, satisfies every
 * constraint here.  Clause: f[t,i] & fa[i-1] & -s[t,i-1] (the previous
 * transition u is > t) -> u is in t's group or touches a place of t
 * (a place only t's group touches is covered by the group literal). */
static bool sk_step_order(skel *s, int32_t i)
{
    if (!sk_order_defs(s, i - 1))
        return false;
    const sk_mark *pm = &s->m[i - 1];
    for (int32_t t = 0; t + 1 < s->nt; t++) {
        int d = sk_data_dep(s, i - 1, t); /* its clauses come first */
        sk_lit(s, -s->m[i].act);
        sk_lit(s, -sk_fire(s, i, t));
        sk_lit(s, -pm->fa);
        sk_lit(s, pm->s0 + t);
        sk_lit(s, pm->sf0 + s->tr[t].group);
        for (int32_t k = 0; k < s->tr[t].narcs; k++)
            if (pm->tc[s->tr[t].arcs[k].place])
                sk_lit(s, pm->tc[s->tr[t].arcs[k].place]);
        if (d)
            sk_lit(s, d);
        sk_emit(s);
    }
    return true;
}

/* Encodes step K (marking K -> K+1). */
static bool sk_step(skel *s)
{
    int32_t i = s->K;
    if (!sk_mark_new(s, i + 1))
        return false;
    sk_step_amo(s, i);
    for (int32_t t = 0; t < s->nt; t++)
        sk_step_trans(s, i, t);
    for (int32_t p = 0; p < s->np; p++)
        if (!s->konst[p])
            sk_step_frame(s, i, p);
    sk_step_idle(s, i);
    if (s->ord == ORD_PROCESS && i >= 1 && !sk_step_order(s, i))
        return false;
    s->K = i + 1;
    return !s->oom;
}

/* ---------------------------------------------------------------- API */

/* The extra places of x, copied (the skeleton keeps them). */
static bool sk_ext_places(skel *s, const skel_ext *x)
{
    s->nxp = x->nplaces > 0 ? x->nplaces : 0;
    s->xinit = calloc((size_t)s->nxp + 1, sizeof(int32_t));
    s->xslot = calloc((size_t)s->nxp + 1, sizeof(int32_t));
    if (!s->xinit || !s->xslot)
        return false;
    for (int32_t j = 0; j < s->nxp; j++) {
        s->xinit[j] = x->initial ? x->initial[j] : 0;
        s->xslot[j] = x->place_slot ? x->place_slot[j] : -1;
        if (s->xinit[j] < 0)
            return false;
    }
    return true;
}

/* Fills s (zeroed) for net n plus x; frees s on failure. */
static skel *sk_build(skel *s, const pnet *n, ordering ord,
                      const skel_ext *x)
{
    s->n = n;
    s->ord = ord;
    s->ext = x;
    s->npn = n->nplaces;
    s->nt = n->ntrans + (x->ntrans > 0 ? x->ntrans : 0);
    s->K = -1;
    if (n->nslots < 0 || !sk_ext_places(s, x) || !sk_sites(s)) {
        skel_free(s);
        return NULL;
    }
    s->nbase = s->npn + s->nxp;
    s->np = s->nbase + s->nsites;
    s->ngroups = n->nslots + 1;
    s->sat = ccadical_init();
    s->tr = calloc((size_t)s->nt + 1, sizeof *s->tr);
    s->tnet = calloc((size_t)s->nt + 1, sizeof *s->tnet);
    s->cap = calloc((size_t)s->np + 1, sizeof *s->cap);
    s->gain = calloc((size_t)s->np + 1, sizeof *s->gain);
    s->konst = calloc((size_t)s->np + 1, sizeof *s->konst);
    s->shared = calloc((size_t)s->np + 1, sizeof *s->shared);
    if (!s->sat || !s->tr || !s->tnet || !s->cap || !s->gain ||
        !s->konst || !s->shared || !sk_analyse(s)) {
        skel_free(s);
        return NULL;
    }
    s->ext = NULL;
    ccadical_set_terminate(s->sat, s, sk_terminate);
    ccadical_set_learn(s->sat, s, INT_MAX, sk_learn);
    sk_vars(s, 1); /* variable 1: true */
    ccadical_add(s->sat, SK_TRUE);
    ccadical_add(s->sat, 0);
    s->nclauses++;
    if (!sk_mark_new(s, 0)) {
        skel_free(s);
        return NULL;
    }
    s->K = 0;
    return s;
}

skel *skel_new(const pnet *n, ordering ord)
{
    skel_ext none = {0};
    return skel_new_ext(n, ord, &none);
}

skel *skel_new_ext(const pnet *n, ordering ord, const skel_ext *x)
{
    skel *s = calloc(1, sizeof *s);
    return s ? sk_build(s, n, ord, x) : NULL;
}

void skel_free(skel *s)
{
    if (!s)
        return;
    for (int32_t i = 0; i < s->nm; i++) {
        free(s->m[i].lv);
        free(s->m[i].nb);
        free(s->m[i].tc);
    }
    free(s->m);
    for (int32_t t = 0; s->tr && t < s->nt; t++)
        free(s->tr[t].arcs);
    free(s->tr);
    sk_csr_free(&s->chg);
    sk_csr_free(&s->touch);
    sk_csr_free(&s->members);
    free(s->cap);
    free(s->gain);
    free(s->konst);
    free(s->shared);
    free(s->site_of);
    free(s->xinit);
    free(s->xslot);
    free(s->tnet);
    sk_csr_free(&s->dep);
    free(s->cl);
    free(s->dl);
    if (s->sat)
        ccadical_release(s->sat);
    free(s);
}

bool skel_extend(skel *s, int32_t k)
{
    while (!s->oom && s->K < k)
        if (!sk_step(s)) {
            s->oom = true;
            return false;
        }
    return !s->oom;
}

/* dead[i] -> no transition enabled and some control place marked. */
static int sk_dead(skel *s, int32_t i)
{
    sk_mark *m = &s->m[i];
    if (m->dead)
        return m->dead;
    m->dead = sk_vars(s, 1);
    for (int32_t t = 0; t < s->nt; t++) {
        if (s->tr[t].dead)
            continue;
        sk_lit(s, -m->dead);
        sk_push_disabled(s, i, t);
        sk_emit(s);
    }
    sk_lit(s, -m->dead);
    for (int32_t p = 0; p < s->np; p++)
        if (sk_kind(s, p) == PL_CONTROL)
            sk_lit(s, sk_ge(s, i, p, 1));
    sk_emit(s);
    return m->dead;
}

/* A fresh literal implying the target at marking k. */
static int sk_target(skel *s, const skel_cubes *c, bool dead, int32_t k)
{
    int32_t nc = c ? c->ncubes : 0;
    int tg = sk_vars(s, 1), cv = sk_vars(s, nc);
    for (int32_t i = 0; i < nc; i++)
        for (int32_t j = 0; j < c->cube_len[i]; j++) {
            int32_t p = c->cube_places[i][j];
            sk_cl2(s, -(cv + i),
                   p >= 0 && p < s->np ? sk_ge(s, k, p, 1) : SK_FALSE);
        }
    int dv = dead ? sk_dead(s, k) : 0;
    sk_lit(s, -tg);
    for (int32_t i = 0; i < nc; i++)
        sk_lit(s, cv + i);
    if (dv)
        sk_lit(s, dv);
    sk_emit(s);
    return tg;
}

/* A fresh literal implying the CNF target at marking k. */
static int sk_target_cnf(skel *s, const skel_cnf *c, int32_t k)
{
    int tg = sk_vars(s, 1);
    int aux = c->naux > 0 ? sk_vars(s, c->naux) : 0;
    for (int32_t i = 0; i < c->nclauses; i++) {
        sk_lit(s, -tg);
        for (int32_t j = 0; j < c->clause_len[i]; j++) {
            skel_lit l = c->clauses[i][j];
            int v = SK_FALSE;
            if (l.atom >= 0 && l.atom < s->np)
                v = sk_ge(s, k, l.atom, 1);
            else if (l.atom < 0 && -l.atom - 1 < c->naux)
                v = aux + (-l.atom - 1);
            sk_lit(s, l.neg ? -v : v);
        }
        sk_emit(s);
    }
    return tg;
}

/* Assumes the horizon k: steps 0..k-1 follow the semantics. */
static void sk_horizon(skel *s, int32_t k)
{
    if (k > 0)
        ccadical_assume(s->sat, s->m[k - 1].act);
    ccadical_assume(s->sat, -s->m[k].act);
}

static int sk_solve(skel *s, double timeout)
{
    s->learned = 0;
    s->deadline = timeout > 0 ? enc_now() + timeout : 0;
    int r = ccadical_solve(s->sat);
    s->deadline = 0;
    s->conflicts = s->learned;
    return r;
}

/* The transitions fired at steps 0..k-1 of the model (run is zeroed):
 * the skeleton's own in steps, the net's (extra steps left out) in
 * trans. */
static bool sk_decode(skel *s, int32_t k, enc_run *run)
{
    run->trans = malloc((size_t)(k ? k : 1) * sizeof(int32_t));
    run->steps = malloc((size_t)(k ? k : 1) * sizeof(int32_t));
    if (!run->trans || !run->steps)
        return false;
    for (int32_t i = 0; i < k; i++)
        for (int32_t t = 0; t < s->nt; t++)
            if (ccadical_val(s->sat, sk_fire(s, i, t)) > 0) {
                run->steps[run->nsteps++] = t;
                if (s->tnet[t] >= 0)
                    run->trans[run->ntrans++] = s->tnet[t];
                break;
            }
    return true;
}

/* Asks for target literal tg at horizon k, then retires it. */
static enc_result sk_query(skel *s, int tg, int32_t k, double timeout,
                           enc_run *run)
{
    if (s->oom)
        return ENC_UNKNOWN;
    ccadical_assume(s->sat, tg);
    sk_horizon(s, k);
    if (s->blk && !s->ignore_blocks)
        ccadical_assume(s->sat, s->blk);
    if (s->relax)
        ccadical_assume(s->sat, s->ignore_blocks ? -s->relax : s->relax);
    int r = sk_solve(s, timeout);
    bool ok = r != 10 || !run || sk_decode(s, k, run);
    sk_cl2(s, -tg, SK_FALSE); /* retire the target */
    if (!ok)
        return ENC_UNKNOWN;
    return r == 10 ? ENC_SAT : r == 20 ? ENC_UNSAT : ENC_UNKNOWN;
}

enc_result skel_reach(skel *s, const skel_cubes *t, bool dead, int32_t k,
                      double timeout, enc_run *run)
{
    if (run)
        memset(run, 0, sizeof *run);
    if (k < 0 || !skel_extend(s, k))
        return ENC_UNKNOWN;
    return sk_query(s, sk_target(s, t, dead, k), k, timeout, run);
}

enc_result skel_reach_cnf(skel *s, const skel_cnf *t, int32_t k,
                          double timeout, enc_run *run)
{
    if (run)
        memset(run, 0, sizeof *run);
    if (k < 0 || !skel_extend(s, k))
        return ENC_UNKNOWN;
    return sk_query(s, sk_target_cnf(s, t, k), k, timeout, run);
}

/* Run w (length L, steps 0..L-1) is forbidden when it is the whole run:
 * blk & w -> act[L] & fa[L], i.e. the query horizon goes past L and step
 * L fires (w is then only a prefix of a longer run). */
void skel_ignore_blocks(skel *s, bool ignore)
{
    s->ignore_blocks = ignore;
}

bool skel_block(skel *s, const enc_run *run)
{
    const int32_t *w = run->steps ? run->steps : run->trans;
    int32_t L = run->steps ? run->nsteps : run->ntrans;
    for (int32_t i = 0; i < L; i++)
        if (w[i] < 0 || w[i] >= s->nt)
            return false;
    if (!skel_extend(s, L))
        return false;
    if (!s->blk)
        s->blk = sk_vars(s, 1);
    for (int side = 0; side < 2; side++) {
        sk_lit(s, -s->blk);
        for (int32_t i = 0; i < L; i++)
            sk_lit(s, -sk_fire(s, i, w[i]));
        sk_lit(s, side ? s->m[L].fa : s->m[L].act);
        sk_emit(s);
    }
    return !s->oom;
}

/* dist[j] -> marking j differs from each marking i < j: per pair, some
 * level differs (an auxiliary literal per shared level; a level only j
 * has is its own witness since nb(i,p) <= nb(j,p)). */
static bool sk_distinct(skel *s, int32_t j)
{
    sk_mark *mj = &s->m[j];
    mj->dist = sk_vars(s, 1);
    for (int32_t i = 0; i < j && !s->oom; i++) {
        s->ndl = 0;
        for (int32_t p = 0; p < s->np; p++) {
            if (s->konst[p])
                continue;
            int32_t nbi = s->m[i].nb[p], nbj = mj->nb[p];
            if (!sk_grow_int(&s->dl, &s->dlcap, s->ndl + nbi + 1))
                return false;
            for (int32_t l = 1; l <= nbi; l++) {
                int x = sk_vars(s, 1);
                int a = sk_ge(s, i, p, l), b = sk_ge(s, j, p, l);
                sk_cl3(s, -x, a, b);
                sk_cl3(s, -x, -a, -b);
                s->dl[s->ndl++] = x;
            }
            if (nbj > nbi)
                s->dl[s->ndl++] = sk_ge(s, j, p, nbi + 1);
        }
        sk_lit(s, -mj->dist);
        for (int32_t d = 0; d < s->ndl; d++)
            sk_lit(s, s->dl[d]);
        sk_emit(s);
    }
    return !s->oom;
}

bool skel_set_data_order(skel *s, const int32_t *pairs, int32_t npairs)
{
    if (s->ord != ORD_PROCESS || npairs == 0)
        return true;
    if (s->K > 0 || s->relax || s->oom)
        return false;
    sk_csr *c = &s->dep;        /* filled as sk_csr_build fills its own */
    c->start = calloc((size_t)s->nt + 2, sizeof(int32_t));
    c->items = malloc(sizeof(int32_t) * (size_t)npairs + 1);
    if (!c->start || !c->items)
        return false;
    for (int32_t i = 0; i < npairs; i++) {
        int32_t t = pairs[2 * i], u = pairs[2 * i + 1];
        if (t < 0 || u < 0 || t >= s->nt || u >= s->nt)
            return false;
        c->start[(t < u ? t : u) + 2]++;
    }
    for (int32_t t = 0; t < s->nt; t++)
        c->start[t + 2] += c->start[t + 1];
    for (int32_t i = 0; i < npairs; i++) {
        int32_t t = pairs[2 * i], u = pairs[2 * i + 1];
        c->items[c->start[(t < u ? t : u) + 1]++] = t < u ? u : t;
    }
    s->relax = sk_vars(s, 1);
    return !s->oom;
}

/* Blocked runs are not assumed: the threshold is a property of the net. */
enc_result skel_loopfree(skel *s, int32_t k, double timeout)
{
    if (k < 0 || !skel_extend(s, k))
        return ENC_UNKNOWN;
    for (int32_t j = 1; j <= k; j++)
        if (!s->m[j].dist && !sk_distinct(s, j))
            return ENC_UNKNOWN;
    for (int32_t j = 1; j <= k; j++)
        ccadical_assume(s->sat, s->m[j].dist);
    if (s->relax)
        ccadical_assume(s->sat, -s->relax);
    sk_horizon(s, k);
    int r = sk_solve(s, timeout);
    return r == 10 ? ENC_SAT : r == 20 ? ENC_UNSAT : ENC_UNKNOWN;
}

int32_t skel_ntrans(const skel *s)
{
    return s->nt;
}

const skel_tarc *skel_trans_arcs(const skel *s, int32_t t, int32_t *n)
{
    *n = 0;
    if (t < 0 || t >= s->nt || s->tr[t].dead)
        return NULL;
    *n = s->tr[t].narcs;
    return s->tr[t].arcs;
}

int32_t skel_nplaces(const skel *s)
{
    return s->np;
}

bool skel_run_marking(const skel *s, const enc_run *run, int32_t *tokens)
{
    for (int32_t p = 0; p < s->np; p++)
        tokens[p] = sk_initial(s, p);
    for (int32_t i = 0; run->steps && i < run->nsteps; i++) {
        int32_t t = run->steps[i];
        if (t < 0 || t >= s->nt || s->tr[t].dead)
            return false;
        const sk_trans *st = &s->tr[t];
        for (int32_t a = 0; a < st->narcs; a++)
            if (tokens[st->arcs[a].place] < st->arcs[a].need)
                return false;
        for (int32_t a = 0; a < st->narcs; a++)
            tokens[st->arcs[a].place] += st->arcs[a].delta;
    }
    return true;
}

/* conflicts: clauses CaDiCaL learned in the last solve (its C API has no
 * conflict counter; every conflict learns one clause, so this is the
 * number of conflicts up to learned units from inprocessing). */
void skel_stats(const skel *s, int64_t *vars, int64_t *clauses,
                int64_t *conflicts)
{
    if (vars)
        *vars = s->nvars;
    if (clauses)
        *clauses = s->nclauses;
    if (conflicts)
        *conflicts = s->conflicts;
}

/* ------------------------------------------------- explicit exploration */

/* Markings are rows of np counts in one growing array; a hash table of
 * row indices (open addressing, at most half full) finds repeats. */
typedef struct {
    int32_t np;
    int32_t *rows;
    int64_t nrows, rowcap;
    int64_t *tab;              /* row index, -1 empty */
    int64_t tabcap;
} sk_seen;

static uint64_t sk_row_hash(const int32_t *r, int32_t np)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int32_t i = 0; i < np; i++)
        h = (h ^ (uint32_t)r[i]) * 0x100000001b3ULL;
    return h ^ (h >> 29);
}

static bool sk_seen_grow(sk_seen *v)
{
    int64_t cap = v->tabcap ? v->tabcap * 2 : 1024;
    int64_t *t = malloc(sizeof(int64_t) * (size_t)cap);
    if (!t)
        return false;
    for (int64_t i = 0; i < cap; i++)
        t[i] = -1;
    for (int64_t r = 0; r < v->nrows; r++) {
        uint64_t h = sk_row_hash(v->rows + r * v->np, v->np);
        int64_t i = (int64_t)(h & (uint64_t)(cap - 1));
        while (t[i] >= 0)
            i = (i + 1) & (cap - 1);
        t[i] = r;
    }
    free(v->tab);
    v->tab = t;
    v->tabcap = cap;
    return true;
}

/* Adds marking m unless present: 1 added, 0 present, -1 out of memory. */
static int sk_seen_add(sk_seen *v, const int32_t *m)
{
    if ((v->nrows + 1) * 2 > v->tabcap && !sk_seen_grow(v))
        return -1;
    uint64_t h = sk_row_hash(m, v->np);
    int64_t i = (int64_t)(h & (uint64_t)(v->tabcap - 1));
    for (; v->tab[i] >= 0; i = (i + 1) & (v->tabcap - 1))
        if (!memcmp(v->rows + v->tab[i] * v->np, m,
                    sizeof(int32_t) * (size_t)v->np))
            return 0;
    if (v->nrows == v->rowcap) {
        int64_t cap = v->rowcap ? v->rowcap * 2 : 256;
        int32_t *r = realloc(v->rows, sizeof(int32_t) * (size_t)(cap * v->np));
        if (!r)
            return -1;
        v->rows = r;
        v->rowcap = cap;
    }
    memcpy(v->rows + v->nrows * v->np, m, sizeof(int32_t) * (size_t)v->np);
    v->tab[i] = v->nrows++;
    return 1;
}

/* Successors of row r into the seen set (breadth-first: rows are the
 * queue); false on out of memory or a place beyond SK_MAX_LEVELS. */
static bool sk_expand(const skel *s, sk_seen *v, int64_t r, int32_t *next)
{
    for (int32_t t = 0; t < s->nt; t++) {
        const sk_trans *st = &s->tr[t];
        const int32_t *m = v->rows + r * v->np;
        bool en = !st->dead;
        for (int32_t i = 0; en && i < st->narcs; i++)
            en = m[st->arcs[i].place] >= st->arcs[i].need;
        if (!en)
            continue;
        memcpy(next, m, sizeof(int32_t) * (size_t)v->np);
        for (int32_t i = 0; i < st->narcs; i++)
            if ((next[st->arcs[i].place] += st->arcs[i].delta) >
                SK_MAX_LEVELS)
                return false;   /* as the unrolling: no such marking */
        if (sk_seen_add(v, next) < 0)
            return false;
    }
    return true;
}

enc_result skel_explore(skel *s, int64_t max_bytes, double timeout,
                        bool (*hit)(void *ctx, const int32_t *tokens),
                        void *ctx, int64_t *markings)
{
    sk_seen v = {.np = s->np};
    int32_t *m = calloc((size_t)s->np + 1, sizeof(int32_t));
    int32_t *next = calloc((size_t)s->np + 1, sizeof(int32_t));
    double end = timeout > 0 ? enc_now() + timeout : 0;
    enc_result res = ENC_UNKNOWN;
    if (m && next) {
        for (int32_t p = 0; p < s->np; p++)
            m[p] = sk_initial(s, p);
        res = sk_seen_add(&v, m) < 0 ? ENC_UNKNOWN : ENC_UNSAT;
    }
    for (int64_t r = 0; res == ENC_UNSAT && r < v.nrows; r++) {
        int64_t bytes = v.rowcap * v.np * 4 + v.tabcap * 8;
        if (hit(ctx, v.rows + r * v.np))
            res = ENC_SAT;
        else if (bytes > max_bytes || ((r & 1023) == 0 && end &&
                                       enc_now() > end) ||
                 !sk_expand(s, &v, r, next))
            res = ENC_UNKNOWN;
    }
    if (markings)
        *markings = v.nrows;
    free(v.rows);
    free(v.tab);
    free(m);
    free(next);
    return res;
}
