/* checks/satcheck.c — the checks as targets of the control skeleton
 * (encode/skel.c, CaDiCaL): the sat engine.
 *
 * Each check becomes a CNF over the marking reached after k steps, built
 * once from the net and the points-to analysis so that it covers every
 * state of the program where the check's target holds:
 *   - assert:   some thread stands on a reach_error / assert call;
 *   - race:     two threads of different slots stand on accesses that may
 *               overlap (points-to), one a write, not both atomic;
 *   - deadlock: every live thread may be blocked (a lock on an exact
 *               mutex place only while that place is empty, any other
 *               step only while its transitions are disabled: satdead.inc)
 *               and at least one stands on a blocking operation;
 *   - atomicity: some thread stands on a relaxed load that decides a
 *               branch (the history of relaxed stores is the replay's).
 * The skeleton is the net plus the places and steps the cut map adds
 * for the primitives the net leaves out (cutfree_prims.inc).
 * The skeleton ignores data, so a run it finds is only a candidate: it is
 * replayed in the simulator (as a guide: hops wait until they can fire; a
 * wait's hop stays queued through its phases, takes a time-out only when
 * its thread moves on in the run or nothing else can, and a thread left
 * on a wait's point at the end enters the wait: solve/runreplay.c) and
 * counts only when the check's own target holds on the replayed run.
 * A refuted candidate is blocked and the query asked again; these
 * searches order two threads' dependent accesses both ways
 * (sat_data_order), so that blocking one order does not hide the other.
 *
 * Verdicts.  bug: a confirmed candidate.  safe:
 * the skeleton never reaches the target nor a cut place (cutfree.c: a
 * step that may end the run as undefined behaviour, unsupported or at a
 * bound) in any run up to the completeness threshold, i.e. a k with no
 * loop-free run of k+1 steps (skel_loopfree), so every reachable marking
 * was asked.  These queries see the runs refuted for other checks too
 * (skel_ignore_blocks): a refuted candidate proves nothing about the runs
 * with other data.  Deadlock also needs every run of the skeleton to
 * end (satdead.inc: then a marking of any deadlock kind, starvation
 * aside, leads to one meeting the target, and there is no starvation).
 * bounded-safe (not deadlock): the same, up to the bound.  Otherwise
 * unknown, with the reason. */
#include "checks/checks_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SAT_DEFAULT_BOUND 60
#define SAT_MAX_REFUTED 8       /* per check and step */
#define SAT_MAX_REFUTED_ALL 150 /* per check: then it gives up (unknown) */
#define SAT_MAX_PAIRS 200000    /* race cubes */
#define SAT_MAX_PTS 64
#define SAT_EXPLORE_BYTES (256 << 20) /* markings kept by an exploration */

/* ------------------------------------------------------------- CNF */

typedef struct {
    skel_cnf c;
    int32_t ccap, lcap;         /* clauses allocated; literals of the last */
    bool oom;
} cnfb;

static void cnf_clause(cnfb *b)
{
    if (b->oom)
        return;
    if (b->c.nclauses == b->ccap) {
        int32_t nc = b->ccap ? b->ccap * 2 : 64;
        int32_t *l = realloc(b->c.clause_len, sizeof(int32_t) * (size_t)nc);
        if (l)
            b->c.clause_len = l;
        skel_lit **c = realloc(b->c.clauses, sizeof(skel_lit *) * (size_t)nc);
        if (c)
            b->c.clauses = c;
        if (!l || !c) {
            b->oom = true;
            return;
        }
        b->ccap = nc;
    }
    b->c.clause_len[b->c.nclauses] = 0;
    b->c.clauses[b->c.nclauses++] = NULL;
    b->lcap = 0;
}

static void cnf_lit(cnfb *b, int32_t atom, bool neg)
{
    if (b->oom || b->c.nclauses == 0)
        return;
    int32_t i = b->c.nclauses - 1, n = b->c.clause_len[i];
    if (n == b->lcap) {
        int32_t nc = b->lcap ? b->lcap * 2 : 4;
        skel_lit *l = realloc(b->c.clauses[i], sizeof(skel_lit) * (size_t)nc);
        if (!l) {
            b->oom = true;
            return;
        }
        b->c.clauses[i] = l;
        b->lcap = nc;
    }
    b->c.clauses[i][n] = (skel_lit){atom, neg};
    b->c.clause_len[i] = n + 1;
}

static int32_t cnf_aux(cnfb *b)
{
    return -(++b->c.naux);      /* aux variable naux-1 as an atom */
}

static void cnf_free(cnfb *b)
{
    for (int32_t i = 0; i < b->c.nclauses; i++)
        free(b->c.clauses[i]);
    free(b->c.clauses);
    free(b->c.clause_len);
    memset(b, 0, sizeof *b);
}

/* ------------------------------------------------- control points */

static bool is_error_point(const minstr *mi)
{
    return mi && mi->kind == MI_PRIM && prim_is_error((prim_kind)mi->op);
}

#include "checks/satdead.inc"

/* ------------------------------------------------------- targets */

/* Atomicity: some thread stands on a relaxed load that decides a branch
 * (the replay decides whether two threads stored relaxed values into that
 * cell since its last synchronisation), except one a lock guards
 * (guarded, from the cut map: no run without a cut has a violation there,
 * and the engine's proofs and bounds are about such runs only). */
static bool build_atomicity(const model *m, const pnet *n,
                            const uint8_t *guarded, cnfb *b)
{
    cnf_clause(b);
    for (int32_t p = 0; p < n->nplaces; p++) {
        const minstr *mi = checks_place_instr(m, &n->places[p]);
        if (mi && model_relaxed_branch(mi) && !(guarded && guarded[p]))
            cnf_lit(b, p, false);
    }
    return !b->oom;
}

