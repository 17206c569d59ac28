/* model/net.c — the Program Petri Net (PPN) derived from the model.
 *
 * Thread slots: slot 0 is main; every PR_THREAD_CREATE site (in any
 * function) gets max_threads slots, the k-th thread created there runs in
 * slot net_slot_of(func, ip, k).  A site that runs at most once (in main,
 * which nothing calls, on no cycle of main's blocks: as after
 * model/unroll.c's copies of a counted loop) gets one slot.  Each slot holds one copy of every
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
 * Slot reuse: the engine gives the id of a joined thread to the next
 * thread created at the same site (a create/join loop stays finite).  The
 * slot's TR_REUSE moves the exit token back to the start place, and the
 * engine fires it before the slot's start, as it fires the start itself.
 *
 * Points-to (pointsto.c) resolves the start routines of each create site
 * (the functions in pts(ops[3]); all address-taken functions if none is
 * known) and the callees of indirect calls the same way.
 *
 * Mutexes: an exact PL_MUTEX place (obj, off), one token, with consuming
 * lock/trylock arcs and producing unlock arcs, for a global mutex location
 * that is the only points-to target of every lock/trylock/unlock that may
 * take it, that is never reached with "any offset", is not thread-local,
 * and that no primitive other than those (and harmless ones: init,
 * memset, create, ...) may get: a condition-variable wait could release it without
 * an arc.  It must also be a normal mutex (no init with a possible
 * recursive or error-checking type, no typed static initialiser): its
 * owner re-locks those without a token.  So the arcs of a lock are exact for every run, and the replay
 * of any real run fires them.  Every other lock target (heap or stack
 * site, collapsed array element, a lock with several possible mutexes) is
 * a summary: one PL_MUTEX place per abstract object with off = UINT64_MAX
 * (obj = the global, 0 for a site) and no arcs (the transition label names
 * it with a "~"): the net stays an over-approximation.  A trylock hop is
 * two transitions with the same key: net_find_trans returns the one that
 * takes the mutex, the failing one (no mutex arc) is the next id, t + 1.
 *
 * Lookup keys of net_find_trans (s, f, from, to_f, to):
 *   TR_LOCAL  (s, f, p, f, q)        TR_CALL   (s, f, call, g, entry of g)
 *   TR_RETURN (s, g, ret, f, q)      TR_START  (s, -1, -1, g, entry of g)
 *   TR_END    (s, f, ret or pthread_exit point, -1, -1)
 *   TR_REUSE  (s, -1, -1, -1, -1)
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
    int32_t *mutex_pl;      /* exact mutex place indices */
    int32_t nsumm, summ_cap;
    int64_t *summ_key;      /* [i]: abstract object of summary place i */
    int32_t *summ_pl;       /* [i]: summary mutex place */
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
    pta *pt;                /* points-to solution of the model */
    int32_t **ents, *nents; /* [s]: possible entry functions of slot s */
    int32_t *fnbuf;         /* scratch: functions (capacity nfuncs) */
    bool *main_cyclic;      /* main runs once: its blocks on a cycle;
                               NULL: main may run again */
    pta_loc *lbuf;          /* scratch: points-to targets */
    int32_t lcap;
} net_bld;

/* ------------------------------------------------------------ points */

/* Block containing ip (blocks are laid out in order), -1 if none. */
int32_t net_block_of(const mfunc *f, int32_t ip)
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

int32_t net_block_entry(const mfunc *f, int32_t b)
{
    if (b < 0 || b >= f->nblocks || f->blocks[b].nphis >= f->blocks[b].n)
        return -1;
    return f->blocks[b].first + f->blocks[b].nphis;
}

void net_reach_blocks(const mfunc *f, int32_t from, int32_t avoid,
                      bool *seen, int32_t *stack)
{
    int32_t sp = 0;
    stack[sp++] = from;
    while (sp > 0) {
        const mblock *bl = &f->blocks[stack[--sp]];
        if (bl->n <= 0)
            continue;
        const minstr *mi = &f->code[bl->first + bl->n - 1];
        for (int32_t i = 0; i < mi->ntargets; i++) {
            int32_t s = mi->targets[i];
            if (s < 0 || s >= f->nblocks || seen[s] || s == avoid)
                continue;
            seen[s] = true;
            stack[sp++] = s;
        }
    }
}

