/* model/net.c — the Program Petri Net (PPN) derived from the model.
 *
 * Thread slots: slot 0 is main; every PR_THREAD_CREATE site (in any
 * function) gets max_threads slots, the k-th thread created there runs in
 * slot net_slot_of(func, ip, k).  Each slot holds one copy of every
 * function reachable from its entry through MI_CALL (per slot, not per call
 * site: calls and returns over-approximate the call stack).
 *
 * Places: one control place per (slot, reachable function, point), one
 * start place per slot >= 1, one exit place per slot, one mutex place per
 * global mutex (object, offset) used by lock/trylock/unlock.
 *
 * Transitions: one per hop between consecutive points (TR_LOCAL), calls
 * (TR_CALL), returns to the point after each call site (TR_RETURN), the
 * start of a slot (TR_START) and its end (TR_END: return of an entry
 * function or pthread_exit; produces the exit token).
 *
 * Thread creation: the create hop has no arc on start places (a static arc
 * cannot know which of the site's slots the k-th create fills).  Instead
 * every start place of a slot >= 1 holds 1 initial token ("slot not yet
 * started") and the engine fires net_start_trans(slot) itself when the
 * thread is created.  As a stand-alone P/T net (PNML export) this lets
 * threads start spontaneously: an over-approximation of creation order.
 *
 * Join: the joined thread id is a run-time value, so the joined slot is
 * never statically known here: join hops consume nothing from exit places.
 * The engine resolves the id and tests the exit place of that slot itself
 * (the exit token is never consumed, a thread can be joined once anyway).
 *
 * Mutexes: only a global mutex (lock/trylock/unlock whose ops[1] is an
 * OPND_IMM) has a PL_MUTEX place and arcs; a mutex reached through a
 * register gets none, the engine must handle it itself.  A trylock hop is
 * two transitions with the same key: net_find_trans returns the one that
 * takes the mutex, the failing one (no mutex arc) is the next id, t + 1.
 *
 * Lookup keys of net_find_trans (s, f, from, to_f, to):
 *   TR_LOCAL  (s, f, p, f, q)        TR_CALL   (s, f, call, g, entry of g)
 *   TR_RETURN (s, g, ret, f, q)      TR_START  (s, -1, -1, g, entry of g)
 *   TR_END    (s, f, ret or pthread_exit point, -1, -1)
 * net_start_trans(s) is the TR_START of the resolved entry (for an
 * unresolved slot the first candidate: use the TR_START key instead).
 *
 * The public pnet is the first member of net_impl, which adds the lookup
 * tables; a pnet is only ever allocated by net_build. */
#include "model/model.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define NET_MAX_SLOTS (1 << 20)

typedef struct {
    pnet pub;               /* must stay first: pnet * == net_impl * */
    int32_t nfuncs;
    int32_t *fncode;        /* [f]: ncode of f */
    int32_t **pt_idx;       /* [f][ip]: point number within f, or -1 */
    int32_t *copy_base;     /* [s * nfuncs + f]: first control place, -1 */
    int32_t *start_place;   /* [s]: start place, -1 for slot 0 */
    int32_t *exit_place;    /* [s] */
    int32_t *start_trans;   /* [s]: first TR_START, -1 none */
    int32_t nmutex, mutex_cap;
    int32_t *mutex_pl;      /* mutex place indices */
    uint32_t hmask;         /* hash capacity - 1 */
    uint32_t hcount;
    int32_t *htab;          /* transition ids, -1 empty */
    int32_t pcap, tcap;
} net_impl;

typedef struct {
    const model *m;
    net_impl *ni;
    int32_t max_threads;
    bool *taken;            /* [f]: address taken */
    int32_t *taken_list, ntaken;
    int32_t *nxt, nnxt;     /* scratch: next points (capacity ncode max) */
} net_bld;

/* ------------------------------------------------------------ points */

/* Block containing ip (blocks are laid out in order), -1 if none. */
static int32_t net_block_of(const mfunc *f, int32_t ip)
{
    int32_t lo = 0, hi = f->nblocks - 1;
    while (lo <= hi) {
        int32_t mid = lo + (hi - lo) / 2;
        const mblock *b = &f->blocks[mid];
        if (ip < b->first)
            hi = mid - 1;
        else if (ip >= b->first + b->n)
            lo = mid + 1;
        else
            return mid;
    }
    return -1;
}

static int32_t net_block_entry(const mfunc *f, int32_t b)
{
    if (b < 0 || b >= f->nblocks || f->blocks[b].nphis >= f->blocks[b].n)
        return -1;
    return f->blocks[b].first + f->blocks[b].nphis;
}

bool net_is_point(const mfunc *f, int32_t ip)
{
    if (!f || ip < 0 || ip >= f->ncode)
        return false;
    const minstr *mi = &f->code[ip];
    switch (mi->kind) {
    case MI_LOAD: case MI_STORE: case MI_RMW: case MI_CMPXCHG:
    case MI_CALL: case MI_RET: case MI_UNSUPPORTED:
        return true;
    case MI_PRIM:
        if (mi->op != PR_NOP && mi->op != PR_MALLOC && mi->op != PR_CALLOC &&
            mi->op != PR_THREAD_SELF)
            return true;
        break;
    default:
        break;
    }
    int32_t b = net_block_of(f, ip);
    return b >= 0 && net_block_entry(f, b) == ip;
}