static bool build_assert(const model *m, const pnet *n, cnfb *b)
{
    cnf_clause(b);
    for (int32_t p = 0; p < n->nplaces; p++)
        if (is_error_point(checks_place_instr(m, &n->places[p])))
            cnf_lit(b, p, false);
    return !b->oom;
}

typedef struct {
    int32_t n;                  /* -1: any location */
    pta_loc loc[SAT_MAX_PTS];
    uint64_t size;              /* bytes; 0 = the whole object */
    bool write;
    uint8_t cls;                /* model_race_class (atomic or not) */
} access;

typedef struct {
    int32_t place, slot, nacc;
    access acc[2];
} accpoint;

/* Locations operand o may point to that another thread can reach. */
static void shared_targets(const model *m, const pta *pa, int32_t fn,
                           const mopnd *o, access *a)
{
    pta_loc all[SAT_MAX_PTS];
    int32_t k = pta_targets(pa, fn, o, all, SAT_MAX_PTS);
    a->n = 0;
    if (k <= 0 || k > SAT_MAX_PTS) {
        a->n = -1;
        return;
    }
    for (int32_t i = 0; i < k; i++) {
        const pta_loc *l = &all[i];
        if (l->obj_kind == PTA_GLOBAL && l->obj < (uint32_t)m->nglobals &&
            ((m->globals[l->obj].thread_local &&
              !m->globals[l->obj].tls_escapes) || /* model/tls.c */
             m->globals[l->obj].func >= 0))
            continue;
        if (l->obj_kind == PTA_ALLOCA && l->site_func >= 0 &&
            l->site_func < m->nfuncs && l->site_ip >= 0 &&
            l->site_ip < m->funcs[l->site_func].ncode &&
            !m->funcs[l->site_func].code[l->site_ip].escapes)
            continue;
        a->loc[a->n++] = *l;
    }
}

static int32_t point_accesses(const model *m, const pta *pa, int32_t fn,
                              const minstr *mi, access acc[2])
{
    memset(acc, 0, sizeof(access) * 2);
    acc[0].cls = acc[1].cls = model_plain_class(m);
    switch (mi->kind) {
    case MI_LOAD: case MI_STORE: case MI_RMW: case MI_CMPXCHG:
        shared_targets(m, pa, fn, &mi->ops[mi->kind == MI_STORE ? 1 : 0],
                       &acc[0]);
        acc[0].size = mi->size;
        acc[0].write = mi->kind != MI_LOAD;
        acc[0].cls = model_race_class(m, mi);
        return 1;
    case MI_PRIM:
        if (mi->op == PR_FREE && mi->nops > 1) {
            shared_targets(m, pa, fn, &mi->ops[1], &acc[0]);
            acc[0].write = true;
            return 1;
        }
        if ((mi->op == PR_MEMSET || mi->op == PR_MEMCPY) && mi->nops > 2) {
            shared_targets(m, pa, fn, &mi->ops[1], &acc[0]);
            acc[0].write = true;
            if (mi->op == PR_MEMSET)
                return 1;
            shared_targets(m, pa, fn, &mi->ops[2], &acc[1]);
            return 2;
        }
        int32_t k = 0; /* a result stored, a time-out or attribute read */
        const mopnd *o = prim_out_opnd(m, mi, &acc[0].size);
        if (o) {
            shared_targets(m, pa, fn, o, &acc[k]);
            acc[k++].write = true;
        }
        const mopnd *in = prim_in_opnd(m, mi, &acc[k].size);
        if (in)
            shared_targets(m, pa, fn, in, &acc[k++]);
        return k;
    default:
        return 0;
    }
}

static bool locs_overlap(const pta_loc *x, uint64_t xs, const pta_loc *y,
                         uint64_t ys)
{
    if (x->obj_kind != y->obj_kind || x->obj != y->obj)
        return false;
    if (x->any_off || y->any_off || xs == 0 || ys == 0)
        return true;
    return x->off < y->off + (int64_t)ys && y->off < x->off + (int64_t)xs;
}

/* One of a and b writes and their locations may overlap: their order
 * can matter to the data. */
static bool accesses_dependent(const access *a, const access *b)
{
    if (!(a->write || b->write))
        return false;
    if (a->n < 0 || b->n < 0)
        return a->n != 0 && b->n != 0;
    for (int32_t i = 0; i < a->n; i++)
        for (int32_t j = 0; j < b->n; j++)
            if (locs_overlap(&a->loc[i], a->size, &b->loc[j], b->size))
                return true;
    return false;
}

/* A race: dependent accesses, not both atomic (model_race_exempt). */
static bool accesses_conflict(const access *a, const access *b)
{
    return !model_race_exempt(a->cls, b->cls) && accesses_dependent(a, b);
}

/* Some access of x and some of y are in relation rel: accesses_conflict
 * (a race), or accesses_dependent (the data orders them: atomic ones
 * too, as two compare-and-swaps on one flag decide who wins). */
static bool points_related(const accpoint *x, const accpoint *y,
                           bool (*rel)(const access *, const access *))
{
    for (int32_t i = 0; i < x->nacc; i++)
        for (int32_t j = 0; j < y->nacc; j++)
            if (rel(&x->acc[i], &y->acc[j]))
                return true;
    return false;
}