bool *net_blocks_on_cycle(const mfunc *f)
{
    size_t nb = (size_t)(f->nblocks ? f->nblocks : 1);
    bool *cyc = calloc(nb, sizeof(bool)), *seen = calloc(nb, sizeof(bool));
    int32_t *stack = calloc(nb, sizeof(int32_t));
    for (int32_t x = 0; cyc && seen && stack && x < f->nblocks; x++) {
        memset(seen, 0, nb * sizeof(bool));
        net_reach_blocks(f, x, -1, seen, stack);
        cyc[x] = seen[x];
    }
    if (!seen || !stack) {
        free(cyc);
        cyc = NULL;
    }
    free(seen);
    free(stack);
    return cyc;
}

bool net_called_directly(const model *m, int32_t fn)
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++)
            if (m->funcs[f].code[ip].kind == MI_CALL &&
                m->funcs[f].code[ip].callee == fn)
                return true;
    return false;
}

bool net_instr_is_point(const minstr *mi)
{
    switch (mi->kind) {
    case MI_LOAD: case MI_STORE: case MI_RMW: case MI_CMPXCHG:
    case MI_CALL: case MI_RET: case MI_UNSUPPORTED:
        return true;
    case MI_PRIM:
        if (mi->op == PR_STACKRESTORE) /* ends only private objects? */
            return mi->escapes;
        return mi->op != PR_NOP && mi->op != PR_MALLOC &&
               mi->op != PR_CALLOC && mi->op != PR_THREAD_SELF &&
               mi->op != PR_STACKSAVE && mi->op != PR_HEAP_SIZE &&
               mi->op != PR_TLS_ADDR;
    default:
        return false;
    }
}

bool net_is_point(const mfunc *f, int32_t ip)
{
    if (!f || ip < 0 || ip >= f->ncode)
        return false;
    if (net_instr_is_point(&f->code[ip]))
        return true;
    int32_t b = net_block_of(f, ip);
    return b >= 0 && net_block_entry(f, b) == ip;
}

bool net_is_term(const minstr *mi)
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