static bool net_is_term(const minstr *mi)
{
    return mi->kind == MI_BR || mi->kind == MI_JMP || mi->kind == MI_SWITCH;
}

static void net_add_next(net_bld *b, int32_t q)
{
    if (q < 0)
        return;
    for (int32_t i = 0; i < b->nnxt; i++)
        if (b->nxt[i] == q)
            return;
    b->nxt[b->nnxt++] = q; /* distinct instruction indices: fits ncode */
}

static void net_add_succs(net_bld *b, const mfunc *f, const minstr *mi)
{
    for (int32_t i = 0; i < mi->ntargets; i++)
        net_add_next(b, net_block_entry(f, mi->targets[i]));
}

/* Next points of point p of f, into b->nxt: the points reached by
 * executing p and then walking forward over non-points. */
static void net_next_points(net_bld *b, const mfunc *f, int32_t p)
{
    b->nnxt = 0;
    const minstr *mi = &f->code[p];
    if (net_is_term(mi)) {
        net_add_succs(b, f, mi);
        return;
    }
    if (mi->kind == MI_RET || mi->kind == MI_UNREACHABLE ||
        mi->kind == MI_UNSUPPORTED)
        return;
    int32_t blk = net_block_of(f, p);
    int32_t end = blk < 0 ? f->ncode : f->blocks[blk].first + f->blocks[blk].n;
    for (int32_t j = p + 1; j < end; j++) {
        if (net_is_point(f, j)) {
            net_add_next(b, j);
            return;
        }
        if (net_is_term(&f->code[j])) {
            net_add_succs(b, f, &f->code[j]);
            return;
        }
        if (f->code[j].kind == MI_UNREACHABLE)
            return;
    }
}

static int32_t net_fn_entry(const mfunc *f)
{
    return f->nblocks > 0 ? net_block_entry(f, 0) : -1;
}

/* Function whose address is pointer value v, -1 if none. */
static int32_t net_fn_of_ptr(const model *m, uint64_t v)
{
    uint32_t obj = model_ptr_obj(m, v);
    if (obj == 0 || obj >= (uint32_t)m->nglobals || model_ptr_off(m, v) != 0)
        return -1;
    int32_t fn = m->globals[obj].func;
    return fn >= 0 && fn < m->nfuncs ? fn : -1;
}

/* -------------------------------------------------- address-taken set */

static void net_mark_taken(net_bld *b, uint64_t v)
{
    int32_t fn = net_fn_of_ptr(b->m, v);
    if (fn >= 0 && !b->taken[fn]) {
        b->taken[fn] = true;
        b->taken_list[b->ntaken++] = fn;
    }
}

/* Function pointers in the initial bytes of globals (tables of function
 * pointers): little-endian words at pointer-aligned offsets. */
static void net_scan_global_inits(net_bld *b)
{
    const model *m = b->m;
    uint32_t w = (uint32_t)m->ptr_bits / 8;
    for (int32_t g = 1; g < m->nglobals; g++) {
        const mglobal *gl = &m->globals[g];
        if (gl->func >= 0 || !gl->init || w == 0)
            continue;
        for (uint32_t off = 0; off + w <= gl->size; off += w) {
            uint64_t v = 0;
            for (uint32_t k = 0; k < w; k++)
                v |= (uint64_t)gl->init[off + k] << (8 * k);
            if (v)
                net_mark_taken(b, v);
        }
    }
}

/* Address-taken functions: an OPND_IMM operand pointing to a function
 * anywhere except as the callee (ops[0]) of MI_CALL/MI_PRIM, or a function
 * pointer in a global's initial bytes. */
static void net_scan_taken(net_bld *b)
{
    const model *m = b->m;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        for (int32_t ip = 0; ip < fn->ncode; ip++) {
            const minstr *mi = &fn->code[ip];
            bool is_call = mi->kind == MI_CALL || mi->kind == MI_PRIM;
            for (int32_t i = is_call ? 1 : 0; i < mi->nops; i++)
                if (mi->ops[i].kind == OPND_IMM)
                    net_mark_taken(b, mi->ops[i].imm);
        }
    }
    net_scan_global_inits(b);
}

/* ------------------------------------------------------ growing arrays */

/* Array p of *cap elements grown to hold need; NULL on OOM (p kept). */
static void *net_grow(void *p, int32_t *cap, int32_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    int32_t nc = *cap ? *cap : 16;
    while (nc < need)
        nc *= 2;
    char *q = realloc(p, (size_t)nc * elem);
    if (!q)
        return NULL;
    memset(q + (size_t)*cap * elem, 0, (size_t)(nc - *cap) * elem);
    *cap = nc;
    return q;
}

static char *net_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static int32_t net_add_place(net_impl *ni, place_kind k, int32_t slot,
                             int initial, const char *name)
{
    pnet *n = &ni->pub;
    pplace *np = net_grow(n->places, &ni->pcap, n->nplaces + 1,
                          sizeof(pplace));
    if (!np)
        return -1;
    n->places = np;
    pplace *p = &n->places[n->nplaces];
    memset(p, 0, sizeof *p);
    p->kind = k;
    p->slot = slot;
    p->func = p->point = -1;
    p->initial = initial;
    p->name = net_strdup(name);
    if (!p->name)
        return -1;
    return n->nplaces++;
}