static int cmp_slot_place(const void *x, const void *y)
{
    const accpoint *a = x, *b = y;
    if (a->slot != b->slot)
        return a->slot < b->slot ? -1 : 1;
    return (a->place > b->place) - (a->place < b->place);
}

/* Sorts the points by slot (then place, their order of listing): the
 * pairs of different slots are then those of different groups, found
 * without going through every pair of one slot (a thread of 40 000
 * statements: 10^9 pairs to skip, minutes before the first step). */
static void group_by_slot(accpoint *pts, int32_t np)
{
    if (np > 1)
        qsort(pts, (size_t)np, sizeof *pts, cmp_slot_place);
}

/* The first point after i's slot group (pts grouped by slot). */
static int32_t next_slot_group(const accpoint *pts, int32_t np, int32_t i)
{
    int32_t j = i + 1;
    while (j < np && pts[j].slot == pts[i].slot)
        j++;
    return j;
}

/* Race: OR over conflicting pairs (p, q) of "p and q marked"; b is empty
 * on entry, so its auxiliary variables are exactly the pairs.  A thread
 * surely inside an atomic section (depth, NULL: unknown) is the
 * section's owner: no other thread's access is enabled then, so its
 * accesses race with none (the explicit engine's race needs both
 * accesses enabled) and are left out.  Two places whose threads surely
 * won the same claim flag (claimed, from the cut map) are never both
 * marked in a run without a cut: that pair is left out too. */
static bool build_race(const model *m, const pnet *n, const pta *pa,
                       const uint8_t *depth, const uint64_t *claimed,
                       cnfb *b, char *why, size_t nwhy)
{
    accpoint *pts = malloc(sizeof(accpoint) * (size_t)(n->nplaces + 1));
    if (!pa || !pts) {
        free(pts);
        return false;
    }
    int32_t np = 0;
    for (int32_t p = 0; p < n->nplaces; p++) {
        const pplace *pl = &n->places[p];
        const minstr *mi = checks_place_instr(m, pl);
        if (!mi || (depth && must_own(depth[p])))
            continue;
        accpoint *a = &pts[np];
        a->nacc = point_accesses(m, pa, pl->func, mi, a->acc);
        a->place = p;
        a->slot = pl->slot;
        np += a->nacc > 0;
    }
    int64_t count = 0;
    group_by_slot(pts, np);
    for (int32_t i = 0, g = 0; i < np && count <= SAT_MAX_PAIRS; i++) {
        if (g <= i)
            g = next_slot_group(pts, np, i);
        for (int32_t j = g; j < np && count <= SAT_MAX_PAIRS; j++) {
            if ((claimed && (claimed[pts[i].place] &
                             claimed[pts[j].place])) ||
                !points_related(&pts[i], &pts[j], accesses_conflict))
                continue;
            int32_t c = cnf_aux(b);
            cnf_clause(b);
            cnf_lit(b, c, true);
            cnf_lit(b, pts[i].place, false);
            cnf_clause(b);
            cnf_lit(b, c, true);
            cnf_lit(b, pts[j].place, false);
            count++;
        }
    }
    free(pts);
    if (count > SAT_MAX_PAIRS) {
        snprintf(why, nwhy, "more than %d pairs of conflicting accesses",
                 SAT_MAX_PAIRS);
        return false;
    }
    cnf_clause(b);
    for (int32_t a = 1; a <= b->c.naux; a++)
        cnf_lit(b, -a, false);
    return !b->oom;
}

/* Pairs of net transitions, at most SAT_MAX_PAIRS (then fail). */
typedef struct {
    int32_t *v;                 /* 2 entries per pair */
    int32_t n, cap;
    bool fail;
} tpairs;

static void tpairs_push(tpairs *p, int32_t a, int32_t b)
{
    if (p->fail)
        return;
    if (p->n == SAT_MAX_PAIRS) {
        p->fail = true;
        return;
    }
    if (p->n == p->cap) {
        int32_t cap = p->cap ? 2 * p->cap : 256;
        int32_t *g = realloc(p->v, sizeof(int32_t) * 2 * (size_t)cap);
        if (!g) {
            p->fail = true;
            return;
        }
        p->v = g;
        p->cap = cap;
    }
    p->v[2 * p->n] = a;
    p->v[2 * p->n + 1] = b;
    p->n++;
}

/* The accesses of every net transition's instruction into pts (the
 * place field holds the transition); returns how many have some. */
static int32_t transition_accesses(const model *m, const pnet *n,
                                   const pta *pa, accpoint *pts)
{
    int32_t np = 0;
    for (int32_t t = 0; t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        if (tr->func < 0 || tr->func >= m->nfuncs || tr->from_point < 0 ||
            tr->from_point >= m->funcs[tr->func].ncode)
            continue;
        accpoint *a = &pts[np];
        a->nacc = point_accesses(m, pa, tr->func,
                                 &m->funcs[tr->func].code[tr->from_point],
                                 a->acc);
        a->place = t;
        a->slot = tr->slot;
        np += a->nacc > 0;
    }
    return np;
}

/* The net transitions of different slots whose accesses the data orders
 * (accesses_dependent), for skel_set_data_order: 2 * *npairs entries;
 * NULL when there are none, more than SAT_MAX_PAIRS or no memory (the
 * search then keeps the plain reduction). */