int32_t net_points_after(const mfunc *f, int32_t p, int32_t *out)
{
    net_bld b = {.nxt = out};
    net_next_points(&b, f, p);
    return b.nnxt;
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

/* Possible callees of call mi in f: the direct callee, else the
 * functions in pts(ops[0]) (into b->fnbuf), else (nothing known) every
 * address-taken function. */
/* pthread_once/call_once: the engine calls the init function (operand 2)
 * from the once point and returns to that same point. */
static bool net_is_once(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->op == PR_ONCE && mi->nops > 2;
}

static int32_t net_callees(net_bld *b, int32_t f, const minstr *mi,
                           const int32_t **list)
{
    if (mi->kind == MI_CALL && mi->callee >= 0) {
        *list = &mi->callee;
        return 1;
    }
    const mopnd *fp = net_is_once(mi) ? &mi->ops[2] : &mi->ops[0];
    int32_t n = mi->nops > 0 ? pta_funcs(b->pt, f, fp, b->fnbuf,
                                         b->m->nfuncs) : 0;
    *list = n > 0 ? b->fnbuf : b->taken_list;
    return n > 0 ? n : b->ntaken;
}

/* Points-to targets of operand o of f into b->lbuf; their number, -1 on
 * OOM. */
static int32_t net_targets(net_bld *b, int32_t f, const mopnd *o)
{
    int32_t n = pta_targets(b->pt, f, o, b->lbuf, b->lcap);
    if (n <= b->lcap)
        return n;
    pta_loc *l = realloc(b->lbuf, (size_t)n * sizeof *l);
    if (!l)
        return -1;
    b->lbuf = l;
    b->lcap = n;
    return pta_targets(b->pt, f, o, b->lbuf, b->lcap);
}

static bool net_is_lockop(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->nops >= 2 &&
           (mi->op == PR_MUTEX_LOCK || mi->op == PR_MUTEX_TRYLOCK ||
            mi->op == PR_MUTEX_UNLOCK);
}

/* One concrete mutex: a non-thread-local global at a known offset. */
static bool net_exact_mutex(const model *m, const pta_loc *l)
{
    return pta_single_global(m, l, 1) && !m->globals[l->obj].thread_local;
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

/* The exact mutex place of a lock/trylock/unlock instruction mi of f,
 * -1 if none (no known target, several, or a summary object). */
static int32_t net_mutex_of(net_bld *b, int32_t f, const minstr *mi)
{
    if (!net_is_lockop(mi) || net_targets(b, f, &mi->ops[1]) != 1 ||
        !net_exact_mutex(b->m, &b->lbuf[0]))
        return -1;
    return net_mutex_place(&b->ni->pub, b->lbuf[0].obj,
                           (uint64_t)b->lbuf[0].off);
}

/* Trace name of the mutex of lock op mi: "m" (exact place), "~a|b"
 * (summary, or several possible objects: no arcs), "" (unknown). */
static void net_lock_name(net_bld *b, int32_t f, const minstr *mi,
                          char *buf, size_t sz)
{
    bool exact = net_mutex_of(b, f, mi) >= 0;
    int32_t n = net_targets(b, f, &mi->ops[1]);
    size_t len = 0;
    buf[0] = '\0';
    for (int32_t i = 0; i < n && i < 3 && len + 1 < sz; i++) {
        char nm[256];
        pta_loc_name(b->m, &b->lbuf[i], nm, sizeof nm);
        int w = snprintf(buf + len, sz - len, "%s%s%s",
                         i ? "|" : exact ? "" : "~", nm,
                         i == 2 && n > 3 ? "|..." : "");
        if (w < 0 || (size_t)w >= sz - len)
            break;
        len += (size_t)w;
    }
}

/* Local hops from point p of f in slot s to each of b->nxt. */
static bool net_trans_local(net_bld *b, int32_t s, int32_t f, int32_t p)
{
    const model *m = b->m;
    const minstr *mi = &m->funcs[f].code[p];
    char what[256], mx[200] = "";
    net_describe(m, mi, what, sizeof what);
    if (net_is_lockop(mi)) {
        net_lock_name(b, f, mi, mx, sizeof mx);
        snprintf(what, sizeof what, "%s %s", prim_name((prim_kind)mi->op),
                 mx);
    }
    net_tspec sp = {.kind = TR_LOCAL, .s = s, .f = f, .from = p, .tf = f,
                    .in = net_ctl(b->ni, s, f, p), .what = what,
                    .loc = mi->loc};
    sp.res = net_mutex_of(b, f, mi);
    sp.resw = sp.res < 0 ? 0 : mi->op == PR_MUTEX_UNLOCK ? 1 : -1;
    for (int32_t i = 0; i < b->nnxt; i++) {
        sp.to = b->nxt[i];
        sp.out = net_ctl(b->ni, s, f, sp.to);
        sp.dup_ok = false;
        if (mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK)
            snprintf(what, sizeof what, "trylock %s (ok)", mx);
        int32_t t = net_add_trans(b, &sp);
        if (t == -1)
            return false;
        if (t < 0 || mi->kind != MI_PRIM || mi->op != PR_MUTEX_TRYLOCK)
            continue;
        net_tspec busy = sp; /* trylock that fails: same hop, no mutex */
        busy.res = -1;
        busy.resw = 0;
        busy.dup_ok = true;
        snprintf(what, sizeof what, "trylock %s (busy)", mx);
        if (net_add_trans(b, &busy) == -1)
            return false;
    }
    return true;
}

static bool net_is_slot_entry(const net_bld *b, int32_t s, int32_t f)
{
    for (int32_t i = 0; i < b->nents[s]; i++)
        if (b->ents[s][i] == f)
            return true;
    return false;
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
 * matching TR_RETURNs: to the points after the call, or for a once
 * primitive back to the once point itself. */
static bool net_trans_call(net_bld *b, int32_t s, int32_t f, int32_t c)
{
    const model *m = b->m;
    const minstr *mi = &m->funcs[f].code[c];
    const int32_t *callees;
    int32_t ncallees = net_callees(b, f, mi, &callees);
    char what[256];
    net_describe(m, mi, what, sizeof what);
    if (net_is_once(mi)) {
        b->nnxt = 1;
        b->nxt[0] = c;
    } else {
        net_next_points(b, &m->funcs[f], c);
    }
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
    if (net_is_once(mi) && !net_trans_call(b, s, f, p))
        return false;
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
    const int32_t *ents = b->ents[s];
    for (int32_t i = 0; i < b->nents[s]; i++) {
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

/* TR_REUSE of slot s >= 1: its exit token back to its start place. */
static bool net_trans_reuse(net_bld *b, int32_t s)
{
    net_impl *ni = b->ni;
    net_tspec sp = {.kind = TR_REUSE, .s = s, .f = -1, .from = -1,
                    .tf = -1, .to = -1, .in = ni->exit_place[s],
                    .out = ni->start_place[s], .res = -1,
                    .what = "reuse", .loc = {-1, 0, 0}};
    return net_add_trans(b, &sp) != -1;
}

static bool net_build_trans(net_bld *b)
{
    net_impl *ni = b->ni;
    for (int32_t s = 0; s < ni->pub.nslots; s++) {
        if (s > 0 && (!net_trans_start(b, s) || !net_trans_reuse(b, s)))
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
    int32_t nw = 0;
    for (int32_t i = 0; i < b->nents[s]; i++) {
        int32_t r = b->ents[s][i];
        if (cb[r] < 0) {
            cb[r] = 0;
            work[nw++] = r;
        }
    }
    while (nw > 0) {
        int32_t f = work[--nw];
        const mfunc *fn = &m->funcs[f];
        for (int32_t ip = 0; ip < fn->ncode; ip++) {
            const minstr *mi = &fn->code[ip];
            if (mi->kind != MI_CALL && !net_is_once(mi))
                continue;
            const int32_t *cl;
            int32_t nc = net_callees(b, f, mi, &cl);
            for (int32_t i = 0; i < nc; i++) {
                int32_t h = cl[i];
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

/* ------------------------------------------------------------ mutexes */

/* Primitives that never lock or release a mutex whose address they get;
 * any other one (e.g. a condition-variable wait) may release it behind the net's
 * back, so a mutex it may get is not tracked by arcs. */
static bool net_prim_keeps_mutex(const minstr *mi)
{
    switch ((prim_kind)mi->op) {
    case PR_NOP: case PR_MUTEX_INIT: case PR_MUTEX_DESTROY:
    case PR_MUTEX_LOCK: case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK:
    case PR_THREAD_CREATE: case PR_THREAD_JOIN: case PR_THREAD_EXIT:
    case PR_THREAD_DETACH: case PR_THREAD_SELF: case PR_FREE: case PR_MEMSET: case PR_MEMCPY:
    case PR_MALLOC: case PR_CALLOC: case PR_NONDET: case PR_ASSUME:
    case PR_ASSERT: case PR_ASSERT_FAIL: case PR_REACH_ERROR:
    case PR_ABORT: case PR_EXIT: case PR_UNKNOWN: case PR_STACKSAVE:
    case PR_STACKRESTORE: case PR_HEAP_SIZE: case PR_TLS_ADDR:
        return true;
    default:
        return false;
    }
}

typedef struct { uint32_t obj; int64_t off; bool demoted; } net_mcand;
typedef struct {
    net_mcand *v;
    int32_t n, cap;
    bool *collapsed;        /* [global]: reached with any offset */
} net_mclass;

static int32_t net_mcand_find(const net_mclass *mc, uint32_t obj,
                              int64_t off)
{
    for (int32_t k = 0; k < mc->n; k++)
        if (mc->v[k].obj == obj && mc->v[k].off == off)
            return k;
    return -1;
}

/* Targets of operand o of f: a lock operand adds its exact mutexes as
 * candidates, demoted unless it is the only target; any other operand
 * only demotes.  A global reached with any offset demotes all of it. */
static bool net_mclass_opnd(net_bld *b, net_mclass *mc, int32_t f,
                            const mopnd *o, bool lockop)
{
    int32_t n = net_targets(b, f, o);
    for (int32_t i = 0; i < n; i++) {
        const pta_loc *l = &b->lbuf[i];
        if (l->obj_kind == PTA_GLOBAL && l->any_off &&
            l->obj < (uint32_t)b->m->nglobals)
            mc->collapsed[l->obj] = true;
        if (!net_exact_mutex(b->m, l))
            continue;
        int32_t k = net_mcand_find(mc, l->obj, l->off);
        if (k < 0 && lockop) {
            net_mcand *v = net_grow(mc->v, &mc->cap, mc->n + 1, sizeof *v);
            if (!v)
                return false;
            mc->v = v;
            k = mc->n++;
            mc->v[k] = (net_mcand){l->obj, l->off, false};
        }
        if (k >= 0 && (!lockop || n > 1))
            mc->v[k].demoted = true;
    }
    return n >= 0;
}

/* A mutex init that may give the mutex a type other than normal: a
 * recursive or error-checking mutex is re-locked (or fails to be) by its
 * owner without the token of an exact place.  pthread_mutex_init with an
 * attribute other than a null constant, mtx_init with a type that may be
 * recursive. */
static bool net_init_may_type(const minstr *mi)
{
    const mopnd *a = &mi->ops[2];
    if (mi->kind != MI_PRIM || mi->op != PR_MUTEX_INIT || mi->nops < 3 ||
        a->kind == OPND_NONE)
        return false;
    if (a->kind != OPND_IMM)
        return true;
    return !strncmp(mi->text, "mtx_", 4) ? prim_c11_type_recursive(a->imm)
                                         : a->imm != 0;
}

/* A global mutex whose initial bytes give it a type (a static
 * PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP ...: kind at
 * model_mutex_kind_off, as the simulator reads it). */
bool net_mutex_static_typed(const model *m, uint32_t obj, uint64_t off)
{
    const mglobal *g = &m->globals[obj];
    uint64_t k = (uint64_t)off + model_mutex_kind_off(m);
    /* type bits 1 recursive, 2 error-checking; 3 (adaptive) is normal */
    return g->init && k + 4 <= g->size &&
           ((g->init[k] & 3) == 1 || (g->init[k] & 3) == 2);
}

/* Pass over lock operands (lockops) or over the pointer arguments of the
 * primitives that may release a mutex (!lockops) or type it. */
static bool net_mclass_scan(net_bld *b, net_mclass *mc, bool lockops)
{
    const model *m = b->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (!lockops && net_init_may_type(mi)) {
                if (!net_mclass_opnd(b, mc, f, &mi->ops[1], false))
                    return false;
                continue;
            }
            if (mi->kind != MI_PRIM || (lockops ? !net_is_lockop(mi)
                                        : net_prim_keeps_mutex(mi)))
                continue;
            for (int32_t i = 1; i < (lockops ? 2 : mi->nops); i++)
                if (!net_mclass_opnd(b, mc, f, &mi->ops[i], lockops))
                    return false;
        }
    return true;
}

static bool net_add_mutex_place(net_bld *b, uint32_t obj, uint64_t off,
                                const char *name)
{
    net_impl *ni = b->ni;
    int32_t p = net_add_place(ni, PL_MUTEX, -1, 1, name);
    if (p < 0)
        return false;
    ni->pub.places[p].obj = obj;
    ni->pub.places[p].off = off;
    if (off == UINT64_MAX)
        return true; /* summary: recorded by the caller */
    int32_t *mp = net_grow(ni->mutex_pl, &ni->mutex_cap, ni->nmutex + 1,
                           sizeof(int32_t));
    if (!mp)
        return false;
    ni->mutex_pl = mp;
    ni->mutex_pl[ni->nmutex++] = p;
    return true;
}

/* Exact mutex place of global obj at offset off (once). */
static bool net_add_mutex(net_bld *b, uint32_t obj, int64_t off)
{
    const model *m = b->m;
    if (net_mutex_place(&b->ni->pub, obj, (uint64_t)off) >= 0)
        return true;
    char buf[512];
    const char *gn = m->globals[obj].name ? m->globals[obj].name : "?";
    if (off)
        snprintf(buf, sizeof buf, "mutex %s+%lld", gn, (long long)off);
    else
        snprintf(buf, sizeof buf, "mutex %s", gn);
    return net_add_mutex_place(b, obj, (uint64_t)off, buf);
}

/* Summary mutex place of the abstract object of l (once): obj is the
 * global (0 for a heap or stack site), off UINT64_MAX.  No arcs. */
static bool net_add_summary(net_bld *b, const pta_loc *l)
{
    net_impl *ni = b->ni;
    for (int32_t i = 0; i < ni->nsumm; i++)
        if (ni->summ_key[i] == (int64_t)l->obj)
            return true;
    int32_t c1 = ni->summ_cap, c2 = ni->summ_cap;
    int64_t *k = net_grow(ni->summ_key, &c1, ni->nsumm + 1, sizeof *k);
    if (k)
        ni->summ_key = k;
    int32_t *pl = k ? net_grow(ni->summ_pl, &c2, ni->nsumm + 1, sizeof *pl)
                    : NULL;
    if (!pl)
        return false;
    ni->summ_pl = pl;
    ni->summ_cap = c1;
    pta_loc base = *l;
    base.off = 0;
    base.any_off = false;
    char nm[400], buf[512];
    pta_loc_name(b->m, &base, nm, sizeof nm);
    snprintf(buf, sizeof buf, "mutex ~%s", nm);
    uint32_t obj = l->obj_kind == PTA_GLOBAL ? l->obj : 0;
    ni->summ_key[ni->nsumm] = (int64_t)l->obj;
    ni->summ_pl[ni->nsumm++] = ni->pub.nplaces;
    return net_add_mutex_place(b, obj, UINT64_MAX, buf);
}

/* Summary places for the lock targets that have no exact place. */
static bool net_summary_places(net_bld *b)
{
    const model *m = b->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (!net_is_lockop(mi))
                continue;
            int32_t n = net_targets(b, f, &mi->ops[1]);
            if (n < 0)
                return false;
            for (int32_t i = 0; i < n; i++) {
                const pta_loc *l = &b->lbuf[i];
                if (n == 1 && net_exact_mutex(m, l) &&
                    net_mutex_place(&b->ni->pub, l->obj, (uint64_t)l->off)
                    >= 0)
                    continue;
                if (l->obj_kind == PTA_GLOBAL &&
                    m->globals[l->obj].func >= 0)
                    continue; /* a function is no mutex */
                if (!net_add_summary(b, &b->lbuf[i]))
                    return false;
            }
        }
    return true;
}

/* Mutex places.  An exact place (one token, lock/unlock arcs) for every
 * global mutex location that every lock/trylock/unlock which may take it
 * takes for sure (its only target), and that no other primitive may
 * release; a summary place (no arcs) per other abstract mutex object. */
static bool net_mutex_places(net_bld *b)
{
    net_mclass mc = {0};
    mc.collapsed = calloc((size_t)(b->m->nglobals > 0 ? b->m->nglobals : 1),
                          sizeof(bool));
    bool ok = mc.collapsed && net_mclass_scan(b, &mc, true) &&
              net_mclass_scan(b, &mc, false);
    for (int32_t k = 0; ok && k < mc.n; k++)
        if (!mc.v[k].demoted && !mc.collapsed[mc.v[k].obj] &&
            !net_mutex_static_typed(b->m, mc.v[k].obj,
                                    (uint64_t)mc.v[k].off))
            ok = net_add_mutex(b, mc.v[k].obj, mc.v[k].off);
    ok = ok && net_summary_places(b);
    free(mc.v);
    free(mc.collapsed);
    return ok;
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

/* Slots of the create site at ip of f: one if it runs at most once (in
 * main, which runs once, outside every cycle of main), else the bound. */
static int32_t net_site_slots(const net_bld *b, int32_t f, int32_t ip)
{
    if (f != b->m->main_fn || !b->main_cyclic || b->max_threads < 1)
        return b->max_threads;
    int32_t blk = net_block_of(&b->m->funcs[f], ip);
    return blk >= 0 && !b->main_cyclic[blk] ? 1 : b->max_threads;
}

static int64_t net_count_slots(const net_bld *b)
{
    const model *m = b->m;
    int64_t n = 1;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++)
            if (m->funcs[f].code[ip].kind == MI_PRIM &&
                m->funcs[f].code[ip].op == PR_THREAD_CREATE)
                n += net_site_slots(b, f, ip);
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

/* Entry functions of slot s: list[0..n) copied.  slot_entry is the
 * entry if known (one function, not a fallback), else -1. */
static bool net_set_ents(net_bld *b, int32_t s, const int32_t *list,
                         int32_t n, bool known)
{
    b->ents[s] = malloc((size_t)(n > 0 ? n : 1) * sizeof(int32_t));
    if (!b->ents[s])
        return false;
    if (n > 0)
        memcpy(b->ents[s], list, (size_t)n * sizeof(int32_t));
    b->nents[s] = n;
    b->ni->pub.slot_entry[s] = known && n == 1 ? list[0] : -1;
    return true;
}

/* Slots of every create site; the start routines are the functions in
 * pts(ops[3]), or every address-taken function if none is known. */
static bool net_fill_slots(net_bld *b)
{
    const model *m = b->m;
    pnet *n = &b->ni->pub;
    int32_t s = 1;
    if (!net_set_ents(b, 0, &m->main_fn, 1, true))
        return false;
    n->slot_site_func[0] = n->slot_site_ip[0] = -1;
    n->slot_index[0] = 0;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (mi->kind != MI_PRIM || mi->op != PR_THREAD_CREATE)
                continue;
            int32_t ne = mi->nops > 3 ? pta_funcs(b->pt, f, &mi->ops[3],
                                                  b->fnbuf, m->nfuncs) : 0;
            bool known = ne > 0;
            const int32_t *ents = known ? b->fnbuf : b->taken_list;
            ne = known ? ne : b->ntaken;
            int32_t nk = net_site_slots(b, f, ip);
            for (int32_t k = 0; k < nk; k++, s++) {
                if (!net_set_ents(b, s, ents, ne, known))
                    return false;
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
    int32_t maxcode = 1;
    for (int32_t f = 0; f < m->nfuncs; f++)
        if (m->funcs[f].ncode > maxcode)
            maxcode = m->funcs[f].ncode;
    b->nxt = calloc((size_t)maxcode, sizeof(int32_t));
    b->ents = calloc(ns, sizeof(int32_t *));
    b->nents = calloc(ns, sizeof(int32_t));
    b->fnbuf = calloc(nf, sizeof(int32_t));
    b->pt = pta_build(m);
    if (!n->slot_entry || !n->slot_site_func || !n->slot_site_ip ||
        !n->slot_index || !n->slot_names || !ni->fncode || !ni->pt_idx ||
        !ni->copy_base || !ni->start_place || !ni->exit_place ||
        !ni->start_trans || !b->nxt ||
        !b->ents || !b->nents || !b->fnbuf || !b->pt)
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

static void net_bld_free(net_bld *b)
{
    for (int32_t s = 0; b->ents && b->ni && s < b->ni->pub.nslots; s++)
        free(b->ents[s]);
    free(b->ents);
    free(b->nents);
    free(b->fnbuf);
    free(b->lbuf);
    pta_free(b->pt);
    free(b->taken);
    free(b->taken_list);
    free(b->main_cyclic);
    free(b->nxt);
}

pnet *net_build(const model *m, int max_threads, merr *e)
{
    if (!net_check_args(m, max_threads, 1, e))
        return NULL;
    net_bld b = {.m = m, .max_threads = max_threads};
    size_t nf = (size_t)(m->nfuncs ? m->nfuncs : 1);
    b.taken = calloc(nf, sizeof(bool));
    b.taken_list = calloc(nf, sizeof(int32_t));
    int64_t nslots = 0;
    if (b.taken && b.taken_list) {
        net_scan_taken(&b);
        /* main runs once when nothing calls it and its address is never
         * taken (no indirect call or unresolved start routine reaches
         * it); else no block of it is known to run once */
        if (!b.taken[m->main_fn] && !net_called_directly(m, m->main_fn))
            b.main_cyclic = net_blocks_on_cycle(&m->funcs[m->main_fn]);
        nslots = net_count_slots(&b);
        if (!net_check_args(m, max_threads, nslots, e)) {
            net_bld_free(&b);
            return NULL;
        }
    }
    b.ni = calloc(1, sizeof *b.ni);
    bool ok = b.taken && b.taken_list && b.ni &&
              net_alloc(&b, (int32_t)nslots);
    if (ok)
        ok = net_fill_slots(&b) && net_index_points(&b) &&
             net_build_places(&b) && net_build_trans(&b);
    if (ok) {                   /* the set stays with the net */
        b.ni->pub.fn_taken = b.taken;
        b.taken = NULL;
    }
    net_bld_free(&b);
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
    free(n->fn_taken);
    free(ni->fncode);
    free(ni->pt_idx);
    free(ni->copy_base);
    free(ni->start_place);
    free(ni->exit_place);
    free(ni->start_trans);
    free(ni->mutex_pl);
    free(ni->summ_key);
    free(ni->summ_pl);
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

int32_t net_reuse_trans(const pnet *n, int32_t slot)
{
    if (!n || slot <= 0 || slot >= n->nslots)
        return -1;
    return net_find_trans(n, slot, -1, -1, -1, -1);
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