/* ------------------------------------------------------------ hashing */

static uint32_t net_hash(int32_t s, int32_t f, int32_t a, int32_t g,
                         int32_t c)
{
    const int32_t k[5] = {s, f, a, g, c};
    uint64_t h = UINT64_C(0x9e3779b97f4a7c15);
    for (int i = 0; i < 5; i++) {
        h ^= (uint32_t)k[i];
        h *= UINT64_C(0xff51afd7ed558ccd);
        h ^= h >> 33;
    }
    return (uint32_t)h;
}

static bool net_key_eq(const ptrans *t, int32_t s, int32_t f, int32_t a,
                       int32_t g, int32_t c)
{
    return t->slot == s && t->func == f && t->from_point == a &&
           t->to_func == g && t->to_point == c;
}

static int32_t net_hash_find(const net_impl *ni, int32_t s, int32_t f,
                             int32_t a, int32_t g, int32_t c)
{
    if (!ni->htab)
        return -1;
    uint32_t i = net_hash(s, f, a, g, c) & ni->hmask;
    for (;; i = (i + 1) & ni->hmask) {
        int32_t t = ni->htab[i];
        if (t < 0 || net_key_eq(&ni->pub.trans[t], s, f, a, g, c))
            return t;
    }
}

/* Inserts transition t unless its key is already present. */
static void net_hash_put(net_impl *ni, int32_t t)
{
    const ptrans *tr = &ni->pub.trans[t];
    uint32_t i = net_hash(tr->slot, tr->func, tr->from_point, tr->to_func,
                          tr->to_point) & ni->hmask;
    for (;; i = (i + 1) & ni->hmask) {
        int32_t o = ni->htab[i];
        if (o < 0)
            break;
        if (net_key_eq(&ni->pub.trans[o], tr->slot, tr->func, tr->from_point,
                       tr->to_func, tr->to_point))
            return;
    }
    ni->htab[i] = t;
    ni->hcount++;
}

/* Keeps the load factor <= 1/2; rehashing in id order keeps the first
 * transition of a key (the mutex-taking one of a trylock pair). */
static bool net_hash_reserve(net_impl *ni)
{
    if (ni->htab && (ni->hcount + 1) * 2 <= ni->hmask + 1)
        return true;
    uint32_t cap = ni->htab ? (ni->hmask + 1) * 2 : 64;
    int32_t *h = malloc((size_t)cap * sizeof *h);
    if (!h)
        return false;
    memset(h, 0xff, (size_t)cap * sizeof *h);
    free(ni->htab);
    ni->htab = h;
    ni->hmask = cap - 1;
    ni->hcount = 0;
    for (int32_t t = 0; t < ni->pub.ntrans; t++)
        net_hash_put(ni, t);
    return true;
}

/* ---------------------------------------------------------- transitions */

/* Control place of point ip of f in slot s, -1 if none. */
static int32_t net_ctl(const net_impl *ni, int32_t s, int32_t f, int32_t ip)
{
    if (s < 0 || s >= ni->pub.nslots || f < 0 || f >= ni->nfuncs ||
        ip < 0 || ip >= ni->fncode[f])
        return -1;
    int32_t base = ni->copy_base[(size_t)s * (size_t)ni->nfuncs + (size_t)f];
    int32_t k = ni->pt_idx[f][ip];
    return base < 0 || k < 0 ? -1 : base + k;
}

static bool net_add_arc(net_impl *ni, int32_t t, int32_t place, int32_t w)
{
    if (place < 0 || w == 0)
        return true;
    ptrans *tr = &ni->pub.trans[t];
    parc *a = realloc(tr->arcs, (size_t)(tr->narcs + 1) * sizeof *a);
    if (!a)
        return false;
    tr->arcs = a;
    a[tr->narcs].place = place;
    a[tr->narcs].weight = w;
    tr->narcs++;
    ni->pub.narcs++;
    return true;
}

typedef struct {
    trans_kind kind;
    int32_t s, f, from, tf, to;
    int32_t in, out;        /* control input/output places (-1 none) */
    int32_t res, resw;      /* resource place and weight (0: none) */
    const char *what;       /* label text after "slot: " */
    mloc loc;
    bool dup_ok;            /* add even if the key exists (trylock pair) */
} net_tspec;

static bool net_set_label(const model *m, const pnet *n, ptrans *tr,
                          const char *what)
{
    char buf[768];
    const char *sn = n->slot_names[tr->slot];
    if (tr->loc.file >= 0)
        snprintf(buf, sizeof buf, "%s: %s @%s:%d", sn, what,
                 model_file(m, tr->loc), (int)tr->loc.line);
    else
        snprintf(buf, sizeof buf, "%s: %s", sn, what);
    tr->label = net_strdup(buf);
    return tr->label != NULL;
}

