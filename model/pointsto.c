/* model/pointsto.c — inclusion-based (Andersen), field-sensitive
 * points-to analysis over the lowered IR.
 *
 * Abstract objects: the globals and functions (ids 1..nglobals-1, as in
 * the model), then one object per alloca site and per malloc/calloc site
 * (ids nglobals.., in code order).  A location is (object, byte offset) or
 * (object, any offset): a GEP with a variable index collapses to "any"
 * (field-sensitive for constant offsets, array-insensitive), and so do
 * offsets outside the object, integer arithmetic on pointers and, as a
 * widening, the offsets of an object beyond PTA_MAX_EXACT distinct ones.
 *
 * Every location also is a memory cell: the set of locations that a
 * pointer stored there may hold.  Constraints, context-insensitive (one
 * set per register of each function):
 *   alloca/malloc/calloc   dst ⊇ {(site, 0)}
 *   immediate pointer      {(global, off)}; pointers in initial bytes of
 *                          globals seed the cells
 *   gep                    dst ⊇ base shifted by gep_off (any: variable)
 *   cast/select/phi        dst ⊇ operands;  bin: dst ⊇ operands collapsed
 *   load   x = *p          x ⊇ every cell of pts(p) that the access
 *                          overlaps (or "any" on either side)
 *   store  *p = q          cell(l) ⊇ pts(q) for every l in pts(p)
 *   rmw/cmpxchg            load + store;  memcpy: cells copied, shifted
 *   call                   params ⊇ actuals, dst ⊇ returns (direct callee,
 *                          or every function in pts(callee operand))
 *   thread create          param 0 of each start routine ⊇ pts(arg);
 *                          join's out-pointer cells ⊇ thread results
 *   other primitives       dst ⊇ arguments collapsed (over-approximation)
 * solved by chaotic iteration over all instructions until nothing grows.
 * Sets are sorted arrays of location ids. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

#define PTA_MAX_EXACT 128  /* exact offsets per object before widening */
#define PTA_CELL_SPAN 8    /* bytes a stored pointer may cover */

typedef struct { int32_t n, cap; int32_t *v; } pta_set;

typedef struct { int32_t obj; int64_t off; bool any; } pta_key;

struct pta {
    const model *m;
    int32_t nobjs;           /* globals, then sites */
    int32_t *site_func;      /* [obj - nglobals]: allocating function */
    int32_t *site_ip;        /* [obj - nglobals]: allocating instruction */
    uint64_t *obj_size;      /* [obj]: bytes, 0 unknown */
    int32_t *code_base;      /* [f]: index of f's code in site_of */
    int32_t *site_of;        /* [code_base[f] + ip]: site object or -1 */
    int32_t *reg_base;       /* [f]: first register node of f */
    pta_set *regs;           /* [register node] */
    pta_set *fret;           /* [f]: values f may return */
    pta_set tret;            /* thread results: pthread_exit, returns */
    pta_set tspec;           /* values given to pthread_setspecific and
                                tss_set, which getspecific gives back */
    int32_t nlocs, loccap;
    pta_key *locs;
    pta_set *cells;          /* [loc]: contents of that memory cell */
    int32_t *loc_next;       /* [loc]: next location of the same object */
    int32_t *obj_head;       /* [obj]: first location, -1 none */
    int32_t *obj_nexact;     /* [obj]: exact-offset locations */
    uint32_t hmask;
    int32_t *htab;           /* location ids, -1 empty */
    pta_set tmp[4];          /* scratch: 0, 1 operands, 2 result, 3 misc */
    bool changed, oom;
};

/* -------------------------------------------------------------- sets */

static bool pta_reserve(pta *p, pta_set *s, int32_t need)
{
    if (need <= s->cap)
        return true;
    int32_t nc = s->cap ? s->cap : 4;
    while (nc < need)
        nc *= 2;
    int32_t *v = realloc(s->v, (size_t)nc * sizeof *v);
    if (!v) {
        p->oom = true;
        return false;
    }
    s->v = v;
    s->cap = nc;
    return true;
}