static int32_t *data_order_pairs(const model *m, const pnet *n,
                                 const pta *pa, int32_t *npairs)
{
    tpairs p = {0};
    accpoint *pts = malloc(sizeof(accpoint) * (size_t)(n->ntrans + 1));
    p.fail = !pa || !pts;
    int32_t np = p.fail ? 0 : transition_accesses(m, n, pa, pts);
    group_by_slot(pts, np);
    for (int32_t i = 0, g = 0; i < np && !p.fail; i++) {
        if (g <= i)
            g = next_slot_group(pts, np, i);
        for (int32_t j = g; j < np && !p.fail; j++)
            if (points_related(&pts[i], &pts[j], accesses_dependent))
                tpairs_push(&p, pts[i].place, pts[j].place);
    }
    free(pts);
    if (p.fail) {
        free(p.v);
        p.v = NULL;
        p.n = 0;
    }
    *npairs = p.n;
    return p.v;
}

/* ---------------------------------------------------------- driver */

typedef struct {
    sim *s;
    skel *e;
    check_result *res;
    bool pend[CK_COUNT];
    cnfb target[CK_COUNT];
    int32_t refuted[CK_COUNT];  /* failed candidates: no bound claim */
    bool gave_up[CK_COUNT];
    bool proving[CK_COUNT];     /* no refutation yet: safe is possible */
    cutmap cm;                  /* with the skeleton's extension */
    bool cm_ok;                 /* cut map and cut target built */
    skel_ext x;                 /* cm.ext and the joins' read arcs */
    skel_arc *xarcs;
    skview view;                /* the skeleton's transitions */
    char dl_why[300];           /* why deadlock is not proved */
    cnfb cycle;                 /* lock-cycle target (build_lock_cycle) */
    bool cycle_on;              /* asked at each step while pending */
    int32_t cycle_refuted;
    int64_t nrefuted;        /* candidates refuted, all targets */
    cnfb cut;                   /* some cut place marked / cube holds */
    bool cut_seen;              /* the skeleton reaches a cut place */
    bool want_cut_free;         /* the caller asks whether it reaches none */
    bool cut_free;              /* proved: it reaches none in any run */
    int32_t lf_next, lf_gap;    /* next step to ask skel_loopfree at */
    sat_proof_mode mode;
    bool ex_hit[CK_COUNT];      /* exploration: a marking meets the target */
    bool *aux;                  /* exploration: auxiliary values */
    char cut_why[300];
    double deadline, t0;
    int32_t k, bound;
    const sopts *o;
    ordering ord;
    int32_t dpairs;             /* data-ordered pairs (--stats) */
    pta *pa;                    /* points-to, built once (sat_pta) */
    char why[256];              /* set: the search stopped early */
} satrun;

/* Target t at step k; all: over every run, also those blocked as
 * refuted (a proof must see them all). */
static enc_result ask(satrun *b, const skel_cnf *t, int32_t k, bool all,
                      enc_run *run)
{
    skel_ignore_blocks(b->e, all);
    enc_result r = skel_reach_cnf(b->e, t, k, checks_time_left(b->deadline),
                                  run);
    skel_ignore_blocks(b->e, false);
    return r;
}

/* The search stops: the solver gave up or the time is over (b->why). */
static bool stopped(satrun *b)
{
    snprintf(b->why, sizeof b->why, "sat: %s at step %d",
             b->deadline && checks_now() >= b->deadline
             ? "time limit" : "solver gave up", b->k);
    return false;
}

/* Asks check c at step k until it is unreachable or confirmed. */
static bool sat_check_step(satrun *b, int c)
{
    for (int refuted = 0; b->pend[c]; ) {
        enc_run run;
        enc_result r = ask(b, &b->target[c].c, b->k, b->proving[c], &run);
        if (r == ENC_SAT)
            b->proving[c] = false; /* replayed below: bug or refuted */
        if (r == ENC_UNSAT)
            return true;
        if (r == ENC_UNKNOWN)
            return stopped(b);
        if (!checks_confirm(b->s, b->res, b->pend, &run, NULL, 0)) {
            bool blocked = skel_block(b->e, &run);
            b->nrefuted++;
            enc_run_free(&run);
            if (++b->refuted[c] >= SAT_MAX_REFUTED_ALL) {
                b->gave_up[c] = true; /* the skeleton is too coarse */
                b->pend[c] = false;
                return true;
            }
            if (!blocked || ++refuted >= SAT_MAX_REFUTED)
                return true;    /* this check moves on to the next step */
            continue;
        }
        enc_run_free(&run);
    }
    return true;
}

/* The lock-cycle target at step k (bug finding: while no deadlock proof
 * is on its way), with a budget of refutations of its own: when it runs
 * out, only this target stops. */
static bool sat_cycle_step(satrun *b)
{
    if (!b->cycle_on || !b->pend[CK_DEADLOCK] ||
        (b->proving[CK_DEADLOCK] && !b->cut_seen))
        return true;
    for (int refuted = 0; b->pend[CK_DEADLOCK] && refuted < SAT_MAX_REFUTED;
         refuted++) {
        enc_run run;
        enc_result r = ask(b, &b->cycle.c, b->k, false, &run);
        if (r == ENC_UNSAT)
            return true;
        if (r == ENC_UNKNOWN)
            return stopped(b);
        bool hit = checks_confirm(b->s, b->res, b->pend, &run, NULL, 0);
        bool blocked = hit || skel_block(b->e, &run);
        enc_run_free(&run);
        if (hit)
            return true;
        b->nrefuted++;
        if (++b->cycle_refuted >= SAT_MAX_REFUTED_ALL / 2) {
            b->cycle_on = false;
            return true;
        }
        if (!blocked)
            return true;
    }
    return true;
}

static bool any_pending(const satrun *b)
{
    for (int c = 0; c < CK_COUNT; c++)
        if (b->pend[c])
            return true;
    return false;
}

