/* regress/unit/skel.c — the CNF skeleton (encode/skel.c) against an
 * explicit exploration of random small nets.
 *
 * Each net has a few slots (1-safe control places, some with start and
 * exit places), a few resource places (mostly 1 token, some 0 or 2) and
 * random transitions that move control inside their slot and take,
 * release or test resources (some with weight 2, a few with no control arc
 * at all, or adding exit tokens in a loop: unbounded places).  For both
 * orderings and every k <= KMAX:
 *   - skel_reach for random cubes and for dead markings agrees with the
 *     markings reachable in exactly k steps (interleaving, idle only at a
 *     dead marking), computed with net_enabled/net_fire;
 *   - a SAT run replays, ends in a target marking (idle steps only at a
 *     dead one) and, with ORD_PROCESS, has no adjacent independent pair
 *     out of order;
 *   - blocking the answers one by one enumerates exactly the runs of the
 *     explicit enumeration, then UNSAT; at k+1 only exact repeats stay
 *     excluded;
 *   - skel_loopfree agrees with the longest simple path of the
 *     reachability graph (canonical sequences under ORD_PROCESS).
 * skel_explore lists exactly the reachable markings (when there are at
 * most 4000; more: it gives up at its byte limit).
 * Every third net also gets up to two read arcs: skel_new_ext with them
 * (arcs that take a token and give it back) on the net without them must
 * answer as the net with them as arc pairs.  Every
 * third other one gets extra places, arcs and transitions: skel_new_ext
 * must answer as the net that has them (a transition split in two through
 * an extra control place, the second half a step decoded runs leave out;
 * an alternative of a net transition, decoded as that transition).  The
 * remaining third are built again past an expired set-up deadline: no
 * place gets a semiflow bound, and every answer must stay the same.
 * Then: a lock/unlock net gets fixed place bounds (the same number of
 * variables per step) and an unlock without lock makes the mutex grow; a
 * 1 ns timeout answers ENC_UNKNOWN (or correctly) and the skeleton stays
 * usable.  Under ORD_PROCESS, every other net without extension also
 * gets random data-ordered pairs (skel_set_data_order): the search
 * queries and blocking must then follow the order with those pairs
 * dependent, the queries that see blocked runs and skel_loopfree the
 * plain one.  Fixed seed; about 1 s (2.5 s under ASan). */
#include "encode/encode.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

#define CHECK(c)                                                        \
    do {                                                                \
        if (!(c)) {                                                     \
            fprintf(stderr, "%s:%d: net %d: check failed: %s\n",        \
                    __FILE__, __LINE__, cur_net, #c);                   \
            failures++;                                                 \
        }                                                               \
    } while (0)

enum { NNETS = 300, KMAX = 8, MAXP = 24, MAXT = 24, MAXA = 6,
       MAXRUNS = 48, NQUERIES = 4 };

static int cur_net;
static uint64_t rng = 0x2545f4914f6cdd1dULL;

static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11) % n;
}

/* ---------------------------------------------------------- random nets */

typedef struct {
    pnet n;
    pplace places[MAXP];
    ptrans trans[MAXT];
    parc arcs[MAXT][MAXA];
    bool indep[MAXT][MAXT];
    int32_t decoded[MAXT];  /* transition a decoded run names, -1 none */
} tnet;

static int32_t t_place(tnet *t, place_kind k, int32_t slot, int init)
{
    int32_t p = t->n.nplaces++;
    t->places[p] = (pplace){.kind = k, .slot = slot, .initial = init,
                            .func = -1, .point = -1};
    return p;
}

static int32_t t_trans(tnet *t, int32_t slot)
{
    int32_t i = t->n.ntrans++;
    t->trans[i] = (ptrans){.slot = slot, .arcs = t->arcs[i]};
    t->decoded[i] = i;
    return i;
}

/* Adds an arc unless t already has one with that place and sign; the
 * generators leave room (a dropped arc would make the reference net
 * differ from the extension the skeleton is given). */
static void t_arc(tnet *t, int32_t tr, int32_t place, int32_t w)
{
    ptrans *pt = &t->trans[tr];
    for (int32_t i = 0; i < pt->narcs; i++)
        if (pt->arcs[i].place == place && (pt->arcs[i].weight < 0) == (w < 0))
            return;
    CHECK(pt->narcs < MAXA);
    if (pt->narcs < MAXA)
        pt->arcs[pt->narcs++] = (parc){place, w};
}

/* A resource arc: take, release or test a random resource. */
static void t_res_arc(tnet *t, int32_t tr, const int32_t *res, int nres)
{
    if (nres == 0)
        return;
    int32_t r = res[rnd((uint32_t)nres)];
    int32_t w = rnd(8) == 0 ? 2 : 1;
    switch (rnd(6)) {
    case 0: case 1: t_arc(t, tr, r, -w); break;
    case 2: t_arc(t, tr, r, w); break;
    case 3: t_arc(t, tr, r, -1); t_arc(t, tr, r, 1); break;
    default: break;
    }
}