static bool pta_has(const pta_set *s, int32_t x)
{
    int32_t lo = 0, hi = s->n - 1;
    while (lo <= hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (s->v[mid] == x)
            return true;
        if (s->v[mid] < x)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}

/* dst ∪= src (sorted, in place); true if dst grew. */
static bool pta_merge(pta *p, pta_set *dst, const pta_set *src)
{
    if (dst == src || src->n == 0)
        return false;
    int32_t miss = 0;
    for (int32_t i = 0; i < src->n; i++)
        miss += !pta_has(dst, src->v[i]);
    if (miss == 0 || !pta_reserve(p, dst, dst->n + miss))
        return false;
    int32_t i = dst->n - 1, j = src->n - 1, k = dst->n + miss - 1;
    while (j >= 0) {
        if (i >= 0 && dst->v[i] == src->v[j]) {
            dst->v[k--] = dst->v[i--];
            j--;
        } else if (i >= 0 && dst->v[i] > src->v[j]) {
            dst->v[k--] = dst->v[i--];
        } else {
            dst->v[k--] = src->v[j--];
        }
    }
    dst->n += miss;
    return true;
}

static bool pta_add(pta *p, pta_set *s, int32_t x)
{
    pta_set one = {1, 1, &x};
    return pta_merge(p, s, &one);
}

/* Persistent set dst ∪= src, recording progress. */
static void pta_into(pta *p, pta_set *dst, const pta_set *src)
{
    if (pta_merge(p, dst, src))
        p->changed = true;
}

/* --------------------------------------------------------- locations */

static uint32_t pta_hash(int32_t obj, int64_t off, bool any)
{
    uint64_t h = (uint64_t)(uint32_t)obj * UINT64_C(0x9e3779b97f4a7c15);
    h ^= (uint64_t)off + (any ? UINT64_C(0x632be59bd9b4e019) : 0);
    h *= UINT64_C(0xff51afd7ed558ccd);
    h ^= h >> 33;
    return (uint32_t)h;
}

static int32_t pta_lookup(const pta *p, int32_t obj, int64_t off, bool any)
{
    if (!p->htab)
        return -1;
    for (uint32_t i = pta_hash(obj, off, any) & p->hmask;;
         i = (i + 1) & p->hmask) {
        int32_t l = p->htab[i];
        if (l < 0)
            return -1;
        const pta_key *k = &p->locs[l];
        if (k->obj == obj && k->off == off && k->any == any)
            return l;
    }
}

static bool pta_rehash(pta *p)
{
    uint32_t cap = p->htab ? (p->hmask + 1) * 2 : 64;
    int32_t *h = malloc((size_t)cap * sizeof *h);
    if (!h)
        return false;
    memset(h, 0xff, (size_t)cap * sizeof *h);
    free(p->htab);
    p->htab = h;
    p->hmask = cap - 1;
    for (int32_t l = 0; l < p->nlocs; l++) {
        const pta_key *k = &p->locs[l];
        uint32_t i = pta_hash(k->obj, k->off, k->any) & p->hmask;
        while (h[i] >= 0)
            i = (i + 1) & p->hmask;
        h[i] = l;
    }
    return true;
}

static bool pta_grow_locs(pta *p)
{
    if (p->nlocs < p->loccap)
        return true;
    int32_t nc = p->loccap ? p->loccap * 2 : 64;
    pta_key *k = realloc(p->locs, (size_t)nc * sizeof *k);
    if (k)
        p->locs = k;
    pta_set *c = k ? realloc(p->cells, (size_t)nc * sizeof *c) : NULL;
    if (c) {
        p->cells = c;
        memset(c + p->loccap, 0, (size_t)(nc - p->loccap) * sizeof *c);
    }
    int32_t *nx = c ? realloc(p->loc_next, (size_t)nc * sizeof *nx) : NULL;
    if (nx)
        p->loc_next = nx;
    if (!nx)
        return false;
    p->loccap = nc;
    return true;
}

/* Offsets outside a known object size (or negative) become "any". */
static void pta_norm(const pta *p, int32_t obj, int64_t *off, bool *any)
{
    uint64_t sz = obj >= 0 && obj < p->nobjs ? p->obj_size[obj] : 0;
    if (!*any && (*off < 0 || (sz && *off > 0 && (uint64_t)*off >= sz)))
        *any = true;
    if (*any)
        *off = 0;
}

/* Id of location (obj, off | any), created on first use; -1 on OOM. */
static int32_t pta_loc_id(pta *p, int32_t obj, int64_t off, bool any)
{
    pta_norm(p, obj, &off, &any);
    int32_t l = pta_lookup(p, obj, off, any);
    if (l >= 0)
        return l;
    if (!any && p->obj_nexact[obj] >= PTA_MAX_EXACT)
        return pta_loc_id(p, obj, 0, true);
    if ((uint32_t)(p->nlocs + 1) * 2 > (p->htab ? p->hmask + 1 : 0) &&
        !pta_rehash(p))
        goto oom;
    if (!pta_grow_locs(p))
        goto oom;
    l = p->nlocs++;
    p->locs[l] = (pta_key){obj, off, any};
    p->loc_next[l] = p->obj_head[obj];
    p->obj_head[obj] = l;
    p->obj_nexact[obj] += !any;
    uint32_t i = pta_hash(obj, off, any) & p->hmask;
    while (p->htab[i] >= 0)
        i = (i + 1) & p->hmask;
    p->htab[i] = l;
    return l;
oom:
    p->oom = true;
    return -1;
}

/* Location of an immediate pointer (global object), or false. */
static bool pta_imm_key(const pta *p, uint64_t v, pta_key *k)
{
    const model *m = p->m;
    uint32_t obj = model_ptr_obj(m, v);
    if (obj == 0 || obj >= (uint32_t)m->nglobals)
        return false;
    k->obj = (int32_t)obj;
    k->off = (int64_t)model_ptr_off(m, v);
    k->any = false;
    pta_norm(p, k->obj, &k->off, &k->any);
    return true;
}

/* ---------------------------------------------------------- operands */

static int32_t pta_node(const pta *p, int32_t f, int32_t r)
{
    if (f < 0 || f >= p->m->nfuncs || r < 0 || r >= p->m->funcs[f].nregs)
        return -1;
    return p->reg_base[f] + r;
}

/* out := pts(o) in function f. */
static void pta_opnd(pta *p, int32_t f, const mopnd *o, pta_set *out)
{
    out->n = 0;
    if (o->kind == OPND_REG) {
        int32_t nd = pta_node(p, f, o->reg);
        if (nd >= 0)
            pta_merge(p, out, &p->regs[nd]);
    } else if (o->kind == OPND_IMM && !o->num) {
        pta_key k;
        if (pta_imm_key(p, o->imm, &k)) {
            int32_t l = pta_loc_id(p, k.obj, k.off, k.any);
            if (l >= 0)
                pta_add(p, out, l);
        }
    }
}

/* out := src shifted by k bytes, or collapsed to "any" offsets. */
static void pta_shift(pta *p, const pta_set *src, int64_t k, bool collapse,
                      pta_set *out)
{
    out->n = 0;
    for (int32_t i = 0; i < src->n; i++) {
        pta_key key = p->locs[src->v[i]];
        int32_t l = pta_loc_id(p, key.obj, key.off + k, key.any || collapse);
        if (l >= 0)
            pta_add(p, out, l);
    }
}

static pta_set *pta_dst(pta *p, int32_t f, const minstr *mi)
{
    int32_t nd = pta_node(p, f, mi->dst);
    return nd >= 0 ? &p->regs[nd] : NULL;
}

/* dst of mi ⊇ src (no-op without a result register). */
static void pta_def(pta *p, int32_t f, const minstr *mi, const pta_set *src)
{
    pta_set *d = pta_dst(p, f, mi);
    if (d)
        pta_into(p, d, src);
}

/* out := functions (indices) among the locations of s. */
static void pta_fn_set(pta *p, const pta_set *s, pta_set *out)
{
    const model *m = p->m;
    out->n = 0;
    for (int32_t i = 0; i < s->n; i++) {
        int32_t obj = p->locs[s->v[i]].obj;
        if (obj > 0 && obj < m->nglobals && m->globals[obj].func >= 0 &&
            m->globals[obj].func < m->nfuncs)
            pta_add(p, out, m->globals[obj].func);
    }
}

/* ------------------------------------------------------------ memory */

/* Whether cell c may be read by an access of size bytes at location l. */
static bool pta_overlaps(const pta_key *l, const pta_key *c, uint32_t size)
{
    if (l->any || c->any)
        return true;
    int64_t sz = size ? (int64_t)size : PTA_CELL_SPAN;
    return c->off < l->off + sz && l->off < c->off + PTA_CELL_SPAN;
}

/* out := union of the cells that a load of size bytes through ptrs reads. */
static void pta_load(pta *p, const pta_set *ptrs, uint32_t size,
                     pta_set *out)
{
    out->n = 0;
    for (int32_t i = 0; i < ptrs->n; i++) {
        const pta_key *l = &p->locs[ptrs->v[i]];
        for (int32_t c = p->obj_head[l->obj]; c >= 0; c = p->loc_next[c])
            if (p->cells[c].n && pta_overlaps(l, &p->locs[c], size))
                pta_merge(p, out, &p->cells[c]);
    }
}

static void pta_store(pta *p, const pta_set *ptrs, const pta_set *vals)
{
    for (int32_t i = 0; vals->n && i < ptrs->n; i++)
        pta_into(p, &p->cells[ptrs->v[i]], vals);
}

/* Copies the cells of source location s into destination location d. */
static void pta_copy_obj(pta *p, int32_t s, int32_t d)
{
    for (int32_t c = p->obj_head[p->locs[s].obj]; c >= 0; c = p->loc_next[c]) {
        if (!p->cells[c].n)
            continue;
        pta_key sk = p->locs[s], ck = p->locs[c], dk = p->locs[d];
        if (!sk.any && !ck.any && ck.off < sk.off)
            continue; /* before the copied range */
        bool any = sk.any || ck.any || dk.any;
        pta_set *tmp = &p->tmp[3];
        tmp->n = 0;
        pta_merge(p, tmp, &p->cells[c]);
        int32_t t = pta_loc_id(p, dk.obj, dk.off + (ck.off - sk.off), any);
        if (t >= 0)
            pta_into(p, &p->cells[t], tmp);
    }
}

static void pta_memcpy(pta *p, const pta_set *dsts, const pta_set *srcs)
{
    for (int32_t i = 0; i < srcs->n; i++)
        for (int32_t j = 0; j < dsts->n; j++)
            pta_copy_obj(p, srcs->v[i], dsts->v[j]);
}

/* ------------------------------------------------------ instructions */

/* Actuals of call mi (ops[first..]) into the parameters of callee h,
 * and h's return values into the result of mi. */
static void pta_bind(pta *p, int32_t f, const minstr *mi, int32_t h,
                     int32_t first)
{
    const mfunc *hf = &p->m->funcs[h];
    for (int32_t i = first; i < mi->nops && i - first < hf->nparams; i++) {
        int32_t nd = pta_node(p, h, i - first);
        pta_opnd(p, f, &mi->ops[i], &p->tmp[1]);
        if (nd >= 0)
            pta_into(p, &p->regs[nd], &p->tmp[1]);
    }
    pta_def(p, f, mi, &p->fret[h]);
}

static void pta_call(pta *p, int32_t f, const minstr *mi)
{
    pta_set *fns = &p->tmp[3];
    fns->n = 0;
    if (mi->callee >= 0 && mi->callee < p->m->nfuncs) {
        pta_add(p, fns, mi->callee);
    } else if (mi->nops > 0) {
        pta_opnd(p, f, &mi->ops[0], &p->tmp[0]);
        pta_fn_set(p, &p->tmp[0], fns);
    }
    /* tmp[3] is not touched by pta_bind: safe to iterate */
    for (int32_t i = 0; i < fns->n; i++)
        pta_bind(p, f, mi, fns->v[i], 1);
}

static void pta_create(pta *p, int32_t f, const minstr *mi)
{
    if (mi->nops < 4)
        return;
    pta_opnd(p, f, &mi->ops[3], &p->tmp[0]);
    pta_fn_set(p, &p->tmp[0], &p->tmp[3]);
    p->tmp[1].n = 0;
    if (mi->nops > 4)
        pta_opnd(p, f, &mi->ops[4], &p->tmp[1]);
    for (int32_t i = 0; i < p->tmp[3].n; i++) {
        int32_t h = p->tmp[3].v[i];
        int32_t nd = pta_node(p, h, 0);
        if (nd >= 0 && p->m->funcs[h].nparams > 0)
            pta_into(p, &p->regs[nd], &p->tmp[1]);
        pta_into(p, &p->tret, &p->fret[h]);
    }
}

/* dst ⊇ all arguments (ops[1..]) collapsed: unknown effect on pointers. */
static void pta_prim_args(pta *p, int32_t f, const minstr *mi)
{
    if (!pta_dst(p, f, mi))
        return;
    for (int32_t i = 1; i < mi->nops; i++) {
        pta_opnd(p, f, &mi->ops[i], &p->tmp[0]);
        pta_shift(p, &p->tmp[0], 0, true, &p->tmp[2]);
        pta_def(p, f, mi, &p->tmp[2]);
    }
}

static void pta_prim(pta *p, int32_t f, int32_t ip, const minstr *mi)
{
    switch ((prim_kind)mi->op) {
    case PR_MALLOC: case PR_CALLOC: {
        int32_t site = p->site_of[p->code_base[f] + ip];
        p->tmp[2].n = 0;
        int32_t l = site >= 0 ? pta_loc_id(p, site, 0, false) : -1;
        if (l >= 0 && pta_add(p, &p->tmp[2], l))
            pta_def(p, f, mi, &p->tmp[2]);
        break;
    }
    case PR_THREAD_CREATE:
        pta_create(p, f, mi);
        break;
    case PR_THREAD_EXIT:
        if (mi->nops > 1) {
            pta_opnd(p, f, &mi->ops[1], &p->tmp[0]);
            pta_into(p, &p->tret, &p->tmp[0]);
        }
        break;
    case PR_THREAD_JOIN:
        if (mi->nops > 2) {
            pta_opnd(p, f, &mi->ops[2], &p->tmp[0]);
            pta_store(p, &p->tmp[0], &p->tret);
        }
        break;
    case PR_MEMCPY:
        if (mi->nops > 2) {
            pta_opnd(p, f, &mi->ops[1], &p->tmp[0]);
            pta_opnd(p, f, &mi->ops[2], &p->tmp[1]);
            pta_memcpy(p, &p->tmp[0], &p->tmp[1]);
            pta_def(p, f, mi, &p->tmp[0]);
        }
        break;
    case PR_MEMSET:
        if (mi->nops > 1) {
            pta_opnd(p, f, &mi->ops[1], &p->tmp[0]);
            pta_def(p, f, mi, &p->tmp[0]);
        }
        break;
    case PR_SETSPECIFIC:
        if (mi->nops > 2) {
            pta_opnd(p, f, &mi->ops[2], &p->tmp[0]);
            pta_into(p, &p->tspec, &p->tmp[0]);
        }
        pta_prim_args(p, f, mi);
        break;
    case PR_GETSPECIFIC:
        if (pta_dst(p, f, mi))
            pta_def(p, f, mi, &p->tspec);
        break;
    default:
        pta_prim_args(p, f, mi);
        break;
    }
}

/* dst ⊇ union of ops[from..], collapsed if asked. */
static void pta_copy_ops(pta *p, int32_t f, const minstr *mi, int32_t from,
                         bool collapse)
{
    if (!pta_dst(p, f, mi))
        return;
    for (int32_t i = from; i < mi->nops; i++) {
        pta_opnd(p, f, &mi->ops[i], &p->tmp[0]);
        if (collapse) {
            pta_shift(p, &p->tmp[0], 0, true, &p->tmp[2]);
            pta_def(p, f, mi, &p->tmp[2]);
        } else {
            pta_def(p, f, mi, &p->tmp[0]);
        }
    }
}

static void pta_gep(pta *p, int32_t f, const minstr *mi)
{
    if (mi->nops < 1)
        return;
    pta_opnd(p, f, &mi->ops[0], &p->tmp[0]);
    pta_shift(p, &p->tmp[0], mi->gep_off, mi->nops > 1, &p->tmp[2]);
    pta_def(p, f, mi, &p->tmp[2]);
    pta_copy_ops(p, f, mi, 1, true); /* integers that carry pointers */
}

static void pta_site(pta *p, int32_t f, int32_t ip, const minstr *mi)
{
    int32_t site = p->site_of[p->code_base[f] + ip];
    p->tmp[2].n = 0;
    int32_t l = site >= 0 ? pta_loc_id(p, site, 0, false) : -1;
    if (l >= 0 && pta_add(p, &p->tmp[2], l))
        pta_def(p, f, mi, &p->tmp[2]);
}

/* The value an rmw or cmpxchg stores (cmpxchg: its new value). */
static const mopnd *pta_atomic_value(const minstr *mi)
{
    return &mi->ops[mi->kind == MI_CMPXCHG && mi->nops > 2 ? 2 : 1];
}

/* load (into dst) then store through ops[0]: rmw and cmpxchg. */
static void pta_atomic(pta *p, int32_t f, const minstr *mi)
{
    if (mi->nops < 2)
        return;
    pta_opnd(p, f, &mi->ops[0], &p->tmp[0]);
    pta_load(p, &p->tmp[0], mi->size, &p->tmp[2]);
    pta_def(p, f, mi, &p->tmp[2]);
    bool xchg = mi->kind == MI_CMPXCHG || mi->op == BO_XCHG;
    pta_opnd(p, f, pta_atomic_value(mi), &p->tmp[1]);
    if (!xchg) { /* arithmetic on the old value or the operand */
        pta_merge(p, &p->tmp[1], &p->tmp[2]);
        pta_shift(p, &p->tmp[1], 0, true, &p->tmp[3]);
        pta_store(p, &p->tmp[0], &p->tmp[3]);
    } else {
        pta_store(p, &p->tmp[0], &p->tmp[1]);
    }
}

static void pta_instr(pta *p, int32_t f, int32_t ip)
{
    const minstr *mi = &p->m->funcs[f].code[ip];
    switch (mi->kind) {
    case MI_BIN:
        pta_copy_ops(p, f, mi, 0, true);
        break;
    case MI_CAST: case MI_PHI:
        pta_copy_ops(p, f, mi, 0, false);
        break;
    case MI_SELECT:
        pta_copy_ops(p, f, mi, 1, false);
        break;
    case MI_GEP:
        pta_gep(p, f, mi);
        break;
    case MI_ALLOCA:
        pta_site(p, f, ip, mi);
        break;
    case MI_LOAD:
        if (mi->nops >= 1) {
            pta_opnd(p, f, &mi->ops[0], &p->tmp[0]);
            pta_load(p, &p->tmp[0], mi->size, &p->tmp[2]);
            pta_def(p, f, mi, &p->tmp[2]);
        }
        break;
    case MI_STORE:
        if (mi->nops >= 2) {
            pta_opnd(p, f, &mi->ops[0], &p->tmp[1]);
            pta_opnd(p, f, &mi->ops[1], &p->tmp[0]);
            pta_store(p, &p->tmp[0], &p->tmp[1]);
        }
        break;
    case MI_RMW: case MI_CMPXCHG:
        pta_atomic(p, f, mi);
        break;
    case MI_RET:
        if (mi->nops >= 1) {
            pta_opnd(p, f, &mi->ops[0], &p->tmp[0]);
            pta_into(p, &p->fret[f], &p->tmp[0]);
        }
        break;
    case MI_CALL:
        pta_call(p, f, mi);
        break;
    case MI_PRIM:
        pta_prim(p, f, ip, mi);
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------- build */

static uint64_t pta_site_size(const minstr *mi)
{
    if (mi->kind == MI_ALLOCA)
        return model_is_vla(mi) ? 0 : mi->size;
    if (mi->op == PR_MALLOC && mi->nops > 1 && mi->ops[1].kind == OPND_IMM)
        return mi->ops[1].imm;
    if (mi->op == PR_CALLOC && mi->nops > 2 && mi->ops[1].kind == OPND_IMM &&
        mi->ops[2].kind == OPND_IMM && mi->ops[1].imm < UINT32_MAX &&
        mi->ops[2].imm < UINT32_MAX)
        return mi->ops[1].imm * mi->ops[2].imm;
    return 0;
}

static bool pta_is_site(const minstr *mi)
{
    return mi->kind == MI_ALLOCA || (mi->kind == MI_PRIM &&
           (mi->op == PR_MALLOC || mi->op == PR_CALLOC));
}

/* Counts code, registers and sites; allocates the per-object arrays. */
static bool pta_alloc(pta *p)
{
    const model *m = p->m;
    size_t nf = (size_t)(m->nfuncs > 0 ? m->nfuncs : 1);
    int64_t ncode = 0, nregs = 0, nsites = 0;
    p->code_base = calloc(nf, sizeof(int32_t));
    p->reg_base = calloc(nf, sizeof(int32_t));
    p->fret = calloc(nf, sizeof(pta_set));
    if (!p->code_base || !p->reg_base || !p->fret)
        return false;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        p->code_base[f] = (int32_t)ncode;
        p->reg_base[f] = (int32_t)nregs;
        ncode += fn->ncode;
        nregs += fn->nregs > 0 ? fn->nregs : 0;
        for (int32_t ip = 0; ip < fn->ncode; ip++)
            nsites += pta_is_site(&fn->code[ip]);
    }
    if (ncode + nregs + nsites + m->nglobals > INT32_MAX / 4)
        return false;
    p->nobjs = m->nglobals + (int32_t)nsites;
    size_t no = (size_t)(p->nobjs > 0 ? p->nobjs : 1);
    p->site_of = calloc((size_t)(ncode ? ncode : 1), sizeof(int32_t));
    p->regs = calloc((size_t)(nregs ? nregs : 1), sizeof(pta_set));
    p->site_func = calloc((size_t)(nsites ? nsites : 1), sizeof(int32_t));
    p->site_ip = calloc((size_t)(nsites ? nsites : 1), sizeof(int32_t));
    p->obj_size = calloc(no, sizeof(uint64_t));
    p->obj_head = malloc(no * sizeof(int32_t));
    p->obj_nexact = calloc(no, sizeof(int32_t));
    return p->site_of && p->regs && p->site_func && p->site_ip &&
           p->obj_size && p->obj_head && p->obj_nexact;
}

/* Numbers the allocation sites and records object sizes. */
static void pta_number_sites(pta *p)
{
    const model *m = p->m;
    for (int32_t o = 0; o < p->nobjs; o++)
        p->obj_head[o] = -1;
    for (int32_t g = 0; g < m->nglobals; g++)
        p->obj_size[g] = m->globals[g].func >= 0 ? 0 : m->globals[g].size;
    int32_t next = m->nglobals;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        for (int32_t ip = 0; ip < fn->ncode; ip++) {
            int32_t *so = &p->site_of[p->code_base[f] + ip];
            *so = -1;
            if (!pta_is_site(&fn->code[ip]))
                continue;
            *so = next;
            p->site_func[next - m->nglobals] = f;
            p->site_ip[next - m->nglobals] = ip;
            p->obj_size[next] = pta_site_size(&fn->code[ip]);
            next++;
        }
    }
}

/* Cells seeded from pointers in the initial bytes of globals:
 * little-endian words at pointer-aligned offsets that an address
 * constant wrote (init_addr). */
static void pta_seed_inits(pta *p)
{
    const model *m = p->m;
    uint32_t w = (uint32_t)m->ptr_bits / 8;
    for (int32_t g = 1; g < m->nglobals && w; g++) {
        const mglobal *gl = &m->globals[g];
        if (gl->func >= 0 || !gl->init || !gl->init_addr)
            continue;
        for (uint32_t off = 0; off + w <= gl->size; off += w) {
            uint64_t v = 0;
            if (!gl->init_addr[off])
                continue;
            for (uint32_t k = 0; k < w; k++)
                v |= (uint64_t)gl->init[off + k] << (8 * k);
            pta_key key;
            if (!v || !pta_imm_key(p, v, &key))
                continue;
            int32_t t = pta_loc_id(p, key.obj, key.off, key.any);
            int32_t c = pta_loc_id(p, g, off, false);
            if (t >= 0 && c >= 0)
                pta_add(p, &p->cells[c], t);
        }
    }
}

static void pta_solve(pta *p)
{
    const model *m = p->m;
    do {
        p->changed = false;
        for (int32_t f = 0; f < m->nfuncs && !p->oom; f++)
            for (int32_t ip = 0; ip < m->funcs[f].ncode && !p->oom; ip++)
                pta_instr(p, f, ip);
    } while (p->changed && !p->oom);
}

pta *pta_build(const model *m)
{
    if (!m)
        return NULL;
    pta *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->m = m;
    if (!pta_alloc(p)) {
        pta_free(p);
        return NULL;
    }
    pta_number_sites(p);
    pta_seed_inits(p);
    pta_solve(p);
    if (p->oom) {
        pta_free(p);
        return NULL;
    }
    return p;
}

void pta_free(pta *p)
{
    if (!p)
        return;
    const model *m = p->m;
    int64_t nregs = 0;
    for (int32_t f = 0; p->reg_base && f < m->nfuncs; f++)
        nregs += m->funcs[f].nregs > 0 ? m->funcs[f].nregs : 0;
    for (int64_t i = 0; p->regs && i < nregs; i++)
        free(p->regs[i].v);
    for (int32_t f = 0; p->fret && f < m->nfuncs; f++)
        free(p->fret[f].v);
    for (int32_t l = 0; p->cells && l < p->nlocs; l++)
        free(p->cells[l].v);
    for (int i = 0; i < 4; i++)
        free(p->tmp[i].v);
    free(p->tret.v);
    free(p->tspec.v);
    free(p->regs);
    free(p->fret);
    free(p->code_base);
    free(p->reg_base);
    free(p->site_of);
    free(p->site_func);
    free(p->site_ip);
    free(p->obj_size);
    free(p->obj_head);
    free(p->obj_nexact);
    free(p->locs);
    free(p->cells);
    free(p->loc_next);
    free(p->htab);
    free(p);
}

/* ---------------------------------------------------- thread privacy */

/* Whether pointer operands of primitive k reach no thread but the
 * caller's beyond what the constraints model (a thread's argument and
 * result are followed on their own).  A value given to
 * pthread_setspecific comes back from pthread_getspecific, which the
 * constraints do not follow, and an unknown external may keep what it
 * gets: their operands count as shared. */
static bool pta_prim_keeps_pointers(prim_kind k)
{
    switch (k) {
    case PR_GETSPECIFIC: case PR_SETSPECIFIC: case PR_UNKNOWN:
        return false;
    default:
        return true;
    }
}

static void pta_share_obj(pta *p, bool *shared, int32_t *work, int32_t *nw,
                          int32_t obj)
{
    if (obj >= 0 && obj < p->nobjs && !shared[obj]) {
        shared[obj] = true;
        work[(*nw)++] = obj;
    }
}

static void pta_share_set(pta *p, bool *shared, int32_t *work, int32_t *nw,
                          const pta_set *s)
{
    for (int32_t i = 0; i < s->n; i++)
        pta_share_obj(p, shared, work, nw, p->locs[s->v[i]].obj);
}

static void pta_share_opnd(pta *p, bool *shared, int32_t *work, int32_t *nw,
                           int32_t f, const mopnd *o)
{
    pta_opnd(p, f, o, &p->tmp[0]);
    pta_share_set(p, shared, work, nw, &p->tmp[0]);
}

/* Whether operand o of f may hold a pointer the constraints know nothing
 * about (empty set): such a pointer came from a getspecific, an unknown
 * external or a load through another such pointer, and so points into
 * an object shared already (the seeds below), and what is written
 * through it is shared too. */
static bool pta_unknown_target(pta *p, int32_t f, const mopnd *o)
{
    pta_opnd(p, f, o, &p->tmp[0]);
    return p->tmp[0].n == 0;
}

/* The instruction's own seeds: what it hands to other threads. */
static void pta_share_instr(pta *p, bool *shared, int32_t *work, int32_t *nw,
                            int32_t f, const minstr *mi)
{
    switch (mi->kind) {
    case MI_STORE:
        if (mi->nops >= 2 && pta_unknown_target(p, f, &mi->ops[1]))
            pta_share_opnd(p, shared, work, nw, f, &mi->ops[0]);
        break;
    case MI_RMW: case MI_CMPXCHG:
        if (mi->nops >= 2 && pta_unknown_target(p, f, &mi->ops[0]))
            pta_share_opnd(p, shared, work, nw, f, pta_atomic_value(mi));
        break;
    case MI_PRIM:
        if (mi->op == PR_THREAD_CREATE && mi->nops > 4)
            pta_share_opnd(p, shared, work, nw, f, &mi->ops[4]);
        if (mi->op == PR_MEMCPY && mi->nops > 2 &&
            pta_unknown_target(p, f, &mi->ops[1]))
            pta_share_opnd(p, shared, work, nw, f, &mi->ops[2]);
        for (int32_t i = 1; !pta_prim_keeps_pointers((prim_kind)mi->op) &&
                            i < mi->nops; i++)
            pta_share_opnd(p, shared, work, nw, f, &mi->ops[i]);
        break;
    default:
        break;
    }
}

/* shared[obj]: another thread than the one that made an instance of obj
 * may reach it.  Seeds: the globals (but thread-local ones whose address
 * stays in the thread), the threads' arguments and results and the
 * instructions' own seeds; then whatever a shared object's cells may
 * point to.  A local or heap block is shared only so. */
static bool *pta_shared_objects(pta *p)
{
    const model *m = p->m;
    bool *shared = calloc((size_t)p->nobjs + 1, sizeof *shared);
    int32_t *work = malloc(((size_t)p->nobjs + 1) * sizeof *work), nw = 0;
    if (!shared || !work) {
        free(shared);
        free(work);
        return NULL;
    }
    for (int32_t o = 1; o < p->nobjs; o++) {
        const mglobal *g = o < m->nglobals ? &m->globals[o] : NULL;
        if (g && (!g->thread_local || g->tls_escapes))
            pta_share_obj(p, shared, work, &nw, o);
    }
    pta_share_set(p, shared, work, &nw, &p->tret);
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++)
            pta_share_instr(p, shared, work, &nw, f, &m->funcs[f].code[ip]);
    while (nw > 0) {
        int32_t obj = work[--nw];
        for (int32_t c = p->obj_head[obj]; c >= 0; c = p->loc_next[c])
            pta_share_set(p, shared, work, &nw, &p->cells[c]);
    }
    free(work);
    return p->oom ? (free(shared), NULL) : shared;
}