/* Adds a transition; returns its id, -2 if the key exists, -1 on OOM. */
static int32_t net_add_trans(net_bld *b, const net_tspec *sp)
{
    net_impl *ni = b->ni;
    pnet *n = &ni->pub;
    if (!sp->dup_ok &&
        net_hash_find(ni, sp->s, sp->f, sp->from, sp->tf, sp->to) >= 0)
        return -2;
    if (!net_hash_reserve(ni))
        return -1;
    ptrans *nt = net_grow(n->trans, &ni->tcap, n->ntrans + 1, sizeof(ptrans));
    if (!nt)
        return -1;
    n->trans = nt;
    int32_t t = n->ntrans++;
    ptrans *tr = &n->trans[t];
    memset(tr, 0, sizeof *tr);
    tr->kind = sp->kind;
    tr->slot = sp->s;
    tr->func = sp->f;
    tr->from_point = sp->from;
    tr->to_func = sp->tf;
    tr->to_point = sp->to;
    tr->loc = sp->loc;
    net_hash_put(ni, t);
    if (!net_set_label(b->m, n, tr, sp->what) ||
        !net_add_arc(ni, t, sp->in, -1) ||
        !net_add_arc(ni, t, sp->res, sp->resw < 0 ? sp->resw : 0) ||
        !net_add_arc(ni, t, sp->out, 1) ||
        !net_add_arc(ni, t, sp->res, sp->resw > 0 ? sp->resw : 0))
        return -1;
    return t;
}

/* Name of the global at pointer operand o ("" if not a global). */
static const char *net_opnd_name(const model *m, const minstr *mi, int i)
{
    if (i >= mi->nops || mi->ops[i].kind != OPND_IMM)
        return "";
    uint32_t obj = model_ptr_obj(m, mi->ops[i].imm);
    if (obj == 0 || obj >= (uint32_t)m->nglobals || !m->globals[obj].name)
        return "";
    return m->globals[obj].name;
}

/* Short description of what leaving point mi does. */
static void net_describe(const model *m, const minstr *mi, char *buf,
                         size_t sz)
{
    switch (mi->kind) {
    case MI_LOAD: case MI_RMW: case MI_CMPXCHG:
        snprintf(buf, sz, "%s %s", mi->kind == MI_LOAD ? "load" :
                 mi->kind == MI_RMW ? "rmw" : "cmpxchg",
                 net_opnd_name(m, mi, 0));
        break;
    case MI_STORE:
        snprintf(buf, sz, "store %s", net_opnd_name(m, mi, 1));
        break;
    case MI_PRIM:
        snprintf(buf, sz, "%s %s", prim_name((prim_kind)mi->op),
                 mi->op == PR_THREAD_CREATE ? net_opnd_name(m, mi, 3)
                                            : net_opnd_name(m, mi, 1));
        break;
    case MI_CALL:
        snprintf(buf, sz, "call %s", mi->callee >= 0 && mi->callee < m->nfuncs
                 ? m->funcs[mi->callee].name : "*");
        break;
    case MI_RET:
        snprintf(buf, sz, "return");
        break;
    case MI_BR: case MI_JMP: case MI_SWITCH:
        snprintf(buf, sz, "branch");
        break;
    default:
        snprintf(buf, sz, "step");
        break;
    }
    size_t l = strlen(buf); /* drop the blank of an empty operand name */
    if (l && buf[l - 1] == ' ')
        buf[l - 1] = '\0';
}

/* The mutex place of a lock/trylock/unlock instruction, -1 if none. */
static int32_t net_mutex_of(const model *m, const pnet *n, const minstr *mi)
{
    if (mi->kind != MI_PRIM || (mi->op != PR_MUTEX_LOCK &&
        mi->op != PR_MUTEX_TRYLOCK && mi->op != PR_MUTEX_UNLOCK) ||
        mi->nops < 2 || mi->ops[1].kind != OPND_IMM)
        return -1;
    return net_mutex_place(n, model_ptr_obj(m, mi->ops[1].imm),
                           model_ptr_off(m, mi->ops[1].imm));
}

/* Local hops from point p of f in slot s to each of b->nxt. */
static bool net_trans_local(net_bld *b, int32_t s, int32_t f, int32_t p)
{
    const model *m = b->m;
    const minstr *mi = &m->funcs[f].code[p];
    char what[256];
    net_describe(m, mi, what, sizeof what);
    net_tspec sp = {.kind = TR_LOCAL, .s = s, .f = f, .from = p, .tf = f,
                    .in = net_ctl(b->ni, s, f, p), .what = what,
                    .loc = mi->loc};
    sp.res = net_mutex_of(m, &b->ni->pub, mi);
    sp.resw = sp.res < 0 ? 0 : mi->op == PR_MUTEX_UNLOCK ? 1 : -1;
    for (int32_t i = 0; i < b->nnxt; i++) {
        sp.to = b->nxt[i];
        sp.out = net_ctl(b->ni, s, f, sp.to);
        sp.dup_ok = false;
        if (mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK)
            snprintf(what, sizeof what, "trylock %s (ok)",
                     net_opnd_name(m, mi, 1));
        int32_t t = net_add_trans(b, &sp);
        if (t == -1)
            return false;
        if (t < 0 || mi->kind != MI_PRIM || mi->op != PR_MUTEX_TRYLOCK)
            continue;
        net_tspec busy = sp; /* trylock that fails: same hop, no mutex */
        busy.res = -1;
        busy.resw = 0;
        busy.dup_ok = true;
        snprintf(what, sizeof what, "trylock %s (busy)",
                 net_opnd_name(m, mi, 1));
        if (net_add_trans(b, &busy) == -1)
            return false;
    }
    return true;
}