/* Control places of one slot with its transitions. */
static void t_slot(tnet *t, int32_t s, const int32_t *res, int nres)
{
    int nctl = 2 + (int)rnd(3);
    bool start = s > 0 && rnd(2), exit = rnd(2);
    int32_t ctl[4];
    int32_t st = start ? t_place(t, PL_START, s, 1) : -1;
    for (int i = 0; i < nctl; i++)
        ctl[i] = t_place(t, PL_CONTROL, s, i == 0 && !start);
    if (start) {
        int32_t tr = t_trans(t, s);
        t_arc(t, tr, st, -1);
        t_arc(t, tr, ctl[0], 1);
    }
    if (exit) {
        int32_t tr = t_trans(t, s), ex = t_place(t, PL_EXIT, s, 0);
        t_arc(t, tr, ctl[nctl - 1], -1);
        t_arc(t, tr, ex, 1);
        if (rnd(6) == 0) { /* the slot's places are no semiflow now */
            int32_t c = ctl[rnd((uint32_t)nctl)];
            tr = t_trans(t, s);
            t_arc(t, tr, c, -1);
            t_arc(t, tr, c, 1);
            t_arc(t, tr, ex, 1);
        }
    }
    int ntr = 1 + (int)rnd(4);
    for (int i = 0; i < ntr; i++) {
        int32_t tr = t_trans(t, s);
        if (rnd(20) != 0) {
            t_arc(t, tr, ctl[rnd((uint32_t)nctl)], -1);
            t_arc(t, tr, ctl[rnd((uint32_t)nctl)], 1);
        }
        t_res_arc(t, tr, res, nres);
        if (rnd(4) == 0)
            t_res_arc(t, tr, res, nres);
    }
}

static bool t_share(const ptrans *a, const ptrans *b)
{
    for (int32_t i = 0; i < a->narcs; i++)
        for (int32_t j = 0; j < b->narcs; j++)
            if (a->arcs[i].place == b->arcs[j].place)
                return true;
    return false;
}

static void t_indep(tnet *t)
{
    for (int32_t i = 0; i < t->n.ntrans; i++)
        for (int32_t j = 0; j < t->n.ntrans; j++)
            t->indep[i][j] = t->trans[i].slot != t->trans[j].slot &&
                             !t_share(&t->trans[i], &t->trans[j]);
}

/* Shuffles the transitions (slots interleave in index order) and fills
 * the independence relation. */
static void t_finish(tnet *t)
{
    for (int32_t i = t->n.ntrans - 1; i > 0; i--) {
        int32_t j = (int32_t)rnd((uint32_t)i + 1);
        ptrans x = t->trans[i];
        t->trans[i] = t->trans[j];
        t->trans[j] = x;
    }
    t_indep(t);
}

/* Copy of t in w (arc pointers into w). */
static void t_copy(const tnet *t, tnet *w)
{
    memcpy(w, t, sizeof *w);
    w->n.places = w->places;
    w->n.trans = w->trans;
    for (int32_t i = 0; i < w->n.ntrans; i++)
        w->trans[i].arcs = &w->arcs[0][0] + (t->trans[i].arcs - &t->arcs[0][0]);
}

/* Up to two read arcs (transition, place it has no arc on) into rd, and
 * into w a copy of t with each as an arc pair (take and give back). */
static int32_t t_reads(const tnet *t, tnet *w, skel_arc *rd)
{
    t_copy(t, w);
    int32_t n = 0;
    for (int k = 0; k < 2 && t->n.ntrans > 0; k++) {
        int32_t tr = (int32_t)rnd((uint32_t)t->n.ntrans);
        int32_t p = (int32_t)rnd((uint32_t)t->n.nplaces);
        bool touched = w->trans[tr].narcs + 2 > MAXA;
        for (int32_t a = 0; a < w->trans[tr].narcs; a++)
            touched |= w->trans[tr].arcs[a].place == p;
        if (touched)
            continue;
        t_arc(w, tr, p, -1);
        t_arc(w, tr, p, 1);
        w->n.narcs += 2;
        rd[n++] = (skel_arc){tr, p, 1, 0};
    }
    t_indep(w);
    return n;
}

typedef struct {
    skel_ext x;
    int32_t init[3], pslot[3], tslot[2], tnet[2];
    skel_arc arcs[12];
} text;

static void t_ext_arc(text *e, tnet *w, int32_t tr, int32_t place,
                      int32_t need, int32_t delta)
{
    e->arcs[e->x.narcs++] = (skel_arc){tr, place, need, delta};
    if (need)
        t_arc(w, tr, place, -need);
    if (need + delta)
        t_arc(w, tr, place, need + delta);
}

static int32_t t_ext_place(text *e, tnet *w, int32_t slot, int init)
{
    int32_t j = e->x.nplaces++;
    e->init[j] = init;
    e->pslot[j] = slot;
    return t_place(w, slot >= 0 ? PL_CONTROL : PL_MUTEX, slot, init);
}