static void pta_keep_set(const pta *p, bool *kept, const pta_set *s)
{
    for (int32_t i = 0; i < s->n; i++)
        kept[p->locs[s->v[i]].obj] = true;
}

/* kept[obj]: a memory cell, a function's result or a thread's may hold
 * obj's address. */
static bool *pta_kept_objects(const pta *p)
{
    bool *kept = calloc((size_t)p->nobjs + 1, sizeof *kept);
    if (!kept)
        return NULL;
    for (int32_t c = 0; c < p->nlocs; c++)
        pta_keep_set(p, kept, &p->cells[c]);
    for (int32_t f = 0; f < p->m->nfuncs; f++)
        pta_keep_set(p, kept, &p->fret[f]);
    pta_keep_set(p, kept, &p->tret);
    pta_keep_set(p, kept, &p->tspec);
    return kept;
}

void pta_mark_private(model *m, pta *p)
{
    bool *shared = p ? pta_shared_objects(p) : NULL;
    bool *kept = shared ? pta_kept_objects(p) : NULL;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            int32_t o = shared ? p->site_of[p->code_base[f] + ip] : -1;
            minstr *mi = &m->funcs[f].code[ip];
            mi->addr_kept = mi->kind == MI_ALLOCA && (!kept || o < 0 ||
                                                      kept[o]);
            if (o >= 0)
                mi->thread_private = !shared[o];
        }
    free(shared);
    free(kept);
}