static bool net_is_slot_entry(const net_bld *b, int32_t s, int32_t f)
{
    int32_t e = b->ni->pub.slot_entry[s];
    return e >= 0 ? e == f : b->taken[f];
}

/* TR_END: point p of f ends slot s (return of an entry, pthread_exit). */
static bool net_trans_end(net_bld *b, int32_t s, int32_t f, int32_t p)
{
    const minstr *mi = &b->m->funcs[f].code[p];
    net_tspec sp = {.kind = TR_END, .s = s, .f = f, .from = p, .tf = -1,
                    .to = -1, .in = net_ctl(b->ni, s, f, p),
                    .out = b->ni->exit_place[s], .res = -1,
                    .what = "end", .loc = mi->loc};
    return net_add_trans(b, &sp) != -1;
}

/* Returns from every MI_RET of h to each next point (b->nxt) of the
 * call site in f. */
static bool net_trans_returns(net_bld *b, int32_t s, int32_t h, int32_t f)
{
    const mfunc *hf = &b->m->funcs[h];
    char what[256];
    snprintf(what, sizeof what, "return to %s", b->m->funcs[f].name);
    for (int32_t r = 0; r < hf->ncode; r++) {
        if (hf->code[r].kind != MI_RET)
            continue;
        net_tspec sp = {.kind = TR_RETURN, .s = s, .f = h, .from = r,
                        .tf = f, .in = net_ctl(b->ni, s, h, r), .res = -1,
                        .what = what, .loc = hf->code[r].loc};
        for (int32_t i = 0; i < b->nnxt; i++) {
            sp.to = b->nxt[i];
            sp.out = net_ctl(b->ni, s, f, sp.to);
            if (net_add_trans(b, &sp) == -1)
                return false;
        }
    }
    return true;
}

/* TR_CALL from call point c of f to each possible callee, and the
 * matching TR_RETURNs. */
static bool net_trans_call(net_bld *b, int32_t s, int32_t f, int32_t c)
{
    const model *m = b->m;
    const minstr *mi = &m->funcs[f].code[c];
    int32_t one = mi->callee;
    const int32_t *callees = one >= 0 ? &one : b->taken_list;
    int32_t ncallees = one >= 0 ? 1 : b->ntaken;
    char what[256];
    net_describe(m, mi, what, sizeof what);
    net_next_points(b, &m->funcs[f], c);
    for (int32_t i = 0; i < ncallees; i++) {
        int32_t h = callees[i];
        if (h < 0 || h >= m->nfuncs)
            continue;
        int32_t e = net_fn_entry(&m->funcs[h]);
        if (e < 0)
            continue;
        net_tspec sp = {.kind = TR_CALL, .s = s, .f = f, .from = c, .tf = h,
                        .to = e, .in = net_ctl(b->ni, s, f, c),
                        .out = net_ctl(b->ni, s, h, e), .res = -1,
                        .what = what, .loc = mi->loc};
        if (net_add_trans(b, &sp) == -1 || !net_trans_returns(b, s, h, f))
            return false;
    }
    return true;
}

static bool net_trans_point(net_bld *b, int32_t s, int32_t f, int32_t p)
{
    const minstr *mi = &b->m->funcs[f].code[p];
    if (mi->kind == MI_CALL)
        return net_trans_call(b, s, f, p);
    if (mi->kind == MI_RET)
        return !net_is_slot_entry(b, s, f) || net_trans_end(b, s, f, p);
    if (mi->kind == MI_PRIM && mi->op == PR_THREAD_EXIT &&
        !net_trans_end(b, s, f, p))
        return false;
    net_next_points(b, &b->m->funcs[f], p);
    return net_trans_local(b, s, f, p);
}

/* TR_START of slot s >= 1: one per possible entry function. */
static bool net_trans_start(net_bld *b, int32_t s)
{
    net_impl *ni = b->ni;
    int32_t e = ni->pub.slot_entry[s];
    const int32_t *ents = e >= 0 ? &e : b->taken_list;
    int32_t nents = e >= 0 ? 1 : b->ntaken;
    for (int32_t i = 0; i < nents; i++) {
        const mfunc *fn = &b->m->funcs[ents[i]];
        int32_t ep = net_fn_entry(fn);
        if (ep < 0)
            continue;
        char what[256];
        snprintf(what, sizeof what, "start %s", fn->name);
        net_tspec sp = {.kind = TR_START, .s = s, .f = -1, .from = -1,
                        .tf = ents[i], .to = ep, .in = ni->start_place[s],
                        .out = net_ctl(ni, s, ents[i], ep), .res = -1,
                        .what = what, .loc = fn->loc};
        int32_t t = net_add_trans(b, &sp);
        if (t == -1)
            return false;
        if (t >= 0 && ni->start_trans[s] < 0)
            ni->start_trans[s] = t;
    }
    return true;
}

