/* solve/por.c — future global accesses per block (por.h). */
#include "solve/por.h"
#include "solve/sim_priv.h"

#include <stdlib.h>
#include <string.h>

/* Per block, 2 * words bits: reads of globals, then writes. */
struct por {
    const model *m;
    int32_t words;        /* 64-bit words per set of globals */
    int32_t *boff;        /* first block index of each function */
    int32_t nblocks;
    uint64_t *in;         /* accesses reachable from each block's entry */
    /* accesses reachable from each instruction (its own included), so a
     * thread past a block's first calls (main after creating T1, before
     * creating T2) is not charged with them; NULL when too large (the
     * block's set stands for each of its instructions) */
    int32_t *ioff;        /* first instruction index of each function */
    uint64_t *at;
};

/* Sets of per-instruction futures above this many bytes are not built. */
#define POR_MAX_INSTR_SETS (256u << 20)

typedef struct {
    por *p;
    pta *pt;
    uint64_t *gen;        /* the block's own accesses */
    int32_t **calls;      /* per block: functions it calls or starts */
    int32_t *ncalls;
    pta_loc *locs;
    int32_t cap;
    int32_t *fns;
} builder;

static uint64_t *set_of(uint64_t *base, const por *p, int32_t b)
{
    return base + (size_t)b * 2 * (size_t)p->words;
}

static void set_all(const por *p, uint64_t *set, bool write)
{
    memset(set + (write ? p->words : 0), 0xff,
           sizeof(uint64_t) * (size_t)p->words);
}

/* Globals operand o of function f may point to, as reads/writes of set;
 * no known target: every global when `empty_all`. */
static void add_targets(builder *b, int32_t f, const mopnd *o, bool rd,
                        bool wr, bool empty_all, uint64_t *set)
{
    const por *p = b->p;
    int32_t n = pta_targets(b->pt, f, o, b->locs, b->cap);
    if (n > b->cap) {
        b->cap = n;
        b->locs = sim_xrealloc(b->locs, sizeof(pta_loc) * (size_t)n);
        n = pta_targets(b->pt, f, o, b->locs, b->cap);
    }
    if (n == 0 && empty_all) {
        if (rd)
            set_all(p, set, false);
        if (wr)
            set_all(p, set, true);
    }
    for (int32_t i = 0; i < n; i++) {
        uint32_t g = b->locs[i].obj;
        if (b->locs[i].obj_kind != PTA_GLOBAL ||
            g >= (uint32_t)p->m->nglobals)
            continue;
        if (rd)
            set[g / 64] |= UINT64_C(1) << (g % 64);
        if (wr)
            set[p->words + g / 64] |= UINT64_C(1) << (g % 64);
    }
}

static void add_call(builder *b, int32_t blk, int32_t fn)
{
    int32_t *n = &b->ncalls[blk];
    b->calls[blk] = sim_xrealloc(b->calls[blk], sizeof(int32_t) *
                                 (size_t)(*n + 1));
    b->calls[blk][(*n)++] = fn;
}

/* Functions operand o may point to become callees of the block; false
 * if there is none. */
static bool add_funcs(builder *b, int32_t f, int32_t blk, const mopnd *o)
{
    int32_t n = pta_funcs(b->pt, f, o, b->fns, b->p->m->nfuncs);
    for (int32_t i = 0; i < n; i++)
        add_call(b, blk, b->fns[i]);
    return n > 0;
}

/* mi's own accesses into set, the functions it calls or starts into
 * blk's list. */
static void add_instr(builder *b, int32_t f, int32_t blk, const minstr *mi,
                      uint64_t *set)
{
    switch (mi->kind) {
    case MI_LOAD:
        add_targets(b, f, &mi->ops[0], true, false, true, set);
        break;
    case MI_STORE:
        add_targets(b, f, &mi->ops[1], false, true, true, set);
        break;
    case MI_RMW: case MI_CMPXCHG:
        add_targets(b, f, &mi->ops[0], true, true, true, set);
        break;
    case MI_CALL:
        if (mi->callee >= 0)
            add_call(b, blk, mi->callee);
        else if (!add_funcs(b, f, blk, &mi->ops[0])) {
            set_all(b->p, set, false);
            set_all(b->p, set, true);
        }
        break;
    case MI_PRIM: { /* any pointer argument may be read and written; any
                     * function argument may run (thread start, once) */
        bool runs = false;
        for (int32_t i = 0; i < mi->nops; i++) {
            if (mi->ops[i].kind == OPND_NONE)
                continue;
            add_targets(b, f, &mi->ops[i], true, true, false, set);
            runs |= add_funcs(b, f, blk, &mi->ops[i]);
        }
        if (!runs && (mi->op == PR_THREAD_CREATE || mi->op == PR_ONCE)) {
            set_all(b->p, set, false); /* a routine nothing resolves */
            set_all(b->p, set, true);
        }
        break;
    }
    default:
        break;
    }
}