/* ----------------------------------------------------------- queries */

static pta_loc pta_loc_of(const pta *p, const pta_key *k)
{
    pta_loc l = {.obj = (uint32_t)k->obj, .site_func = -1, .site_ip = -1,
                 .off = k->off, .any_off = k->any};
    int32_t ng = p->m->nglobals;
    if (k->obj < ng) {
        l.obj_kind = PTA_GLOBAL;
    } else {
        l.site_func = p->site_func[k->obj - ng];
        l.site_ip = p->site_ip[k->obj - ng];
        l.obj_kind = p->m->funcs[l.site_func].code[l.site_ip].kind ==
                     MI_ALLOCA ? PTA_ALLOCA : PTA_HEAP;
    }
    return l;
}

int32_t pta_targets(const pta *p, int32_t func, const mopnd *o,
                    pta_loc *out, int32_t max)
{
    if (!p || !o)
        return 0;
    if (o->kind == OPND_IMM) {
        pta_key k;
        if (o->num || !pta_imm_key(p, o->imm, &k))
            return 0;
        if (max > 0)
            out[0] = pta_loc_of(p, &k);
        return 1;
    }
    int32_t nd = o->kind == OPND_REG ? pta_node(p, func, o->reg) : -1;
    if (nd < 0)
        return 0;
    const pta_set *s = &p->regs[nd];
    for (int32_t i = 0; i < s->n && i < max; i++)
        out[i] = pta_loc_of(p, &p->locs[s->v[i]]);
    return s->n;
}