/* ------------------------------------------------------- proofs */

static bool any_proving(const satrun *b)
{
    for (int c = 0; c < CK_COUNT && !b->cut_seen; c++)
        if (b->pend[c] && b->proving[c])
            return true;
    return false;
}

/* The cut target is asked at every step while a proof may come of it:
 * a check's, or the caller's question whether no run reaches a cut
 * place (cm_ok: the cut target is built). */
static bool asking_cut(const satrun *b)
{
    return any_proving(b) || (b->want_cut_free && b->cm_ok &&
                              !b->cut_seen && !b->cut_free);
}

/* Some cut place marked, or some cut cube holds (an auxiliary variable
 * per cube implies each of its literals). */
static bool build_cut(const pnet *n, const cutmap *cm, cnfb *b)
{
    for (int32_t i = 0; i < cm->ncubes; i++) {
        int32_t a = cnf_aux(b);
        for (int32_t j = cm->cube_start[i]; j < cm->cube_start[i + 1]; j++) {
            cnf_clause(b);
            cnf_lit(b, a, true);
            cnf_lit(b, cm->cube_lit[j].atom, cm->cube_lit[j].neg);
        }
    }
    cnf_clause(b);
    for (int32_t p = 0; p < n->nplaces; p++)
        if (cm->fn[p] >= 0)
            cnf_lit(b, p, false);
    for (int32_t a = 1; a <= b->c.naux; a++)
        cnf_lit(b, -a, false);
    return !b->oom;
}

static bool place_lit(const skel_lit *l, const int32_t *tok, int32_t np);

/* Places a target's atoms may name: the skeleton's (the net's, the extra
 * ones and the creation counters). */
static int32_t natoms(const satrun *b)
{
    return skel_nplaces(b->e);
}

/* The cut place (or cut cube) marked in tokens, into cut_why
 * (tokens NULL: no marking to tell). */
static void describe_cut_at(satrun *b, const int32_t *tokens)
{
    const pnet *n = b->s->net;
    const model *m = b->s->m;
    snprintf(b->cut_why, sizeof b->cut_why, "a step that may stop the run");
    for (int32_t p = 0; tokens && p < n->nplaces; p++)
        if (tokens[p] > 0 && b->cm.fn[p] >= 0) {
            mloc l = m->funcs[b->cm.fn[p]].code[b->cm.ip[p]].loc;
            snprintf(b->cut_why, sizeof b->cut_why, "%s at %s:%d",
                     b->cm.what[p], model_file(m, l), l.line);
            return;
        }
    for (int32_t i = 0; tokens && i < b->cm.ncubes; i++) {
        const pplace *pl = &n->places[b->cm.cube_ctl[i]];
        bool all = true;
        for (int32_t j = b->cm.cube_start[i]; all &&
             j < b->cm.cube_start[i + 1]; j++)
            all = place_lit(&b->cm.cube_lit[j], tokens, natoms(b));
        if (all) {
            mloc l = m->funcs[pl->func].code[pl->point].loc;
            snprintf(b->cut_why, sizeof b->cut_why, "%s at %s:%d",
                     b->cm.cube_what[i], model_file(m, l), l.line);
            return;
        }
    }
}

/* The same for the last marking of run. */
static void describe_cut(satrun *b, const enc_run *run)
{
    int32_t *tok = malloc(sizeof(int32_t) * ((size_t)skel_nplaces(b->e) + 1));
    bool ok = tok && skel_run_marking(b->e, run, tok);
    describe_cut_at(b, ok ? tok : NULL);
    free(tok);
}

/* A target's value in one marking.  Auxiliary variables must occur negated
 * only in clauses with no other auxiliary (cnf_explorable); each is then
 * best true unless such a clause has no true place literal. */
static bool place_lit(const skel_lit *l, const int32_t *tok, int32_t np)
{
    bool marked = l->atom < np && tok[l->atom] > 0;
    return l->neg ? !marked : marked;
}

static bool cnf_explorable(const skel_cnf *c)
{
    for (int32_t i = 0; i < c->nclauses; i++) {
        int32_t aux = 0, neg = 0;
        for (int32_t j = 0; j < c->clause_len[i]; j++)
            if (c->clauses[i][j].atom < 0) {
                aux++;
                neg += c->clauses[i][j].neg;
            }
        if (neg > 0 && aux > 1)
            return false;
    }
    return true;
}

static bool cnf_holds(const skel_cnf *c, const int32_t *tok, int32_t np,
                      bool *aux)
{
    for (int32_t a = 0; a < c->naux; a++)
        aux[a] = true;
    for (int32_t i = 0; i < c->nclauses; i++) {
        int32_t na = -1;
        bool sat = false;
        for (int32_t j = 0; j < c->clause_len[i]; j++) {
            const skel_lit *l = &c->clauses[i][j];
            if (l->atom < 0 && l->neg)
                na = -l->atom - 1;
            else if (l->atom >= 0)
                sat |= place_lit(l, tok, np);
        }
        if (na >= 0 && !sat)
            aux[na] = false;
    }
    for (int32_t i = 0; i < c->nclauses; i++) {
        bool sat = false;
        for (int32_t j = 0; j < c->clause_len[i] && !sat; j++) {
            const skel_lit *l = &c->clauses[i][j];
            sat = l->atom >= 0 ? place_lit(l, tok, np)
                : l->neg != aux[-l->atom - 1];
        }
        if (!sat)
            return false;
    }
    return true;
}