static bool net_build_trans(net_bld *b)
{
    net_impl *ni = b->ni;
    for (int32_t s = 0; s < ni->pub.nslots; s++) {
        if (s > 0 && !net_trans_start(b, s))
            return false;
        for (int32_t f = 0; f < ni->nfuncs; f++) {
            if (ni->copy_base[(size_t)s * (size_t)ni->nfuncs + (size_t)f] < 0)
                continue;
            for (int32_t p = 0; p < ni->fncode[f]; p++)
                if (ni->pt_idx[f][p] >= 0 && !net_trans_point(b, s, f, p))
                    return false;
        }
    }
    return true;
}

/* ------------------------------------------------------------- places */

static bool net_index_points(net_bld *b)
{
    const model *m = b->m;
    net_impl *ni = b->ni;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        ni->fncode[f] = fn->ncode;
        ni->pt_idx[f] = malloc((size_t)(fn->ncode ? fn->ncode : 1) *
                               sizeof(int32_t));
        if (!ni->pt_idx[f])
            return false;
        int32_t k = 0;
        for (int32_t ip = 0; ip < fn->ncode; ip++)
            ni->pt_idx[f][ip] = net_is_point(fn, ip) ? k++ : -1;
    }
    return true;
}

/* Marks (in copy_base, as 0) the functions reachable in slot s. */
static void net_reach(net_bld *b, int32_t s, int32_t *work)
{
    const model *m = b->m;
    int32_t *cb = b->ni->copy_base + (size_t)s * (size_t)m->nfuncs;
    int32_t e = b->ni->pub.slot_entry[s], nw = 0;
    for (int32_t i = 0; i < (e >= 0 ? 1 : b->ntaken); i++) {
        int32_t r = e >= 0 ? e : b->taken_list[i];
        if (cb[r] < 0) {
            cb[r] = 0;
            work[nw++] = r;
        }
    }
    while (nw > 0) {
        const mfunc *fn = &m->funcs[work[--nw]];
        for (int32_t ip = 0; ip < fn->ncode; ip++) {
            const minstr *mi = &fn->code[ip];
            if (mi->kind != MI_CALL)
                continue;
            int32_t nc = mi->callee >= 0 ? 1 : b->ntaken;
            for (int32_t i = 0; i < nc; i++) {
                int32_t h = mi->callee >= 0 ? mi->callee : b->taken_list[i];
                if (h >= 0 && h < m->nfuncs && cb[h] < 0) {
                    cb[h] = 0;
                    work[nw++] = h;
                }
            }
        }
    }
}

/* Control places of slot s, framed by its start and exit places. */
static bool net_slot_places(net_bld *b, int32_t s)
{
    const model *m = b->m;
    net_impl *ni = b->ni;
    const char *sn = ni->pub.slot_names[s];
    char buf[768];
    if (s > 0) {
        snprintf(buf, sizeof buf, "%s start", sn);
        if ((ni->start_place[s] = net_add_place(ni, PL_START, s, 1, buf)) < 0)
            return false;
    }
    int32_t *cb = ni->copy_base + (size_t)s * (size_t)m->nfuncs;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        if (cb[f] < 0)
            continue;
        const mfunc *fn = &m->funcs[f];
        int32_t entry = net_fn_entry(fn);
        cb[f] = ni->pub.nplaces;
        for (int32_t ip = 0; ip < fn->ncode; ip++) {
            if (ni->pt_idx[f][ip] < 0)
                continue;
            const minstr *mi = &fn->code[ip];
            snprintf(buf, sizeof buf, "%s | %s:%d @%s:%d", sn, fn->name,
                     (int)ip, model_file(m, mi->loc), (int)mi->loc.line);
            int init = s == 0 && f == m->main_fn && ip == entry;
            int32_t p = net_add_place(ni, PL_CONTROL, s, init, buf);
            if (p < 0)
                return false;
            ni->pub.places[p].func = f;
            ni->pub.places[p].point = ip;
        }
    }
    snprintf(buf, sizeof buf, "%s exit", sn);
    return (ni->exit_place[s] = net_add_place(ni, PL_EXIT, s, 0, buf)) >= 0;
}

static bool net_add_mutex(net_bld *b, uint64_t ptr)
{
    const model *m = b->m;
    net_impl *ni = b->ni;
    uint32_t obj = model_ptr_obj(m, ptr);
    uint64_t off = model_ptr_off(m, ptr);
    if (net_mutex_place(&ni->pub, obj, off) >= 0)
        return true;
    char buf[512];
    const char *gn = obj < (uint32_t)m->nglobals && m->globals[obj].name
                     ? m->globals[obj].name : "?";
    if (off)
        snprintf(buf, sizeof buf, "mutex %s+%llu", gn, (unsigned long long)off);
    else
        snprintf(buf, sizeof buf, "mutex %s", gn);
    int32_t *mp = net_grow(ni->mutex_pl, &ni->mutex_cap, ni->nmutex + 1,
                           sizeof(int32_t));
    if (!mp)
        return false;
    ni->mutex_pl = mp;
    int32_t p = net_add_place(ni, PL_MUTEX, -1, 1, buf);
    if (p < 0)
        return false;
    ni->pub.places[p].obj = obj;
    ni->pub.places[p].off = off;
    ni->mutex_pl[ni->nmutex++] = p;
    return true;
}