static int32_t t_ext_trans(text *e, tnet *w, const tnet *t, int32_t net,
                           int32_t slot)
{
    int32_t j = e->x.ntrans++, tr = t_trans(w, slot);
    e->tslot[j] = slot;
    e->tnet[j] = net;
    w->decoded[tr] = net;
    for (int32_t a = 0; net >= 0 && a < t->trans[net].narcs; a++)
        t_arc(w, tr, t->trans[net].arcs[a].place, t->trans[net].arcs[a].weight);
    return tr;
}

/* A net transition with an output arc to a control place and room for
 * one more arc, -1 if none; *q: that place. */
static int32_t t_split_site(const tnet *t, int32_t *q)
{
    for (int tries = 0; tries < 8 && t->n.ntrans > 0; tries++) {
        int32_t tr = (int32_t)rnd((uint32_t)t->n.ntrans);
        const ptrans *pt = &t->trans[tr];
        for (int32_t a = 0; pt->narcs < MAXA && a < pt->narcs; a++)
            if (pt->arcs[a].weight > 0 &&
                t->places[pt->arcs[a].place].kind == PL_CONTROL) {
                *q = pt->arcs[a].place;
                return tr;
            }
    }
    return -1;
}

/* Extra places, arcs and transitions into e, and into w a copy of t that
 * has them as its own. */
static void t_ext(const tnet *t, tnet *w, text *e)
{
    t_copy(t, w);
    memset(e, 0, sizeof *e);
    e->x = (skel_ext){.initial = e->init, .place_slot = e->pslot,
                      .trans_slot = e->tslot, .trans_net = e->tnet,
                      .arcs = e->arcs};
    if (t->n.nplaces + 3 > MAXP || t->n.ntrans + 2 > MAXT)
        return;
    int32_t res = t_ext_place(e, w, -1, (int)rnd(3));
    int32_t q, tr = t_split_site(t, &q);
    if (tr >= 0) {              /* tr ends in wp; a step of its own goes on */
        int32_t sl = t->trans[tr].slot;
        int32_t wp = t_ext_place(e, w, sl, 0);
        ptrans *pt = &w->trans[tr];
        for (int32_t a = 0; a < pt->narcs; a++)
            if (pt->arcs[a].place == q && pt->arcs[a].weight > 0)
                pt->arcs[a] = pt->arcs[--pt->narcs];
        e->arcs[e->x.narcs++] = (skel_arc){tr, q, 0, -1};
        t_ext_arc(e, w, tr, wp, 0, 1);
        int32_t on = t_ext_trans(e, w, t, -1, sl);
        t_ext_arc(e, w, on, wp, 1, -1);
        t_ext_arc(e, w, on, q, 0, 1);
        if (rnd(2))
            t_ext_arc(e, w, on, res, 1, -1);
    }
    int32_t alt = (int32_t)rnd((uint32_t)t->n.ntrans);
    if (t->trans[alt].narcs + 2 <= MAXA) { /* a read arc is two arcs */
        int32_t a = t_ext_trans(e, w, t, alt, t->trans[alt].slot);
        t_ext_arc(e, w, a, res, 1, rnd(2) ? 0 : -1);
    }
    int32_t give = (int32_t)rnd((uint32_t)t->n.ntrans);
    if (w->trans[give].narcs < MAXA && give != tr)
        t_ext_arc(e, w, give, res, 0, 1);
    w->n.narcs = 0;
    for (int32_t i = 0; i < w->n.ntrans; i++)
        w->n.narcs += w->trans[i].narcs;
    t_indep(w);
}

static void t_random_net(tnet *t)
{
    memset(t, 0, sizeof *t);
    t->n.places = t->places;
    t->n.trans = t->trans;
    t->n.nslots = 1 + (int32_t)rnd(3);
    int nres = (int)rnd(3);
    int32_t res[2];
    for (int i = 0; i < nres; i++)
        res[i] = t_place(t, PL_MUTEX, -1, rnd(4) == 0 ? (int)rnd(3) : 1);
    for (int32_t s = 0; s < t->n.nslots; s++)
        t_slot(t, s, res, nres);
    t_finish(t);
    for (int32_t i = 0; i < t->n.ntrans; i++)
        t->n.narcs += t->trans[i].narcs;
}

/* ------------------------------------------------------- marking sets */

typedef struct {
    int32_t np, n, cap;        /* cap: power of two, n <= cap / 2 */
    int32_t *data;             /* [cap][np] */
    int32_t *slot;             /* [cap]: index into data or -1 */
} mset;

static void ms_init(mset *m, int32_t np)
{
    m->np = np;
    m->n = 0;
    m->cap = 64;
    m->data = malloc((size_t)m->cap * (size_t)(np ? np : 1) * 4);
    m->slot = malloc((size_t)m->cap * 4);
    memset(m->slot, 0xff, (size_t)m->cap * 4);
}

static void ms_free(mset *m)
{
    free(m->data);
    free(m->slot);
}