int32_t pta_funcs(const pta *p, int32_t func, const mopnd *o, int32_t *out,
                  int32_t max)
{
    if (!p || !o)
        return 0;
    const model *m = p->m;
    pta_key imm;
    const pta_set *s = NULL;
    int32_t n = 0, nout = 0;
    if (o->kind == OPND_IMM) {
        n = !o->num && pta_imm_key(p, o->imm, &imm) ? 1 : 0;
    } else if (o->kind == OPND_REG && pta_node(p, func, o->reg) >= 0) {
        s = &p->regs[pta_node(p, func, o->reg)];
        n = s->n;
    }
    for (int32_t i = 0; i < n; i++) {
        int32_t obj = s ? p->locs[s->v[i]].obj : imm.obj;
        int32_t fn = obj < m->nglobals ? m->globals[obj].func : -1;
        bool dup = fn < 0 || fn >= m->nfuncs;
        for (int32_t j = 0; j < nout && !dup; j++)
            dup = out[j] == fn;
        if (!dup && nout < max)
            out[nout++] = fn;
    }
    return nout;
}

bool pta_single_global(const model *m, const pta_loc *l, int32_t n)
{
    return n == 1 && l[0].obj_kind == PTA_GLOBAL && !l[0].any_off &&
           l[0].obj > 0 && l[0].obj < (uint32_t)m->nglobals &&
           m->globals[l[0].obj].func < 0;
}

void pta_loc_name(const model *m, const pta_loc *l, char *buf, size_t n)
{
    char base[256];
    if (l->obj_kind == PTA_GLOBAL) {
        const char *gn = l->obj < (uint32_t)m->nglobals &&
                         m->globals[l->obj].name ? m->globals[l->obj].name
                                                 : "?";
        snprintf(base, sizeof base, "%s", gn);
    } else {
        const mfunc *fn = &m->funcs[l->site_func];
        const minstr *mi = &fn->code[l->site_ip];
        if (l->obj_kind == PTA_ALLOCA && mi->var && mi->var[0])
            snprintf(base, sizeof base, "%s.%s", fn->name, mi->var);
        else
            snprintf(base, sizeof base, "%s@%s:%d",
                     l->obj_kind == PTA_HEAP ? "heap" : "stack", fn->name,
                     (int)mi->loc.line);
    }
    if (l->any_off)
        snprintf(buf, n, "%s[*]", base);
    else if (l->off)
        snprintf(buf, n, "%s+%lld", base, (long long)l->off);
    else
        snprintf(buf, n, "%s", base);
}