/* Every pending check still proving is safe, for the reason why. */
static void prove_pending(satrun *b, const char *why)
{
    for (int c = 0; c < CK_COUNT; c++)
        if (b->pend[c] && b->proving[c]) {
            b->res[c].v = V_SAFE;
            snprintf(b->res[c].reason, sizeof b->res[c].reason, "%s", why);
            b->pend[c] = false;
        }
}

/* Asks the cut target at step k, over every run (blocked ones too). */
static void proof_cut_step(satrun *b)
{
    if (!asking_cut(b))
        return;
    enc_run run;
    enc_result r = ask(b, &b->cut.c, b->k, true, &run);
    if (r == ENC_UNSAT)
        return;
    b->cut_seen = true;
    if (r == ENC_SAT)
        describe_cut(b, &run);
    else
        snprintf(b->cut_why, sizeof b->cut_why, "the solver gave up on "
                 "the steps that may stop a run");
    enc_run_free(&run);
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: sat: no proof: step %d may reach %s\n",
                b->k, b->cut_why);
}

/* After step k: with no loop-free run of k+1 steps every reachable
 * marking has been asked, so the checks still proving are safe.  Each
 * such query gets a quarter of the time spent so far (and half a second);
 * after one runs out, the gap to the next doubles, so they cost at most
 * a fixed share of the search. */
static void proof_threshold(satrun *b)
{
    if (!asking_cut(b) || b->k < b->lf_next ||
        (b->mode != SP_BOTH && b->mode != SP_THRESHOLD))
        return;
    double left = checks_time_left(b->deadline);
    double lim = 0.5 + 0.25 * (checks_now() - b->t0);
    enc_result r = skel_loopfree(b->e, b->k + 1,
                                 b->deadline && left < lim ? left : lim);
    if (r == ENC_UNKNOWN) /* too hard for now: ask less and less often */
        b->lf_gap = b->lf_gap ? 2 * b->lf_gap : 2;
    b->lf_next = b->k + (b->lf_gap ? b->lf_gap : 1);
    if (r != ENC_UNSAT)
        return;
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: sat: completeness threshold: every "
                "reachable marking is reached within %d steps\n", b->k);
    b->cut_free = true; /* the cut target was asked at every step */
    char why[120];
    snprintf(why, sizeof why, "sat: control skeleton, every reachable "
             "marking within %d steps", b->k);
    prove_pending(b, why);
}

static bool explore_hit(void *ctx, const int32_t *tok)
{
    satrun *b = ctx;
    int32_t np = natoms(b);
    if (cnf_holds(&b->cut.c, tok, np, b->aux)) {
        describe_cut_at(b, tok);
        return true;
    }
    for (int c = 0; c < CK_COUNT; c++)
        if (b->proving[c] && !b->ex_hit[c] &&
            cnf_holds(&b->target[c].c, tok, np, b->aux))
            b->ex_hit[c] = true;
    return false;
}

/* Before the unrolling, an explicit exploration of the skeleton's
 * markings (15% of the time left, 3 s without --timeout): when it sees
 * them all and none has a cut place, the proving checks whose target no
 * marking meets are safe; a check whose target one meets cannot be. */
static void proof_explore(satrun *b)
{
    int32_t naux = b->cut.c.naux;
    bool ok = asking_cut(b) && cnf_explorable(&b->cut.c) &&
              (b->mode == SP_BOTH || b->mode == SP_EXPLORE);
    for (int c = 0; c < CK_COUNT && ok; c++)
        if (b->proving[c]) {
            ok = cnf_explorable(&b->target[c].c);
            naux = b->target[c].c.naux > naux ? b->target[c].c.naux : naux;
        }
    if (!ok || !(b->aux = malloc(sizeof(bool) * ((size_t)naux + 1))))
        return;
    double lim = b->deadline ? 0.15 * (b->deadline - checks_now()) : 3.0;
    int64_t n = 0;
    enc_result r = skel_explore(b->e, SAT_EXPLORE_BYTES, lim > 0.05 ? lim
                                : 0.05, explore_hit, b, &n);
    free(b->aux);
    b->aux = NULL;
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: sat: explored %lld skeleton markings: %s\n",
                (long long)n, r == ENC_UNSAT ? "all of them"
                : r == ENC_SAT ? "one may stop a run" : "gave up");
    if (r == ENC_SAT)
        b->cut_seen = true;
    if (r != ENC_UNSAT)
        return;
    b->cut_free = true;
    char why[120];
    snprintf(why, sizeof why, "sat: control skeleton, all %lld reachable "
             "markings explored", (long long)n);
    for (int c = 0; c < CK_COUNT; c++)
        b->proving[c] = b->proving[c] && !b->ex_hit[c];
    prove_pending(b, why);
}

/* The proofs' step 0 (the loop starts at 1): the initial marking. */
static void proof_start(satrun *b)
{
    b->k = 0;
    for (int c = 0; c < CK_COUNT; c++)
        if (b->pend[c] && b->proving[c])
            b->proving[c] = ask(b, &b->target[c].c, 0, true, NULL) ==
                            ENC_UNSAT;
    proof_cut_step(b);
    proof_threshold(b);
}