/* Mutex places: every global mutex operand of lock/trylock/unlock. */
static bool net_mutex_places(net_bld *b)
{
    const model *m = b->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (mi->kind == MI_PRIM && (mi->op == PR_MUTEX_LOCK ||
                mi->op == PR_MUTEX_TRYLOCK || mi->op == PR_MUTEX_UNLOCK) &&
                mi->nops >= 2 && mi->ops[1].kind == OPND_IMM &&
                !net_add_mutex(b, mi->ops[1].imm))
                return false;
        }
    return true;
}

static bool net_build_places(net_bld *b)
{
    net_impl *ni = b->ni;
    size_t ncb = (size_t)ni->pub.nslots * (size_t)ni->nfuncs;
    int32_t *work = malloc((size_t)(ni->nfuncs ? ni->nfuncs : 1) *
                           sizeof *work);
    if (!work)
        return false;
    for (size_t i = 0; i < ncb; i++)
        ni->copy_base[i] = -1;
    bool ok = true;
    for (int32_t s = 0; ok && s < ni->pub.nslots; s++) {
        net_reach(b, s, work);
        ok = net_slot_places(b, s);
    }
    free(work);
    return ok && net_mutex_places(b);
}

/* -------------------------------------------------------------- slots */

static int32_t net_count_sites(const model *m)
{
    int32_t n = 0;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++)
            if (m->funcs[f].code[ip].kind == MI_PRIM &&
                m->funcs[f].code[ip].op == PR_THREAD_CREATE)
                n++;
    return n;
}

static bool net_slot_name(pnet *n, const model *m, int32_t s)
{
    char buf[512];
    int32_t e = n->slot_entry[s];
    snprintf(buf, sizeof buf, "T%d %s", (int)s,
             e >= 0 ? m->funcs[e].name : "?");
    return (n->slot_names[s] = net_strdup(buf)) != NULL;
}

static bool net_fill_slots(net_bld *b)
{
    const model *m = b->m;
    pnet *n = &b->ni->pub;
    int32_t s = 1;
    n->slot_entry[0] = m->main_fn;
    n->slot_site_func[0] = n->slot_site_ip[0] = -1;
    n->slot_index[0] = 0;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (mi->kind != MI_PRIM || mi->op != PR_THREAD_CREATE)
                continue;
            int32_t e = mi->nops > 3 && mi->ops[3].kind == OPND_IMM
                        ? net_fn_of_ptr(m, mi->ops[3].imm) : -1;
            for (int32_t k = 0; k < b->max_threads; k++, s++) {
                n->slot_entry[s] = e;
                n->slot_site_func[s] = f;
                n->slot_site_ip[s] = ip;
                n->slot_index[s] = k;
            }
        }
    for (s = 0; s < n->nslots; s++)
        if (!net_slot_name(n, m, s))
            return false;
    return true;
}

/* --------------------------------------------------------------- build */

static bool net_alloc(net_bld *b, int32_t nslots)
{
    const model *m = b->m;
    net_impl *ni = b->ni;
    pnet *n = &ni->pub;
    size_t nf = (size_t)(m->nfuncs ? m->nfuncs : 1), ns = (size_t)nslots;
    n->nslots = nslots;
    ni->nfuncs = m->nfuncs;
    n->slot_entry = calloc(ns, sizeof(int32_t));
    n->slot_site_func = calloc(ns, sizeof(int32_t));
    n->slot_site_ip = calloc(ns, sizeof(int32_t));
    n->slot_index = calloc(ns, sizeof(int32_t));
    n->slot_names = calloc(ns, sizeof(char *));
    ni->fncode = calloc(nf, sizeof(int32_t));
    ni->pt_idx = calloc(nf, sizeof(int32_t *));
    ni->copy_base = calloc(nf * ns, sizeof(int32_t));
    ni->start_place = calloc(ns, sizeof(int32_t));
    ni->exit_place = calloc(ns, sizeof(int32_t));
    ni->start_trans = calloc(ns, sizeof(int32_t));
    b->taken = calloc(nf, sizeof(bool));
    b->taken_list = calloc(nf, sizeof(int32_t));
    int32_t maxcode = 1;
    for (int32_t f = 0; f < m->nfuncs; f++)
        if (m->funcs[f].ncode > maxcode)
            maxcode = m->funcs[f].ncode;
    b->nxt = calloc((size_t)maxcode, sizeof(int32_t));
    if (!n->slot_entry || !n->slot_site_func || !n->slot_site_ip ||
        !n->slot_index || !n->slot_names || !ni->fncode || !ni->pt_idx ||
        !ni->copy_base || !ni->start_place || !ni->exit_place ||
        !ni->start_trans || !b->taken || !b->taken_list || !b->nxt)
        return false;
    for (int32_t s = 0; s < nslots; s++)
        ni->start_place[s] = ni->start_trans[s] = -1;
    return true;
}

static bool net_check_args(const model *m, int max_threads, int64_t nslots,
                           merr *e)
{
    const char *why = NULL;
    if (!m || m->main_fn < 0 || m->main_fn >= m->nfuncs)
        why = "no main function";
    else if (max_threads < 0)
        why = "negative thread bound";
    else if (nslots > NET_MAX_SLOTS)
        why = "too many thread slots (create sites x thread bound)";
    if (why && e)
        merr_set(e, 2, "cannot build the Petri net: %s", why);
    return why == NULL;
}