static uint32_t ms_hash(const int32_t *k, int32_t np)
{
    uint32_t h = 2166136261u;
    for (int32_t i = 0; i < np; i++)
        h = (h ^ (uint32_t)k[i]) * 16777619u;
    return h;
}

static const int32_t *ms_at(const mset *m, int32_t i)
{
    return m->data + (size_t)i * (size_t)m->np;
}

static bool ms_add(mset *m, const int32_t *k);

static void ms_rehash(mset *m)
{
    mset o = *m;
    m->cap *= 2;
    m->n = 0;
    m->data = malloc((size_t)m->cap * (size_t)(m->np ? m->np : 1) * 4);
    m->slot = malloc((size_t)m->cap * 4);
    memset(m->slot, 0xff, (size_t)m->cap * 4);
    for (int32_t i = 0; i < o.n; i++)
        ms_add(m, ms_at(&o, i));
    ms_free(&o);
}

static bool ms_add(mset *m, const int32_t *k)
{
    if (2 * (m->n + 1) > m->cap)
        ms_rehash(m);
    uint32_t i = ms_hash(k, m->np) & (uint32_t)(m->cap - 1);
    for (;; i = (i + 1) & (uint32_t)(m->cap - 1)) {
        if (m->slot[i] < 0)
            break;
        if (!memcmp(ms_at(m, m->slot[i]), k, (size_t)m->np * 4))
            return false;
    }
    m->slot[i] = m->n;
    memcpy(m->data + (size_t)m->n * (size_t)m->np, k, (size_t)m->np * 4);
    m->n++;
    return true;
}

/* ----------------------------------------------------- explicit engine */

typedef struct {
    int32_t ncubes;
    int32_t len[2];
    int32_t places[2][3];
    int32_t *pp[2];
    bool dead;
} ttarget;

static bool t_has_enabled(const pnet *n, const pmarking *mk)
{
    for (int32_t t = 0; t < n->ntrans; t++)
        if (net_enabled(n, mk, t))
            return true;
    return false;
}

static bool t_is_target(const pnet *n, const int32_t *tok, const ttarget *g)
{
    for (int32_t c = 0; c < g->ncubes; c++) {
        bool all = true;
        for (int32_t j = 0; j < g->len[c]; j++)
            all = all && tok[g->places[c][j]] > 0;
        if (all)
            return true;
    }
    if (!g->dead)
        return false;
    pmarking mk = {n->nplaces, (int32_t *)tok};
    bool ctl = false;
    for (int32_t p = 0; p < n->nplaces; p++)
        ctl = ctl || (n->places[p].kind == PL_CONTROL && tok[p] > 0);
    return ctl && !t_has_enabled(n, &mk);
}

/* R[k]: markings reachable in exactly k steps, k = 0..KMAX+1. */
static void t_levels(const pnet *n, mset *r)
{
    pmarking mk;
    net_marking_init(n, &mk);
    ms_init(&r[0], n->nplaces);
    ms_add(&r[0], mk.tokens);
    int32_t *cur = malloc((size_t)(n->nplaces + 1) * 4);
    for (int k = 1; k <= KMAX + 1; k++) {
        ms_init(&r[k], n->nplaces);
        for (int32_t i = 0; i < r[k - 1].n; i++) {
            memcpy(cur, ms_at(&r[k - 1], i), (size_t)n->nplaces * 4);
            pmarking m = {n->nplaces, cur};
            if (!t_has_enabled(n, &m))
                ms_add(&r[k], cur);
            for (int32_t t = 0; t < n->ntrans; t++) {
                memcpy(mk.tokens, cur, (size_t)n->nplaces * 4);
                if (net_fire(n, &mk, t))
                    ms_add(&r[k], mk.tokens);
            }
        }
    }
    free(cur);
    net_marking_free(&mk);
}

static bool t_reach_explicit(const pnet *n, const mset *rk,
                             const ttarget *g)
{
    for (int32_t i = 0; i < rk->n; i++)
        if (t_is_target(n, ms_at(rk, i), g))
            return true;
    return false;
}

static bool t_order_ok(const tnet *t, ordering ord, int32_t last,
                       int32_t next)
{
    return ord == ORD_NONE || last < 0 || !t->indep[last][next] ||
           next > last;
}

/* Replays a SAT answer: fires its steps, idles only when dead, ends in a
 * target; its net transitions are the steps' decoded ones. */
static void t_check_run(const tnet *t, ordering ord, const enc_run *run,
                        int32_t k, const ttarget *g)
{
    const pnet *n = &t->n;
    pmarking mk;
    net_marking_init(n, &mk);
    CHECK(run->steps != NULL && run->nsteps <= k);
    int32_t nd = 0;
    for (int32_t i = 0; run->steps && i < run->nsteps; i++) {
        int32_t st = run->steps[i];
        CHECK(st >= 0 && st < n->ntrans && net_fire(n, &mk, st));
        if (i > 0)
            CHECK(t_order_ok(t, ord, run->steps[i - 1], st));
        if (st >= 0 && st < n->ntrans && t->decoded[st] >= 0)
            CHECK(nd < run->ntrans && run->trans[nd++] == t->decoded[st]);
    }
    CHECK(nd == run->ntrans);
    if (run->nsteps < k)
        CHECK(!t_has_enabled(n, &mk));
    CHECK(t_is_target(n, mk.tokens, g));
    net_marking_free(&mk);
}