/* in(blk) = gen(blk) ∪ in(callees' entries) ∪ in(successors); true if
 * it grew. */
static bool update_block(builder *b, int32_t f, int32_t bi)
{
    por *p = b->p;
    const mfunc *fn = &p->m->funcs[f];
    int32_t blk = p->boff[f] + bi, w2 = 2 * p->words;
    uint64_t *in = set_of(p->in, p, blk), *gen = set_of(b->gen, p, blk);
    bool grew = false;
    for (int32_t k = 0; k < w2; k++) {
        uint64_t v = gen[k];
        for (int32_t c = 0; c < b->ncalls[blk]; c++) {
            int32_t cf = b->calls[blk][c];
            v |= p->m->funcs[cf].nblocks > 0
                     ? set_of(p->in, p, p->boff[cf])[k] : ~UINT64_C(0);
        }
        const mblock *mb = &fn->blocks[bi];
        const minstr *t = mb->n > 0 ? &fn->code[mb->first + mb->n - 1] : NULL;
        bool jumps = t && (t->kind == MI_BR || t->kind == MI_JMP ||
                           t->kind == MI_SWITCH);
        for (int32_t s = 0; jumps && s < t->ntargets; s++)
            v |= set_of(p->in, p, p->boff[f] + t->targets[s])[k];
        grew |= (v & ~in[k]) != 0;
        in[k] |= v;
    }
    return grew;
}

static void build_gen(builder *b)
{
    const model *m = b->p->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t bi = 0; bi < m->funcs[f].nblocks; bi++) {
            const mblock *mb = &m->funcs[f].blocks[bi];
            for (int32_t i = 0; i < mb->n; i++)
                add_instr(b, f, b->p->boff[f] + bi,
                          &m->funcs[f].code[mb->first + i],
                          set_of(b->gen, b->p, b->p->boff[f] + bi));
        }
}

static void fixpoint(builder *b)
{
    const model *m = b->p->m;
    for (bool grew = true; grew;) {
        grew = false;
        for (int32_t f = 0; f < m->nfuncs; f++)
            for (int32_t bi = m->funcs[f].nblocks - 1; bi >= 0; bi--)
                grew |= update_block(b, f, bi);
    }
}

/* set |= the futures of the functions blk's list holds. */
static void add_callees(const builder *b, int32_t blk, uint64_t *set)
{
    const por *p = b->p;
    for (int32_t c = 0; c < b->ncalls[blk]; c++) {
        int32_t cf = b->calls[blk][c];
        const uint64_t *in = p->m->funcs[cf].nblocks > 0
                                 ? set_of(p->in, p, p->boff[cf]) : NULL;
        for (int32_t k = 0; k < 2 * p->words; k++)
            set[k] |= in ? in[k] : ~UINT64_C(0);
    }
}

/* The future of each instruction of block bi of f, from the block's end
 * backwards: its own accesses and callees, then what follows it (the
 * successors' entries after the last).  scratch: an extra block slot. */
static void build_block_at(builder *b, int32_t f, int32_t bi,
                           int32_t scratch)
{
    por *p = b->p;
    const mfunc *fn = &p->m->funcs[f];
    const mblock *mb = &fn->blocks[bi];
    size_t w2 = 2 * (size_t)p->words;
    uint64_t *next = NULL; /* the following instruction's future */
    for (int32_t i = mb->n - 1; i >= 0; i--) {
        int32_t ip = mb->first + i;
        uint64_t *set = p->at + (size_t)(p->ioff[f] + ip) * w2;
        memset(set, 0, sizeof(uint64_t) * w2);
        const minstr *mi = &fn->code[ip];
        bool jumps = mi->kind == MI_BR || mi->kind == MI_JMP ||
                     mi->kind == MI_SWITCH;
        for (int32_t s = 0; i == mb->n - 1 && jumps && s < mi->ntargets; s++)
            for (size_t k = 0; k < w2; k++)
                set[k] |= set_of(p->in, p, p->boff[f] + mi->targets[s])[k];
        b->ncalls[scratch] = 0;
        add_instr(b, f, scratch, mi, set);
        add_callees(b, scratch, set);
        for (size_t k = 0; next && k < w2; k++)
            set[k] |= next[k];
        next = set;
    }
}