pnet *net_build(const model *m, int max_threads, merr *e)
{
    int64_t nsites = m ? net_count_sites(m) : 0;
    int64_t nslots = 1 + nsites * (max_threads > 0 ? max_threads : 0);
    if (!net_check_args(m, max_threads, nslots, e))
        return NULL;
    net_bld b = {.m = m, .max_threads = max_threads};
    b.ni = calloc(1, sizeof *b.ni);
    bool ok = b.ni && net_alloc(&b, (int32_t)nslots);
    if (ok) {
        net_scan_taken(&b);
        ok = net_fill_slots(&b) && net_index_points(&b) &&
             net_build_places(&b) && net_build_trans(&b);
    }
    free(b.taken);
    free(b.taken_list);
    free(b.nxt);
    if (!ok) {
        if (e)
            merr_set(e, 2, "out of memory");
        net_free(b.ni ? &b.ni->pub : NULL);
        return NULL;
    }
    return &b.ni->pub;
}

void net_free(pnet *n)
{
    if (!n)
        return;
    net_impl *ni = (net_impl *)n;
    for (int32_t i = 0; i < n->nplaces; i++)
        free(n->places[i].name);
    for (int32_t i = 0; i < n->ntrans; i++) {
        free(n->trans[i].label);
        free(n->trans[i].arcs);
    }
    for (int32_t s = 0; n->slot_names && s < n->nslots; s++)
        free(n->slot_names[s]);
    if (ni->pt_idx)
        for (int32_t f = 0; f < ni->nfuncs; f++)
            free(ni->pt_idx[f]);
    free(n->places);
    free(n->trans);
    free(n->slot_entry);
    free(n->slot_site_func);
    free(n->slot_site_ip);
    free(n->slot_index);
    free(n->slot_names);
    free(ni->fncode);
    free(ni->pt_idx);
    free(ni->copy_base);
    free(ni->start_place);
    free(ni->exit_place);
    free(ni->start_trans);
    free(ni->mutex_pl);
    free(ni->htab);
    free(ni);
}

/* ------------------------------------------------------------- lookups */

int32_t net_slot_of(const pnet *n, int32_t func, int32_t ip, int32_t k)
{
    /* the slots of one site are consecutive, k = 0 first */
    for (int32_t s = 1; s < n->nslots; s++)
        if (n->slot_site_func[s] == func && n->slot_site_ip[s] == ip) {
            int32_t r = s + k;
            return k >= 0 && r < n->nslots && n->slot_site_func[r] == func &&
                   n->slot_site_ip[r] == ip ? r : -1;
        }
    return -1;
}

int32_t net_find_trans(const pnet *n, int32_t s, int32_t f, int32_t from,
                       int32_t to_f, int32_t to)
{
    return n ? net_hash_find((const net_impl *)n, s, f, from, to_f, to) : -1;
}

int32_t net_start_trans(const pnet *n, int32_t slot)
{
    if (!n || slot < 0 || slot >= n->nslots)
        return -1;
    return ((const net_impl *)n)->start_trans[slot];
}

int32_t net_mutex_place(const pnet *n, uint32_t obj, uint64_t off)
{
    const net_impl *ni = (const net_impl *)n;
    for (int32_t i = 0; n && i < ni->nmutex; i++) {
        const pplace *p = &n->places[ni->mutex_pl[i]];
        if (p->obj == obj && p->off == off)
            return ni->mutex_pl[i];
    }
    return -1;
}

/* ------------------------------------------------------------- marking */

bool net_marking_init(const pnet *n, pmarking *mk)
{
    mk->n = 0;
    mk->tokens = calloc((size_t)(n->nplaces ? n->nplaces : 1),
                        sizeof(int32_t));
    if (!mk->tokens)
        return false;
    mk->n = n->nplaces;
    for (int32_t p = 0; p < n->nplaces; p++)
        mk->tokens[p] = n->places[p].initial;
    return true;
}

void net_marking_free(pmarking *mk)
{
    if (!mk)
        return;
    free(mk->tokens);
    mk->tokens = NULL;
    mk->n = 0;
}

bool net_enabled(const pnet *n, const pmarking *mk, int32_t t)
{
    if (!n || !mk || t < 0 || t >= n->ntrans || mk->n != n->nplaces)
        return false;
    const ptrans *tr = &n->trans[t];
    for (int32_t i = 0; i < tr->narcs; i++)
        if (tr->arcs[i].weight < 0 &&
            mk->tokens[tr->arcs[i].place] < -tr->arcs[i].weight)
            return false;
    return true;
}

bool net_fire(const pnet *n, pmarking *mk, int32_t t)
{
    if (!net_enabled(n, mk, t))
        return false;
    const ptrans *tr = &n->trans[t];
    for (int32_t i = 0; i < tr->narcs; i++) /* inputs first: self-loops */
        if (tr->arcs[i].weight < 0)
            mk->tokens[tr->arcs[i].place] += tr->arcs[i].weight;
    for (int32_t i = 0; i < tr->narcs; i++) {
        const parc *a = &tr->arcs[i];
        if (a->weight <= 0)
            continue;
        mk->tokens[a->place] += a->weight;
        /* control places are 1-safe by construction */
        assert(n->places[a->place].kind != PL_CONTROL ||
               mk->tokens[a->place] <= 1);
    }
    return true;
}