/* -------------------------------------------------- run enumeration */

typedef struct {
    int32_t n;
    bool overflow;
    int32_t len[MAXRUNS];
    int32_t seq[MAXRUNS][KMAX + 2];
} runset;

static int32_t rs_find(const runset *rs, const int32_t *seq, int32_t len)
{
    for (int32_t i = 0; i < rs->n; i++)
        if (rs->len[i] == len &&
            !memcmp(rs->seq[i], seq, (size_t)len * sizeof *seq))
            return i;
    return -1;
}

static void rs_add(runset *rs, const int32_t *seq, int32_t len)
{
    if (rs->n == MAXRUNS) {
        rs->overflow = true;
        return;
    }
    rs->len[rs->n] = len;
    memcpy(rs->seq[rs->n++], seq, (size_t)len * sizeof *seq);
}

typedef struct {
    const tnet *t;
    ordering ord;
    const ttarget *g;
    int32_t k;
    int32_t seq[KMAX + 2];
    runset *out;
} renum;

/* All runs of exactly k steps from mk (depth steps done) to a target. */
static void t_runs(renum *e, const int32_t *tok, int32_t depth)
{
    const pnet *n = &e->t->n;
    pmarking mk;
    net_marking_init(n, &mk);
    memcpy(mk.tokens, tok, (size_t)n->nplaces * 4);
    if (depth == e->k || !t_has_enabled(n, &mk)) {
        if (t_is_target(n, tok, e->g))
            rs_add(e->out, e->seq, depth);
        net_marking_free(&mk);
        return;
    }
    for (int32_t t = 0; t < n->ntrans; t++) {
        int32_t last = depth ? e->seq[depth - 1] : -1;
        if (!t_order_ok(e->t, e->ord, last, t))
            continue;
        memcpy(mk.tokens, tok, (size_t)n->nplaces * 4);
        if (!net_fire(n, &mk, t))
            continue;
        e->seq[depth] = t;
        t_runs(e, mk.tokens, depth + 1);
    }
    net_marking_free(&mk);
}

static void t_enum(const tnet *t, ordering ord, const ttarget *g,
                   int32_t k, runset *out)
{
    renum e = {.t = t, .ord = ord, .g = g, .k = k, .out = out};
    pmarking mk;
    net_marking_init(&t->n, &mk);
    out->n = 0;
    out->overflow = false;
    t_runs(&e, mk.tokens, 0);
    net_marking_free(&mk);
}

/* --------------------------------------------------------- the checks */

static skel_cubes t_cubes(ttarget *g)
{
    for (int c = 0; c < 2; c++)
        g->pp[c] = g->places[c];
    return (skel_cubes){g->ncubes, g->len, g->pp};
}

/* A random target: cubes from a marking of rk (often reachable) or of
 * random places; sometimes dead markings too. */
static void t_random_target(const pnet *n, const mset *rk, ttarget *g)
{
    memset(g, 0, sizeof *g);
    g->ncubes = 1 + (int32_t)rnd(2);
    for (int32_t c = 0; c < g->ncubes; c++) {
        const int32_t *mk = rk->n && rnd(2) ? ms_at(rk, (int32_t)rnd(
                                                  (uint32_t)rk->n)) : NULL;
        int32_t want = 1 + (int32_t)rnd(3);
        for (int32_t tries = 0; tries < 20 && g->len[c] < want; tries++) {
            int32_t p = (int32_t)rnd((uint32_t)n->nplaces);
            if (!mk || mk[p] > 0)
                g->places[c][g->len[c]++] = p;
        }
    }
    g->dead = rnd(4) == 0;
}

static int64_t nqueries, nsat, nread, next_trans;

static void t_query(skel *s, const tnet *t, ordering ord, const mset *r,
                    int32_t k, ttarget *g)
{
    skel_cubes sc = t_cubes(g);
    enc_run run = {0};
    enc_result res = skel_reach(s, &sc, g->dead, k, 0, &run);
    bool want = t_reach_explicit(&t->n, &r[k], g);
    CHECK(res == (want ? ENC_SAT : ENC_UNSAT));
    nqueries++;
    if (res == ENC_SAT) {
        nsat++;
        t_check_run(t, ord, &run, k, g);
        enc_run_free(&run);
    }
}

/* Reach queries for every k (ascending, or all encoded first and asked in
 * a random order: answers must not depend on the steps encoded). */