/* The per-instruction futures (por.at), if their size is reasonable. */
static void build_at(builder *b, int32_t scratch)
{
    por *p = b->p;
    const model *m = p->m;
    p->ioff = sim_xalloc(sizeof(int32_t) * (size_t)(m->nfuncs + 1));
    size_t ninstr = 0;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        p->ioff[f] = (int32_t)ninstr;
        ninstr += (size_t)m->funcs[f].ncode;
    }
    size_t bytes = sizeof(uint64_t) * 2 * (size_t)p->words * ninstr;
    if (ninstr == 0 || ninstr > INT32_MAX || bytes > POR_MAX_INSTR_SETS) {
        free(p->ioff);
        p->ioff = NULL;
        return;
    }
    p->at = sim_xalloc(bytes);
    memset(p->at, 0, bytes); /* instructions in no block: no future */
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t bi = 0; bi < m->funcs[f].nblocks; bi++)
            build_block_at(b, f, bi, scratch);
}

por *por_build(const model *m)
{
    pta *pt = pta_build(m);
    if (!pt)
        return NULL;
    por *p = sim_xalloc(sizeof *p);
    memset(p, 0, sizeof *p);
    p->m = m;
    p->words = (m->nglobals + 63) / 64;
    p->boff = sim_xalloc(sizeof(int32_t) * (size_t)(m->nfuncs + 1));
    for (int32_t f = 0; f < m->nfuncs; f++) {
        p->boff[f] = p->nblocks;
        p->nblocks += m->funcs[f].nblocks;
    }
    /* one more block: build_at's scratch slot */
    size_t setlen = sizeof(uint64_t) * 2 * (size_t)p->words *
                    (size_t)(p->nblocks + 1);
    p->in = sim_xalloc(setlen);
    memset(p->in, 0, setlen);
    builder b = {p, pt, sim_xalloc(setlen), NULL, NULL, NULL, 0,
                 sim_xalloc(sizeof(int32_t) * (size_t)(m->nfuncs + 1))};
    memset(b.gen, 0, setlen);
    size_t nb = (size_t)p->nblocks + 1;
    b.calls = sim_xalloc(sizeof(int32_t *) * nb);
    b.ncalls = sim_xalloc(sizeof(int32_t) * nb);
    memset(b.calls, 0, sizeof(int32_t *) * nb);
    memset(b.ncalls, 0, sizeof(int32_t) * nb);
    build_gen(&b);
    fixpoint(&b);
    build_at(&b, p->nblocks);
    for (size_t i = 0; i < nb; i++)
        free(b.calls[i]);
    free(b.calls);
    free(b.ncalls);
    free(b.gen);
    free(b.locs);
    free(b.fns);
    pta_free(pt);
    return p;
}

void por_free(por *p)
{
    if (!p)
        return;
    free(p->boff);
    free(p->in);
    free(p->ioff);
    free(p->at);
    free(p);
}

bool por_conflict(const por *p, const sstate *st, int32_t tid, uint32_t obj,
                  bool write)
{
    uint64_t bit = UINT64_C(1) << (obj % 64);
    int32_t k = (int32_t)(obj / 64);
    for (int32_t u = 0; u < st->nthreads; u++) {
        const sthread *t = &st->threads[u];
        if (u == tid || t->status != TH_LIVE)
            continue;
        for (int32_t i = 0; i < t->nframes; i++) {
            const sframe *f = &t->frames[i];
            const uint64_t *in =
                p->at && f->ip >= 0 && f->ip < p->m->funcs[f->fn].ncode
                    ? p->at + (size_t)(p->ioff[f->fn] + f->ip) * 2 *
                                  (size_t)p->words
                    : p->in + (size_t)(p->boff[f->fn] + f->block) * 2 *
                                  (size_t)p->words;
            if ((in[p->words + k] & bit) || (write && (in[k] & bit)))
                return true;
        }
    }
    return false;
}