static void sat_loop(satrun *b)
{
    if (b->deadline && checks_now() >= b->deadline) {
        snprintf(b->why, sizeof b->why,
                 "sat: time limit while building the skeleton");
        return;
    }
    proof_explore(b);
    proof_start(b);
    for (b->k = 1; b->k <= b->bound && any_pending(b); b->k++) {
        if (b->o->verbose)
            fprintf(stderr, "pnbmc: sat: step %d (%.2f s)\n", b->k,
                    checks_now() - b->t0);
        for (int c = 0; c < CK_COUNT; c++)
            if (b->pend[c] && !sat_check_step(b, c))
                return;
        if (!sat_cycle_step(b))
            return;
        proof_cut_step(b);
        proof_threshold(b);
        if (b->deadline && checks_now() >= b->deadline) {
            snprintf(b->why, sizeof b->why, "sat: time limit at step %d",
                     b->k);
            return;
        }
        if (checks_memory_over(b->o, "sat", b->k, b->why, sizeof b->why))
            return;
    }
    b->k--;
}

/* Why check c, whose target no run up to the bound reaches, and which
 * reaches no cut place, is not proved. */
static const char *no_proof_why(const satrun *b, int c)
{
    if (c == CK_DEADLOCK && !b->proving[c] && b->dl_why[0])
        return b->dl_why;
    if (b->mode == SP_OFF)
        return "no proof was asked (--sat-proof off)";
    if (b->ex_hit[c])
        return "its exploration reaches the target in a longer run";
    if (c == CK_DEADLOCK)
        return "a deadlock may lie beyond the bound (deadlock freedom needs "
               "every reachable marking)";
    return "the steps that may stop a run are unknown";
}

static void sat_conclude(satrun *b)
{
    /* a bound counts the skeleton's own steps (a wait's re-lock ...) too:
     * a claim about net transitions would overstate it */
    bool own = false;
    for (int32_t j = 0; j < b->cm.ext.ntrans; j++)
        own |= b->cm.ext.trans_net[j] < 0;
    const char *steps = own ? "skeleton steps (net transitions and the "
                              "steps of waits the skeleton adds)"
                            : "net transitions";
    for (int c = 0; c < CK_COUNT; c++) {
        check_result *r = &b->res[c];
        if (b->gave_up[c]) {
            char w[256];
            snprintf(w, sizeof w, "sat: %d candidate runs of the control "
                     "skeleton were refuted by the program's data (up to "
                     "step %d)", b->refuted[c], b->k);
            checks_set_unknown(r, w);
        }
        if (!b->pend[c])
            continue;
        if (b->why[0])
            checks_set_unknown(r, b->why);
        else if (b->refuted[c]) {
            char w[256];
            snprintf(w, sizeof w, "sat: the control skeleton reaches the "
                     "target in runs of up to %d %s, but no replayed "
                     "candidate was a bug (data decides)", b->k, steps);
            checks_set_unknown(r, w);
        } else if (b->proving[c] && !b->cut_seen && c != CK_DEADLOCK) {
            r->v = V_BOUNDED;
            snprintf(r->reason, sizeof r->reason, "no bug in runs of up to "
                     "%d %s (sat engine: control skeleton)", b->k, steps);
        } else {
            char w[512];
            snprintf(w, sizeof w, "sat: the control skeleton never reaches "
                     "the target in runs of up to %d %s, but %s%s", b->k,
                     steps, b->cut_seen ? "it reaches " : "",
                     b->cut_seen ? b->cut_why : no_proof_why(b, c));
            checks_set_unknown(r, w);
        }
    }
}

/* The cut map (with the skeleton's extension, which candidates use too);
 * race, assert and atomicity can be proved when it is known, deadlock
 * also needs every run to end (sat_deadlock_proof). */
static void sat_proofs(satrun *b)
{
    bool have_cm = checks_cut_map(b->s->m, b->s->net, b->s->max_threads,
                                  b->s->max_depth, &b->cm);
    if ((!b->pend[CK_RACE] && !b->pend[CK_ASSERT] &&
         !b->pend[CK_ATOMICITY] && !b->pend[CK_DEADLOCK]) ||
        b->mode == SP_OFF || !have_cm || !build_cut(b->s->net, &b->cm, &b->cut))
        return;
    b->cm_ok = true;
    b->proving[CK_RACE] = b->pend[CK_RACE];
    b->proving[CK_ASSERT] = b->pend[CK_ASSERT];
    b->proving[CK_ATOMICITY] = b->pend[CK_ATOMICITY];
}

/* The cut map's extension plus a read arc from every transition leaving
 * a join the cut map resolved to the exit place of the thread it joins. */
static bool sat_extension(satrun *b)
{
    const pnet *n = b->s->net;
    b->x = b->cm.ext;
    b->xarcs = malloc(sizeof(skel_arc) *
                      ((size_t)b->x.narcs + (size_t)n->ntrans + 1));
    if (!b->xarcs)
        return false;
    if (b->x.narcs)
        memcpy(b->xarcs, b->x.arcs, sizeof(skel_arc) * (size_t)b->x.narcs);
    for (int32_t t = 0; b->cm.njoins > 0 && t < n->ntrans; t++)
        for (int32_t a = 0; a < n->trans[t].narcs; a++)
            for (int32_t j = 0; j < b->cm.njoins; j++)
                if (n->trans[t].arcs[a].weight < 0 &&
                    n->trans[t].arcs[a].place == b->cm.join_ctl[j])
                    b->xarcs[b->x.narcs++] =
                        (skel_arc){t, b->cm.join_exit[j], 1, 0};
    b->x.arcs = b->xarcs;
    b->x.deadline = b->deadline;
    return true;
}

/* Deadlock is proved as the other checks are when every run of the
 * skeleton ends (satdead.inc). */