static void t_reach_all(skel *s, const tnet *t, ordering ord, const mset *r)
{
    int32_t ks[KMAX + 1];
    for (int32_t k = 0; k <= KMAX; k++)
        ks[k] = k;
    if (rnd(2)) {
        CHECK(skel_extend(s, KMAX));
        for (int32_t i = KMAX; i > 0; i--) {
            int32_t j = (int32_t)rnd((uint32_t)i + 1), x = ks[i];
            ks[i] = ks[j];
            ks[j] = x;
        }
    }
    for (int32_t i = 0; i <= KMAX; i++) {
        ttarget g;
        for (int q = 0; q < NQUERIES; q++) {
            t_random_target(&t->n, &r[ks[i]], &g);
            t_query(s, t, ord, r, ks[i], &g);
        }
        memset(&g, 0, sizeof g);
        g.dead = true;
        t_query(s, t, ord, r, ks[i], &g);
    }
}

static int64_t nblocked[2]; /* per ordering */

/* Blocks the answers at k one by one: exactly the enumerated runs come
 * out, then UNSAT; at k+1 the answer is SAT iff some run there is not a
 * blocked one. */
static void t_blocking(skel *s, const tnet *t, ordering ord, const mset *r)
{
    int32_t k = 1 + (int32_t)rnd(4);
    ttarget g;
    t_random_target(&t->n, &r[k], &g);
    skel_cubes sc = t_cubes(&g);
    runset *all = calloc(1, sizeof *all), *next = calloc(1, sizeof *next);
    bool seen[MAXRUNS] = {false};
    t_enum(t, ord, &g, k, all);
    int32_t got = 0;
    for (int32_t it = 0; !all->overflow && it <= all->n; it++) {
        enc_run run = {0};
        enc_result res = skel_reach(s, &sc, g.dead, k, 0, &run);
        CHECK(res != ENC_UNKNOWN);
        if (res != ENC_SAT)
            break;
        int32_t i = rs_find(all, run.steps, run.nsteps);
        CHECK(i >= 0 && !seen[i]);
        if (i >= 0)
            seen[i] = true;
        got++;
        CHECK(skel_block(s, &run));
        enc_run_free(&run);
    }
    nblocked[ord == ORD_PROCESS] += got;
    CHECK(all->overflow || got == all->n);
    t_enum(t, ord, &g, k + 1, next);
    bool want = false;
    for (int32_t i = 0; i < next->n; i++)
        want = want || all->overflow ||
               rs_find(all, next->seq[i], next->len[i]) < 0;
    enc_run run = {0};
    enc_result res = skel_reach(s, &sc, g.dead, k + 1, 0, &run);
    CHECK(next->overflow || res == (want ? ENC_SAT : ENC_UNSAT));
    if (res == ENC_SAT) {
        CHECK(all->overflow || rs_find(all, run.steps, run.nsteps) < 0);
        enc_run_free(&run);
    }
    free(all);
    free(next);
}

/* Longest simple path (capped at cap) from the markings on the stack. */
static int32_t t_longest(const tnet *t, ordering ord, int32_t *stack,
                         int32_t depth, int32_t last, int32_t cap)
{
    const pnet *n = &t->n;
    if (depth == cap)
        return depth;
    int32_t best = depth, np = n->nplaces;
    int32_t *cur = stack + (size_t)depth * (size_t)np;
    for (int32_t tr = 0; tr < n->ntrans && best < cap; tr++) {
        if (!t_order_ok(t, ord, last, tr))
            continue;
        pmarking mk = {np, cur + np};
        memcpy(mk.tokens, cur, (size_t)np * 4);
        if (!net_fire(n, &mk, tr))
            continue;
        bool fresh = true;
        for (int32_t i = 0; i <= depth && fresh; i++)
            fresh = memcmp(stack + (size_t)i * (size_t)np, mk.tokens,
                           (size_t)np * 4) != 0;
        if (fresh) {
            int32_t l = t_longest(t, ord, stack, depth + 1, tr, cap);
            best = l > best ? l : best;
        }
    }
    return best;
}

static void t_loopfree(skel *s, const tnet *t, ordering ord)
{
    const pnet *n = &t->n;
    int32_t *stack = malloc((size_t)(KMAX + 3) * (size_t)(n->nplaces + 1) *
                            4);
    pmarking mk;
    net_marking_init(n, &mk);
    memcpy(stack, mk.tokens, (size_t)n->nplaces * 4);
    net_marking_free(&mk);
    int32_t longest = t_longest(t, ord, stack, 0, -1, KMAX + 1);
    free(stack);
    for (int32_t k = 0; k <= KMAX + 1; k++)
        CHECK(skel_loopfree(s, k, 0) == (k <= longest ? ENC_SAT
                                                       : ENC_UNSAT));
}

/* Every marking reachable in the net (breadth-first with net_fire), at
 * most max: false when there are more. */