static void sat_deadlock_proof(satrun *b)
{
    if (!b->pend[CK_DEADLOCK])
        return;
    if (!b->cm_ok)
        snprintf(b->dl_why, sizeof b->dl_why, "%s", b->mode == SP_OFF
                 ? "no proof was asked (--sat-proof off)"
                 : "the steps that may stop a run are unknown");
    else
        b->proving[CK_DEADLOCK] =
            skel_runs_end(b->s->m, b->s->net, &b->x, &b->view, &b->cm,
                          b->dl_why, sizeof b->dl_why);
    if (b->o->verbose && !b->proving[CK_DEADLOCK])
        fprintf(stderr, "pnbmc: sat: no deadlock proof: %s\n", b->dl_why);
}

/* The points-to analysis the race target and the data order share,
 * built on first use; NULL when out of memory. */
static const pta *sat_pta(satrun *b)
{
    if (!b->pa)
        b->pa = pta_build(b->s->m);
    return b->pa;
}

/* Builds the target of every pending check; false: none can be asked. */
static bool sat_targets(satrun *b, const model *m, const pnet *n)
{
    bool any = false;
    for (int c = 0; c < CK_COUNT; c++) {
        if (!b->pend[c])
            continue;
        char why[200] = "out of memory";
        bool ok = c == CK_ASSERT ? build_assert(m, n, &b->target[c])
                : c == CK_ATOMICITY ? build_atomicity(m, n, b->cm.guarded,
                                                      &b->target[c])
                : c == CK_DEADLOCK ? build_deadlock(m, n, &b->cm, &b->x,
                                                    &b->view, b->proving[c],
                                                    &b->target[c])
                : build_race(m, n, sat_pta(b), b->cm.depth, b->cm.claimed,
                             &b->target[c], why, sizeof why);
        if (!ok) {
            char msg[300];
            snprintf(msg, sizeof msg, "sat engine: %s", why);
            checks_set_unknown(&b->res[c], msg);
            b->pend[c] = false;
        }
        any |= b->pend[c];
    }
    if (b->pend[CK_DEADLOCK])
        b->cycle_on = build_lock_cycle(m, n, &b->x, &b->view, b->cm.relock,
                                       &b->cycle);
    return any;
}

/* Only --ordering process drops orders, so only it needs the pairs. */
static bool sat_data_order(satrun *b)
{
    if (b->ord != ORD_PROCESS)
        return true;
    int32_t n;
    int32_t *pairs = data_order_pairs(b->s->m, b->s->net, sat_pta(b), &n);
    bool ok = skel_set_data_order(b->e, pairs, n);
    b->dpairs = n;
    free(pairs);
    return ok;
}

void checks_run_sat(sim *s, check_result res[CK_COUNT], const sopts *o,
                    const bmc_opts *bo, sstats *st, bool decided[CK_COUNT])
{
    checks_run_sat_cuts(s, res, o, bo, st, decided, NULL);
}

void checks_run_sat_cuts(sim *s, check_result res[CK_COUNT], const sopts *o,
                         const bmc_opts *bo, sstats *st,
                         bool decided[CK_COUNT], bool *cut_free)
{
    satrun b = {.s = s, .res = res, .o = o, .t0 = checks_now(),
                .mode = bo->sat_proof, .ord = bo->ord,
                .want_cut_free = cut_free != NULL};
    b.deadline = o->timeout > 0 ? b.t0 + o->timeout : 0;
    checks_begin_symbolic(res, b.pend, decided, st, "sat", true);
    const char *no = s->entry_threads > 0 || !s->net
                   ? "sat engine: unsupported: --entry" : NULL;
    if (!no)
        sat_proofs(&b);
    if (!no && o->verbose)
        fprintf(stderr, "pnbmc: sat: building the control skeleton and the "
                "targets (%.2f s)\n", checks_now() - b.t0);
    if (!no && (!sat_extension(&b) ||
                !(b.e = skel_new_ext(s->net, bo->ord, &b.x)) ||
                !sat_data_order(&b) ||
                (b.pend[CK_DEADLOCK] && !skview_build(b.e, &b.view))))
        no = "sat engine: the net's skeleton could not be built";
    if (!no)
        sat_deadlock_proof(&b);
    if (no || !sat_targets(&b, s->m, s->net)) {
        for (int k = 0; no && k < CK_COUNT; k++)
            if (b.pend[k])
                checks_set_unknown(&res[k], no);
    } else {
        if (o->verbose)
            fprintf(stderr, "pnbmc: sat: skeleton and targets built (%.2f s)"
                    "\n", checks_now() - b.t0);
        b.bound = bo->bound > 0 ? (int32_t)(bo->bound < 100000 ? bo->bound
                                                               : 100000)
                                : SAT_DEFAULT_BOUND;
        sat_loop(&b);
        sat_conclude(&b);
    }
    for (int k = 0; k < CK_COUNT; k++) {
        decided[k] = res[k].enabled &&
                     (res[k].v == V_BUG || res[k].v == V_SAFE);
        cnf_free(&b.target[k]);
    }
    cnf_free(&b.cut);
    cnf_free(&b.cycle);
    st->sym_xplaces = b.cm.ext.nplaces;
    st->sym_xtrans = b.cm.ext.ntrans;
    st->sym_dpairs = b.dpairs;
    st->sym_refuted = b.nrefuted;
    pta_free(b.pa);
    checks_cut_map_free(&b.cm);
    skview_free(&b.view);
    free(b.xarcs);
    st->sym_k = b.k;
    if (cut_free)
        *cut_free = b.cut_free && !b.cut_seen;
    if (b.e)
        skel_stats(b.e, NULL, NULL, &st->sym_conflicts);
    skel_free(b.e);
    st->seconds = st->sym_seconds = checks_now() - b.t0;
}