static bool t_all_markings(const pnet *n, mset *all, int32_t max)
{
    pmarking mk;
    net_marking_init(n, &mk);
    ms_init(all, n->nplaces);
    ms_add(all, mk.tokens);
    int32_t *cur = malloc((size_t)(n->nplaces + 1) * 4);
    for (int32_t i = 0; i < all->n && all->n <= max; i++)
        for (int32_t t = 0; t < n->ntrans; t++) {
            memcpy(cur, ms_at(all, i), (size_t)n->nplaces * 4);
            memcpy(mk.tokens, cur, (size_t)n->nplaces * 4);
            if (net_fire(n, &mk, t))
                ms_add(all, mk.tokens);
        }
    free(cur);
    net_marking_free(&mk);
    return all->n <= max;
}

typedef struct { mset seen; int32_t np, stop_at; } t_explored;

static bool t_collect(void *ctx, const int32_t *tokens)
{
    t_explored *e = ctx;
    ms_add(&e->seen, tokens);
    return e->seen.n == e->stop_at;
}

static int64_t nexplored;

/* skel_explore lists exactly the reachable markings when it finishes
 * (the unit nets have no creation sites: the skeleton is the net), and
 * stops with ENC_SAT when the callback asks. */
static void t_explore(skel *s, const tnet *t)
{
    mset all;
    bool complete = t_all_markings(&t->n, &all, 4000);
    t_explored e = {.np = t->n.nplaces, .stop_at = -1};
    ms_init(&e.seen, t->n.nplaces);
    int64_t n = 0;
    enc_result r = skel_explore(s, complete ? INT64_MAX : 1 << 20, 0,
                                t_collect, &e, &n);
    if (complete) {
        CHECK(r == ENC_UNSAT);
        CHECK(e.seen.n == all.n && n == all.n);
        for (int32_t i = 0; i < all.n; i++)
            CHECK(!ms_add(&e.seen, ms_at(&all, i)));
        nexplored += all.n;
    } else {
        CHECK(r == ENC_UNKNOWN);
    }
    ms_free(&e.seen);
    ms_init(&e.seen, t->n.nplaces);
    e.stop_at = 1;
    CHECK(skel_explore(s, INT64_MAX, 0, t_collect, &e, NULL) == ENC_SAT);
    ms_free(&e.seen);
    ms_free(&all);
}

static int64_t ndata; /* data-ordered pairs set */

/* Random pairs of independent transitions that the data orders: rx is t
 * with those pairs dependent (the order the bug-search queries keep);
 * pairs gets them (2 entries each), returns how many. */
static int32_t t_data_pairs(const tnet *t, tnet *rx, int32_t *pairs)
{
    t_copy(t, rx);
    int32_t n = 0;
    for (int32_t i = 0; i < t->n.ntrans; i++)
        for (int32_t j = i + 1; j < t->n.ntrans; j++)
            if (t->indep[i][j] && rnd(3) == 0) {
                rx->indep[i][j] = rx->indep[j][i] = false;
                pairs[2 * n] = rnd(2) ? i : j;
                pairs[2 * n + 1] = pairs[2 * n] == i ? j : i;
                n++;
            }
    return n;
}

/* base == NULL: the skeleton of t; else the skeleton of base with the
 * extension x (read arcs, or places and transitions), which must behave
 * as t (base with them as its own arcs, places and transitions). */
static void t_one_net(const tnet *t, const mset *r, const tnet *base,
                      const skel_ext *x)
{
    for (int o = 0; o < 2; o++) {
        ordering ord = o ? ORD_PROCESS : ORD_NONE;
        skel *s = base ? skel_new_ext(&base->n, ord, x)
                       : skel_new(&t->n, ord);
        CHECK(s != NULL);
        if (!s)
            continue;
        /* data order: the search queries keep both orders of its pairs
         * (checked against rx), proof queries and the threshold the
         * plain reduction (against t) */
        tnet *rx = NULL;
        if (o && !base && rnd(2)) {
            int32_t *pairs = malloc(sizeof(int32_t) * 2 * MAXT * MAXT);
            rx = malloc(sizeof *rx);
            int32_t np = t_data_pairs(t, rx, pairs);
            CHECK(skel_set_data_order(s, pairs, np));
            ndata += np;
            free(pairs);
            skel_ignore_blocks(s, true);
            t_reach_all(s, t, ord, r);
            skel_ignore_blocks(s, false);
        }
        t_reach_all(s, rx ? rx : t, ord, r);
        t_blocking(s, rx ? rx : t, ord, r);
        t_loopfree(s, t, ord);
        free(rx);
        if (o == 0)
            t_explore(s, t);
        int64_t v, c, x;
        skel_stats(s, &v, &c, &x);
        CHECK(v > 0 && c > 0 && x >= 0);
        skel_free(s);
    }
}

/* ------------------------------------------------------ special cases */

/* Two slots lock and unlock one mutex around a loop: every place gets a
 * fixed bound (semiflows), so each step adds the same number of
 * variables; a releasing transition without lock makes the mutex grow. */
static void t_bounds(void)
{
    for (int grow = 0; grow < 2; grow++) {
        tnet t;
        memset(&t, 0, sizeof t);
        t.n.places = t.places;
        t.n.trans = t.trans;
        t.n.nslots = 2;
        int32_t m = t_place(&t, PL_MUTEX, -1, 1);
        for (int32_t s = 0; s < 2; s++) {
            int32_t a = t_place(&t, PL_CONTROL, s, 1);
            int32_t b = t_place(&t, PL_CONTROL, s, 0);
            int32_t lk = t_trans(&t, s), ul = t_trans(&t, s);
            t_arc(&t, lk, a, -1), t_arc(&t, lk, m, -1), t_arc(&t, lk, b, 1);
            t_arc(&t, ul, b, -1), t_arc(&t, ul, m, 1), t_arc(&t, ul, a, 1);
            if (grow && s == 1) {
                int32_t ex = t_trans(&t, s);
                t_arc(&t, ex, a, -1), t_arc(&t, ex, m, 1);
                t_arc(&t, ex, a, 1);
            }
        }
        skel *s = skel_new(&t.n, ORD_PROCESS);
        int64_t v[4];
        for (int i = 0; i < 4; i++) {
            CHECK(skel_extend(s, 10 * (i + 1)));
            skel_stats(s, &v[i], NULL, NULL);
        }
        bool linear = v[1] - v[0] == v[2] - v[1] && v[2] - v[1] == v[3] - v[2];
        CHECK(linear == !grow);
        ttarget g = {.ncubes = 1, .len = {1}, .places = {{m}}};
        skel_cubes sc = t_cubes(&g);
        g.places[0][0] = m;
        CHECK(skel_reach(s, &sc, false, 40, 0, NULL) == ENC_SAT);
        skel_free(s);
    }
}

/* A timeout gives ENC_UNKNOWN (or a correct answer if the solver was
 * quicker than the clock) and leaves the skeleton usable. */
static void t_timeout(void)
{
    tnet t;
    mset r[KMAX + 2];
    do
        t_random_net(&t);
    while (t.n.nslots < 3 || t.n.ntrans < 10);
    t_levels(&t.n, r);
    skel *s = skel_new(&t.n, ORD_NONE);
    ttarget g = {.dead = true};
    skel_cubes sc = t_cubes(&g);
    enc_result a = skel_reach(s, &sc, true, KMAX, 1e-9, NULL);
    enc_result b = skel_reach(s, &sc, true, KMAX, 0, NULL);
    bool want = t_reach_explicit(&t.n, &r[KMAX], &g);
    CHECK(a == ENC_UNKNOWN || a == b);
    printf("skel: a 1 ns timeout gave %s\n", a == ENC_UNKNOWN ? "unknown"
           : "an answer");
    CHECK(b == (want ? ENC_SAT : ENC_UNSAT));
    skel_free(s);
    for (int k = 0; k <= KMAX + 1; k++)
        ms_free(&r[k]);
}

int main(void)
{
    clock_t c0 = clock();
    for (cur_net = 0; cur_net < NNETS; cur_net++) {
        tnet t;
        mset r[KMAX + 2];
        t_random_net(&t);
        t_levels(&t.n, r);
        t_one_net(&t, r, NULL, NULL);
        for (int k = 0; k <= KMAX + 1; k++)
            ms_free(&r[k]);
        if (cur_net % 3 == 0) {
            tnet w;
            skel_arc rd[2];
            skel_ext reads = {.narcs = t_reads(&t, &w, rd), .arcs = rd};
            nread += reads.narcs;
            t_levels(&w.n, r);
            t_one_net(&w, r, &t, &reads);
            for (int k = 0; k <= KMAX + 1; k++)
                ms_free(&r[k]);
        } else if (cur_net % 3 == 1) {
            tnet w;
            text e;
            t_ext(&t, &w, &e);
            next_trans += e.x.ntrans;
            t_levels(&w.n, r);
            t_one_net(&w, r, &t, &e.x);
            for (int k = 0; k <= KMAX + 1; k++)
                ms_free(&r[k]);
        } else {
            /* a deadline long past: no place bounds, same behaviour */
            skel_ext late = {.deadline = 1e-9};
            t_levels(&t.n, r);
            t_one_net(&t, r, &t, &late);
            for (int k = 0; k <= KMAX + 1; k++)
                ms_free(&r[k]);
        }
    }
    cur_net = -1;
    t_bounds();
    t_timeout();
    double sec = (double)(clock() - c0) / CLOCKS_PER_SEC;
    printf("skel: %d nets x 2 orderings, %lld reach queries (%lld sat), "
           "runs blocked %lld (none) %lld (process), %lld read arcs, "
           "%lld extra transitions, %lld data-ordered pairs, %lld markings "
           "explored, %.2f s\n",
           NNETS, (long long)nqueries, (long long)nsat,
           (long long)nblocked[0], (long long)nblocked[1], (long long)nread,
           (long long)next_trans, (long long)ndata, (long long)nexplored,
           sec);
    if (failures)
        fprintf(stderr, "skel: %d failures\n", failures);
    return failures ? 1 : 0;
}
