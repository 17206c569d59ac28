/* solve/tmod.c — thread-modular proofs of assertions for any number of
 * threads, with symbolic data.
 *
 * The parameterised engine (param.c) enumerates values, so shared data
 * that grows with every thread (a counter) defeats it.  This engine
 * proves instead that a 2-indexed invariant Inv(G, l1, l2) holds for the
 * shared state G (globals, main's frame, the atomic-section flag) and
 * every pair of distinct threads l1, l2 of an unbounded pool:
 *
 *   init:  Inv(G0, NS, NS)                       (NS: not started yet)
 *   own:   Inv(G,a,b) & step(G,a -> G',a')        => Inv(G',a',b)
 *   other: Inv(G,a,b) & Inv(G,a,c) & Inv(G,b,c) &
 *          step(G,c -> G',c')                     => Inv(G',a,b)
 *   main:  Inv(G,a,b) & main step (creation of a, b or a third thread)
 *                                                 => Inv(G',a,b)
 *   safe:  no thread and not main at an error point.
 *
 * Induction over a run shows that every reachable global configuration
 * satisfies Inv for all ordered pairs, so no assertion fails.  Inv is a
 * conjunction of candidate facts (Houdini): comparisons between variables
 * and with program constants, guarded by the control points of the pair
 * and main, and exclusions of control-point triples.  Every candidate an
 * SMT model of a rule refutes is dropped, until all rules hold; the
 * checks use Z3's bit-vectors with C's semantics.
 *
 * Steps over-approximate the program: a step is one visible operation
 * with the local code after it (the net's hops), nondet values and fresh
 * locals are unconstrained, abort/exit stop the thread only.  Whatever
 * the encoding does not model exactly (heap, mutexes, joins, escaping
 * locals, floats, pointer-to-integer casts, recursion, undefined values,
 * threads creating threads ...) ends the attempt: no proof, no verdict.
 * Undefined behaviour (division by zero, bad shift, an access outside the
 * known cells) is an error point, so a proof also shows it unreachable. */
#include "solve/solve.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

enum { SOFT_CHECK_S = 1 }; /* the batch solver's time-out per check */
enum {
    MAX_CTX = 128, MAX_SLOTS = 160, MAX_CELLS = 96, MAX_CONSTS = 10,
    MAX_EDGES = 4096
};
/* Special control points: thread pcs 0..3, main pcs 0..2. */
enum { TP_NS, TP_DONE, TP_ERR, TP_HALT, TP_FIRST };
enum { MP_DONE, MP_ERR, MP_HALT, MP_FIRST };

typedef struct {
    int32_t func, parent, call_ip, tree;
    bool atomic;             /* inside a __VERIFIER_atomic_* function */
    int32_t reg_base;        /* flat index of its register 0 */
    int32_t *child;          /* per instruction: context of a call, -1 */
    int32_t *pc;             /* per instruction: control point id, -1 */
    int32_t *alloca_obj;     /* per instruction: virtual object, -1 */
    uint8_t *bnd;            /* per instruction: a step boundary */
} tctx;

typedef struct {
    uint32_t vobj;           /* object id (globals) or virtual id (allocas) */
    uint64_t off;
    uint32_t size;
    bool local;              /* a thread's own alloca: slot is in L */
    int32_t slot;
    uint64_t init;           /* globals: initial value */
    bool has_init;
} tcell;

typedef struct {
    int32_t ctx, ip;         /* ctx -1: a special point */
} tpoint;

typedef struct {
    int32_t bits;
} tslot;

/* One step from a control point: guard and the post values of every
 * slot, as terms over the template copies GIN and LIN.  Main's creation
 * steps also start a thread in tree new_tree with argument arg. */
typedef struct {
    int32_t from, to;
    bool main;
    Z3_ast guard;
    Z3_ast *g, *l;           /* [ng], [nl] */
    int32_t new_tree;        /* -1: no creation */
    Z3_ast arg;
    bool writes_g;           /* some post value of G may differ */
} tedge;

/* The shape of a fact "x OP c", for leaving implied facts out. */
typedef enum { K_OTHER, K_EQ, K_ULE, K_UGE, K_SLE, K_SGE, K_NE } kind_t;

typedef struct {
    Z3_ast f;                /* over GIN (G) and LIN (the thread) */
    bool alive;
    uint8_t kind;            /* kind_t */
    unsigned var;            /* x's AST id, when kind != K_OTHER */
    int64_t c;               /* c, signed for K_SLE/K_SGE */
} tcand;

typedef struct {
    int32_t n, cap;
    int32_t *ids;
} idlist;

typedef struct tmod_keep { /* a kept search is the search itself */
    const model *m;
    pta *pa;
    double deadline;
    bool verbose;
    char why[256];
    bool failed;
    bool out_of_time;        /* failed at the time limit (first give-up;
                                a later one, e.g. an undecided query
                                after it, must not clear it) */
    bool second_try;         /* richer candidates (make_pair) */
    bool initialised;        /* initial() done: a resumed search sweeps */
    bool abstract_error;     /* failed: an error point in the abstraction */
    /* structure */
    tctx ctx[MAX_CTX];
    int32_t nctx;
    int32_t ntrees, tree_root[MAX_CTX]; /* tree 0: main */
    int32_t nflat;
    int32_t *flat_bits, *flat_slot;     /* per flat register */
    tcell cells[MAX_CELLS];
    int32_t ncells;
    uint32_t next_vobj;
    tpoint *tpc, *mpc;
    int32_t ntpc, nmpc;
    int32_t **tvars, *ntvars;           /* per thread pc: its L slots */
    int32_t **mvars, *nmvars;           /* per main pc: its G slots */
    tslot gs[MAX_SLOTS], ls[MAX_SLOTS];
    int32_t ng, nl;
    int32_t busy, mdepth, ldepth;       /* slots, -1 if unused */
    bool uses_sections;
    uint64_t consts[65][MAX_CONSTS];
    int32_t nconsts[65];
    int32_t flag_cell[MAX_CELLS];       /* sticky flags: cells ... */
    uint64_t flag_val[MAX_CELLS];       /* ... only ever set to this */
    int32_t nflags;
    /* solver */
    Z3_context z;
    Z3_ast *GIN, *GOUT, *LIN, *LA, *LB, *LC, *LN;
    tedge *edges;
    int32_t nedges;
    int32_t *tedge_first, *tedge_n, *medge_first, *medge_n;
    tcand *cands;
    int32_t ncands, capcands;
    idlist *single, *mainc, *pair; /* per tpc, per mpc, per tpc pair */
    uint8_t *single_made, *main_made, *pair_made;
    uint8_t *excl;                  /* per (pm, p1 <= p2): triple excluded */
    int64_t drops, *ver_t, *ver_m, *chk_own, *chk_int;
    int64_t queries;
    int32_t fresh;
    char rule[200];          /* the rule being checked, for -v */
    Z3_solver base;          /* the premise of the current batch */
    Z3_ast base_premise;
    bool soft_undef;         /* the batch solver's check timed out */
} tm;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool give_up(tm *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static bool give_up(tm *t, const char *fmt, ...)
{
    if (t->failed)
        return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->why, sizeof t->why, fmt, ap);
    va_end(ap);
    t->failed = true;
    return false;
}

static bool give_up_at(tm *t, const minstr *mi, const char *what)
{
    return give_up(t, "%s at %s:%d", what, model_file(t->m, mi->loc),
                   mi->loc.line);
}

static void *checked(void *p)
{
    if (!p) {
        fprintf(stderr, "pnbmc: out of memory\n");
        exit(4);
    }
    return p;
}

static void *xcalloc(size_t n, size_t sz)
{
    return checked(calloc(n ? n : 1, sz));
}

static void idl_push(idlist *l, int32_t v)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->ids = checked(realloc(l->ids, (size_t)l->cap * sizeof *l->ids));
    }
    l->ids[l->n++] = v;
}

/* ------------------------------------------------------------ contexts */
static int32_t block_of(const mfunc *f, int32_t ip)
{
    return net_block_of(f, ip);
}

static bool supported_insn(tm *t, const mfunc *f, const minstr *mi,
                           bool in_main)
{
    (void)f;
    if (mi->reads_undef)
        return give_up_at(t, mi, "an uninitialised value");
    if (mi->addr_check == ADDR_ORDER) /* the simulator's check_layout */
        return give_up_at(t, mi, "an order comparison of addresses");
    if (mi->forged) /* its immediate decodes as a global's address */
        return give_up_at(t, mi, "a number used as an address");
    switch (mi->kind) {
    case MI_UNDEF_USE:
        return model_undef_use_idle(mi)
             ? true : give_up_at(t, mi, "a value that may be uninitialised");
    case MI_FBIN: case MI_FCMP: case MI_FCAST:
        return give_up_at(t, mi, "floating point");
    case MI_UNSUPPORTED:
        return give_up_at(t, mi, "an unsupported operation");
    case MI_ALLOCA:
        return model_is_vla(mi)
             ? give_up_at(t, mi, "a variable-length array") : true;
    case MI_LOAD: case MI_STORE:
        if (mi->is_float)
            return give_up_at(t, mi, "floating point");
        if (mi->size > 8 || mi->size == 0)
            return give_up_at(t, mi, "a wide memory access");
        return true;
    case MI_RMW: case MI_CMPXCHG:
        if (mi->size > 8 || mi->size == 0)
            return give_up_at(t, mi, "a wide memory access");
        return true;
    case MI_PRIM:
        switch ((prim_kind)mi->op) {
        case PR_NOP: case PR_NONDET: case PR_ASSUME: case PR_REACH_ERROR:
        case PR_ASSERT_FAIL: case PR_ASSERT: case PR_ABORT: case PR_EXIT:
        case PR_ATOMIC_BEGIN: case PR_ATOMIC_END: case PR_THREAD_EXIT:
            return true;
        case PR_THREAD_CREATE:
            if (!in_main)
                return give_up_at(t, mi, "a thread creating threads");
            return true;
        default:
            return give_up_at(t, mi, prim_name((prim_kind)mi->op));
        }
    default:
        return true;
    }
}

/* Whether a call inside an atomic function lets other threads run is
 * disputed (SV-COMP's verdicts differ between tasks), so such a function
 * is not atomic here at all: every reading's runs are among the runs of
 * the plain function, and a proof holds for each reading. */
static bool has_call(const mfunc *f)
{
    for (int32_t ip = 0; ip < f->ncode; ip++)
        if (f->code[ip].kind == MI_CALL)
            return true;
    return false;
}

static bool may_point_to(tm *t, int32_t fn, const mopnd *o, int32_t sf,
                         int32_t sip)
{
    pta_loc locs[64];
    if (o->kind != OPND_REG)
        return false;
    int32_t n = pta_targets(t->pa, fn, o, locs, 64);
    if (n > 64)
        return true;
    for (int32_t i = 0; i < n; i++)
        if (locs[i].obj_kind == PTA_ALLOCA && locs[i].site_func == sf &&
            locs[i].site_ip == sip)
            return true;
    return false;
}

/* Whether the address of the alloca at (sf, sip) may be written to
 * memory or passed to a new thread anywhere in the program: only then
 * can another thread reach it (pointers are not integers here). */
static bool stored_or_passed(tm *t, int32_t sf, int32_t sip)
{
    const model *m = t->m;
    for (int32_t fn = 0; fn < m->nfuncs; fn++) {
        const mfunc *f = &m->funcs[fn];
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            const minstr *mi = &f->code[ip];
            bool hit = false;
            if (mi->kind == MI_STORE)
                hit = may_point_to(t, fn, &mi->ops[0], sf, sip);
            else if (mi->kind == MI_RMW)
                hit = may_point_to(t, fn, &mi->ops[1], sf, sip);
            else if (mi->kind == MI_CMPXCHG)
                hit = may_point_to(t, fn, &mi->ops[2], sf, sip);
            else if (mi->kind == MI_PRIM)
                for (int32_t o = 1; o < mi->nops; o++)
                    hit |= may_point_to(t, fn, &mi->ops[o], sf, sip) &&
                           mi->op != PR_NOP && mi->op != PR_ASSERT &&
                           mi->op != PR_ASSUME;
            if (hit)
                return true;
        }
    }
    return false;
}

/* Contexts: every call path from a tree root (main, thread entries);
 * recursion ends the attempt. */
static int32_t add_ctx(tm *t, int32_t func, int32_t parent, int32_t call_ip,
                       int32_t tree)
{
    const model *m = t->m;
    for (int32_t a = parent; a >= 0; a = t->ctx[a].parent)
        if (t->ctx[a].func == func) {
            give_up(t, "recursion in %s", m->funcs[func].name);
            return -1;
        }
    if (t->nctx >= MAX_CTX) {
        give_up(t, "more than %d call contexts", MAX_CTX);
        return -1;
    }
    const mfunc *f = &m->funcs[func];
    int32_t id = t->nctx++;
    tctx *c = &t->ctx[id];
    c->func = func;
    c->parent = parent;
    c->call_ip = call_ip;
    c->tree = tree;
    c->atomic = (f->atomic_fn && !has_call(f)) ||
                (parent >= 0 && t->ctx[parent].atomic);
    c->reg_base = t->nflat;
    t->nflat += f->nregs;
    c->child = xcalloc((size_t)f->ncode, sizeof *c->child);
    c->pc = xcalloc((size_t)f->ncode, sizeof *c->pc);
    c->alloca_obj = xcalloc((size_t)f->ncode, sizeof *c->alloca_obj);
    for (int32_t ip = 0; ip < f->ncode; ip++) {
        c->child[ip] = c->pc[ip] = c->alloca_obj[ip] = -1;
        const minstr *mi = &f->code[ip];
        if (!supported_insn(t, f, mi, tree == 0))
            return -1;
        if (mi->kind == MI_ALLOCA) {
            if (tree != 0 && mi->escapes && stored_or_passed(t, func, ip))
                return give_up_at(t, mi, "a local whose address escapes"),
                       -1;
            if (block_of(f, ip) != 0)
                return give_up_at(t, mi, "a local allocated in a loop"), -1;
            t->ctx[id].alloca_obj[ip] = (int32_t)t->next_vobj++;
        }
        if (mi->kind == MI_PRIM && mi->op == PR_ATOMIC_BEGIN)
            t->uses_sections = true;
    }
    for (int32_t ip = 0; ip < f->ncode; ip++) {
        const minstr *mi = &f->code[ip];
        if (mi->kind != MI_CALL)
            continue;
        if (mi->callee < 0)
            return give_up_at(t, mi, "an indirect call"), -1;
        int32_t ch = add_ctx(t, mi->callee, id, ip, tree);
        if (ch < 0)
            return -1;
        t->ctx[id].child[ip] = ch;
    }
    return id;
}

static int32_t fn_of_ptr(tm *t, const mopnd *o)
{
    if (o->kind != OPND_IMM)
        return -1;
    uint32_t obj = model_ptr_obj(t->m, o->imm);
    if (model_ptr_off(t->m, o->imm) || obj >= (uint32_t)t->m->nglobals)
        return -1;
    return t->m->globals[obj].func;
}

static bool build_contexts(tm *t)
{
    const model *m = t->m;
    t->next_vobj = (uint32_t)m->nglobals;
    t->ntrees = 1;
    t->tree_root[0] = add_ctx(t, m->main_fn, -1, -1, 0);
    if (t->tree_root[0] < 0)
        return false;
    int32_t nmain = t->nctx;
    for (int32_t c = 0; c < nmain; c++) {
        const mfunc *f = &m->funcs[t->ctx[c].func];
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            const minstr *mi = &f->code[ip];
            if (mi->kind != MI_PRIM || mi->op != PR_THREAD_CREATE)
                continue;
            int32_t fn = mi->nops > 3 ? fn_of_ptr(t, &mi->ops[3]) : -1;
            if (fn < 0)
                return give_up_at(t, mi, "a start routine that is not a "
                                  "known function");
            bool seen = false;
            for (int32_t k = 1; k < t->ntrees; k++)
                seen |= t->ctx[t->tree_root[k]].func == fn;
            if (seen)
                continue;
            if (t->ntrees >= 8)
                return give_up(t, "too many start routines");
            int32_t r = add_ctx(t, fn, -1, -1, t->ntrees);
            if (r < 0)
                return false;
            t->tree_root[t->ntrees++] = r;
        }
    }
    if (t->ntrees == 1)
        return give_up(t, "no thread is created");
    int32_t idbits = m->ptr_bits - m->obj_shift;
    if (idbits < 32 && t->next_vobj >= (UINT64_C(1) << idbits))
        return give_up(t, "too many objects");
    return true;
}

/* --------------------------------------------------------------- cells */
static bool obj_size(tm *t, uint32_t vobj, uint64_t *size, int32_t *tree)
{
    if (vobj < (uint32_t)t->m->nglobals) {
        *size = t->m->globals[vobj].size;
        *tree = -1;
        return t->m->globals[vobj].func < 0;
    }
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &t->m->funcs[t->ctx[c].func];
        for (int32_t ip = 0; ip < f->ncode; ip++)
            if (t->ctx[c].alloca_obj[ip] == (int32_t)vobj) {
                *size = f->code[ip].size;
                *tree = t->ctx[c].tree;
                return true;
            }
    }
    return false;
}

/* The concrete objects an abstract location of the accessing context
 * may be: a global, or every instance of an alloca site in the
 * accessor's tree or in main's. */
static int32_t loc_objects(tm *t, int32_t acc_ctx, const pta_loc *l,
                           uint32_t *out, int32_t max)
{
    if (l->obj_kind == PTA_GLOBAL) {
        out[0] = l->obj;
        return 1;
    }
    if (l->obj_kind != PTA_ALLOCA)
        return -1;
    int32_t n = 0, tree = t->ctx[acc_ctx].tree;
    for (int32_t c = 0; c < t->nctx; c++) {
        const tctx *x = &t->ctx[c];
        if (x->func != l->site_func || (x->tree != tree && x->tree != 0))
            continue;
        int32_t v = x->alloca_obj[l->site_ip];
        if (v >= 0 && n < max)
            out[n++] = (uint32_t)v;
    }
    return n;
}

static bool add_cell(tm *t, uint32_t vobj, uint64_t off, uint32_t size)
{
    uint64_t osize;
    int32_t tree;
    if (!obj_size(t, vobj, &osize, &tree))
        return give_up(t, "an access to a function or unknown object");
    if (off + size > osize)
        return true; /* out of bounds: the access is an error point */
    for (int32_t i = 0; i < t->ncells; i++) {
        tcell *c = &t->cells[i];
        if (c->vobj != vobj)
            continue;
        if (c->off == off && c->size == size)
            return true;
        if (off < c->off + c->size && c->off < off + size)
            return give_up(t, "overlapping accesses of different sizes");
    }
    if (t->ncells >= MAX_CELLS)
        return give_up(t, "more than %d memory cells", MAX_CELLS);
    tcell *c = &t->cells[t->ncells++];
    c->vobj = vobj;
    c->off = off;
    c->size = size;
    c->local = tree > 0;
    c->slot = -1;
    c->has_init = vobj < (uint32_t)t->m->nglobals;
    if (c->has_init) {
        const uint8_t *b = t->m->globals[vobj].init;
        uint64_t v = 0;
        for (uint32_t k = 0; k < size; k++)
            v |= (uint64_t)(b ? b[off + k] : 0) << (8 * k);
        c->init = v;
    }
    return true;
}

static bool operand_cells(tm *t, int32_t c, const mopnd *o, uint32_t size)
{
    pta_loc locs[32];
    int32_t n = pta_targets(t->pa, t->ctx[c].func, o, locs, 32);
    if (n <= 0 || n > 32)
        return give_up(t, "an access whose target is not known");
    for (int32_t i = 0; i < n; i++) {
        uint32_t objs[MAX_CTX];
        int32_t k = loc_objects(t, c, &locs[i], objs, MAX_CTX);
        if (k < 0)
            return give_up(t, "an access to heap memory");
        for (int32_t j = 0; j < k; j++) {
            uint64_t osize;
            int32_t tree;
            if (!obj_size(t, objs[j], &osize, &tree))
                return give_up(t, "an access to a function");
            if (!locs[i].any_off) {
                if (!add_cell(t, objs[j], (uint64_t)locs[i].off, size))
                    return false;
                continue;
            }
            for (uint64_t off = 0; off + size <= osize; off += size)
                if (!add_cell(t, objs[j], off, size))
                    return false;
        }
    }
    return true;
}

static bool collect_cells(tm *t)
{
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &t->m->funcs[t->ctx[c].func];
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            const minstr *mi = &f->code[ip];
            bool ok = true;
            if (mi->kind == MI_LOAD || mi->kind == MI_RMW ||
                mi->kind == MI_CMPXCHG)
                ok = operand_cells(t, c, &mi->ops[0], mi->size);
            else if (mi->kind == MI_STORE)
                ok = operand_cells(t, c, &mi->ops[1], mi->size);
            if (!ok)
                return false;
        }
    }
    return true;
}

/* ------------------------------------------------------------ liveness */
typedef struct {
    int32_t words;
    uint64_t *in;            /* [ncode][words] */
} tlive;

static bool bit_get(const uint64_t *s, int32_t i)
{
    return (s[i / 64] >> (i % 64)) & 1;
}
static void bit_set(uint64_t *s, int32_t i)
{
    s[i / 64] |= UINT64_C(1) << (i % 64);
}
static void bit_clr(uint64_t *s, int32_t i)
{
    s[i / 64] &= ~(UINT64_C(1) << (i % 64));
}

static int32_t succs(const minstr *mi, int32_t *out)
{
    switch (mi->kind) {
    case MI_BR: case MI_JMP: case MI_SWITCH:
        for (int32_t i = 0; i < mi->ntargets; i++)
            out[i] = mi->targets[i];
        return mi->ntargets;
    default:
        return 0;
    }
}

/* Live registers before each instruction (phis: on their edges). */
static void live_compute(const mfunc *f, tlive *lv)
{
    lv->words = (f->nregs + 63) / 64 + 1;
    lv->in = xcalloc((size_t)f->ncode * (size_t)lv->words, sizeof *lv->in);
    uint64_t *cur = xcalloc((size_t)lv->words, sizeof *cur);
    bool changed = true;
    while (changed) {
        changed = false;
        for (int32_t b = f->nblocks - 1; b >= 0; b--) {
            const mblock *bl = &f->blocks[b];
            if (bl->n == 0)
                continue;
            memset(cur, 0, (size_t)lv->words * sizeof *cur);
            const minstr *term = &f->code[bl->first + bl->n - 1];
            int32_t sv[256];
            int32_t ns = term->ntargets <= 256 ? succs(term, sv) : 0;
            for (int32_t k = 0; k < ns; k++) {
                const mblock *sb = &f->blocks[sv[k]];
                if (sb->n == 0)
                    continue;
                int32_t entry = sb->first + sb->nphis;
                if (entry < sb->first + sb->n) {
                    const uint64_t *si = &lv->in[(size_t)entry * lv->words];
                    for (int32_t w = 0; w < lv->words; w++)
                        cur[w] |= si[w];
                }
                for (int32_t p = 0; p < sb->nphis; p++) {
                    const minstr *phi = &f->code[sb->first + p];
                    bit_clr(cur, phi->dst);
                }
                for (int32_t p = 0; p < sb->nphis; p++) {
                    const minstr *phi = &f->code[sb->first + p];
                    for (int32_t o = 0; o < phi->phi_preds_n; o++)
                        if (phi->phi_preds[o] == b &&
                            phi->ops[o].kind == OPND_REG)
                            bit_set(cur, phi->ops[o].reg);
                }
            }
            for (int32_t ip = bl->first + bl->n - 1;
                 ip >= bl->first + bl->nphis; ip--) {
                const minstr *mi = &f->code[ip];
                if (mi->dst >= 0)
                    bit_clr(cur, mi->dst);
                if (mi->dst2 >= 0)
                    bit_clr(cur, mi->dst2);
                for (int32_t o = 0; o < mi->nops; o++)
                    if (mi->ops[o].kind == OPND_REG)
                        bit_set(cur, mi->ops[o].reg);
                uint64_t *dst = &lv->in[(size_t)ip * lv->words];
                if (memcmp(dst, cur, (size_t)lv->words * sizeof *cur)) {
                    memcpy(dst, cur, (size_t)lv->words * sizeof *cur);
                    changed = true;
                }
            }
        }
    }
    free(cur);
}

static bool is_main_ctx(const tm *t, int32_t c)
{
    return t->ctx[c].tree == 0;
}
static int32_t access_cells(tm *t, int32_t c, const mopnd *o, uint32_t size,
                            int32_t *out);

/* ------------------------------------------------------- step boundaries
 * A step is one operation other threads can observe (an access to a
 * shared cell, an atomic function call, a section's begin or end, a
 * creation) together with the thread-local code around it; local code
 * commutes with every other thread's steps, so this loses no reachable
 * state.  Steps also end at loop headers, which keeps them finite, and
 * an atomic function runs in one step. */
static void loop_headers(const mfunc *f, uint8_t *hdr)
{
    int32_t nb = f->nblocks;
    uint8_t *state = xcalloc((size_t)nb, 1); /* 1 on stack, 2 done */
    int32_t *stack = xcalloc((size_t)nb + 1, sizeof *stack);
    int32_t *next = xcalloc((size_t)nb + 1, sizeof *next);
    int32_t sp = 0;
    if (nb > 0) {
        stack[sp] = 0, next[sp++] = 0;
        state[0] = 1;
    }
    while (sp > 0) {
        int32_t b = stack[sp - 1];
        const mblock *bl = &f->blocks[b];
        const minstr *term = bl->n ? &f->code[bl->first + bl->n - 1] : NULL;
        int32_t sv[256];
        int32_t ns = term && term->ntargets <= 256 ? succs(term, sv) : 0;
        if (next[sp - 1] >= ns) {
            state[b] = 2;
            sp--;
            continue;
        }
        int32_t to = sv[next[sp - 1]++];
        if (state[to] == 1)
            hdr[to] = 1;
        else if (state[to] == 0) {
            state[to] = 1;
            stack[sp] = to, next[sp++] = 0;
        }
    }
    free(state);
    free(stack);
    free(next);
}

static bool visible_access(tm *t, int32_t c, const minstr *mi)
{
    const mopnd *po = &mi->ops[mi->kind == MI_STORE ? 1 : 0];
    if (is_main_ctx(t, c))
        return true;
    int32_t cells[MAX_CELLS];
    int32_t n = access_cells(t, c, po, mi->size, cells);
    for (int32_t i = 0; i < n; i++)
        if (!t->cells[cells[i]].local)
            return true;
    return n == 0;
}

static bool visible_insn(tm *t, int32_t c, const minstr *mi)
{
    switch (mi->kind) {
    case MI_LOAD: case MI_STORE: case MI_RMW: case MI_CMPXCHG:
        return visible_access(t, c, mi);
    case MI_CALL:
        return t->ctx[t->ctx[c].child[mi - t->m->funcs[t->ctx[c].func].code]]
            .atomic;
    case MI_PRIM:
        return mi->op == PR_ATOMIC_BEGIN || mi->op == PR_ATOMIC_END ||
               mi->op == PR_THREAD_CREATE;
    default:
        return false;
    }
}

static void mark_boundaries(tm *t, int32_t c)
{
    const mfunc *f = &t->m->funcs[t->ctx[c].func];
    uint8_t *hdr = xcalloc((size_t)f->nblocks + 1, 1);
    loop_headers(f, hdr);
    t->ctx[c].bnd = xcalloc((size_t)f->ncode + 1, 1);
    for (int32_t b = 0; b < f->nblocks; b++)
        if (hdr[b] && f->blocks[b].nphis < f->blocks[b].n)
            t->ctx[c].bnd[f->blocks[b].first + f->blocks[b].nphis] = 1;
    if (t->ctx[c].parent < 0)
        t->ctx[c].bnd[f->blocks[0].first + f->blocks[0].nphis] = 1;
    for (int32_t ip = 0; ip < f->ncode && !t->ctx[c].atomic; ip++)
        if (visible_insn(t, c, &f->code[ip]))
            t->ctx[c].bnd[ip] = 1;
    free(hdr);
}

/* ------------------------------------------------- points and variables */
static int32_t add_slot(tslot *s, int32_t *n, int32_t bits)
{
    if (*n >= MAX_SLOTS)
        return -1;
    s[*n].bits = bits;
    return (*n)++;
}

/* Register widths from their uses (operand widths), else their defs. */
static bool register_widths(tm *t)
{
    t->flat_bits = xcalloc((size_t)t->nflat, sizeof *t->flat_bits);
    t->flat_slot = xcalloc((size_t)t->nflat, sizeof *t->flat_slot);
    for (int32_t i = 0; i < t->nflat; i++)
        t->flat_slot[i] = -1;
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &t->m->funcs[t->ctx[c].func];
        int32_t *w = &t->flat_bits[t->ctx[c].reg_base];
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            const minstr *mi = &f->code[ip];
            if (mi->dst >= 0 && !w[mi->dst])
                w[mi->dst] = mi->kind == MI_ALLOCA || mi->kind == MI_GEP
                                 ? t->m->ptr_bits : mi->bits;
            if (mi->dst2 >= 0)
                w[mi->dst2] = 1;
        }
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            const minstr *mi = &f->code[ip];
            for (int32_t o = 0; o < mi->nops; o++)
                if (mi->ops[o].kind == OPND_REG && !w[mi->ops[o].reg])
                    w[mi->ops[o].reg] = mi->ops[o].bits;
        }
        for (int32_t r = 0; r < f->nregs; r++)
            if (w[r] < 0 || w[r] > 64)
                return give_up(t, "a register wider than 64 bits");
    }
    return true;
}

/* Slot of a flat register, allocated on first use. */
static int32_t reg_slot(tm *t, int32_t c, int32_t reg)
{
    int32_t fl = t->ctx[c].reg_base + reg;
    if (t->flat_slot[fl] < 0) {
        int32_t bits = t->flat_bits[fl] ? t->flat_bits[fl] : 64;
        t->flat_slot[fl] = is_main_ctx(t, c) ? add_slot(t->gs, &t->ng, bits)
                                             : add_slot(t->ls, &t->nl, bits);
        if (t->flat_slot[fl] < 0)
            give_up(t, "more than %d variables", MAX_SLOTS);
    }
    return t->flat_slot[fl];
}

static bool cell_in_ctx(const tm *t, const tcell *cl, int32_t c)
{
    const mfunc *f = &t->m->funcs[t->ctx[c].func];
    for (int32_t ip = 0; ip < f->ncode; ip++)
        if (t->ctx[c].alloca_obj[ip] == (int32_t)cl->vobj)
            return true;
    return false;
}

/* Variables of point (c, ip): live registers of c and of its callers
 * after their calls, the cells of their allocas, the section depth. */
static void point_vars(tm *t, tlive *lv, int32_t c, int32_t ip,
                       idlist *out)
{
    bool main = is_main_ctx(t, c);
    for (int32_t x = c, at = ip; x >= 0;
         at = t->ctx[x].call_ip + 1, x = t->ctx[x].parent) {
        const mfunc *f = &t->m->funcs[t->ctx[x].func];
        const tlive *l = &lv[t->ctx[x].func];
        const uint64_t *s = &l->in[(size_t)at * l->words];
        int32_t skip = x == c ? -1 : f->code[at - 1].dst;
        for (int32_t r = 0; r < f->nregs; r++)
            if (bit_get(s, r) && r != skip) {
                int32_t sl = reg_slot(t, x, r);
                if (sl >= 0)
                    idl_push(out, sl);
            }
        for (int32_t k = 0; k < t->ncells; k++)
            if (!main && t->cells[k].local &&
                cell_in_ctx(t, &t->cells[k], x))
                idl_push(out, t->cells[k].slot);
    }
    if (!main && t->ldepth >= 0)
        idl_push(out, t->ldepth);
}

static bool number_points(tm *t)
{
    const model *m = t->m;
    tlive *lv = xcalloc((size_t)m->nfuncs, sizeof *lv);
    for (int32_t c = 0; c < t->nctx; c++)
        if (!lv[t->ctx[c].func].in)
            live_compute(&m->funcs[t->ctx[c].func], &lv[t->ctx[c].func]);
    for (int32_t k = 0; k < t->ncells; k++) {
        tcell *cl = &t->cells[k];
        cl->slot = cl->local ? add_slot(t->ls, &t->nl, (int32_t)cl->size * 8)
                             : add_slot(t->gs, &t->ng, (int32_t)cl->size * 8);
    }
    bool atomic = t->uses_sections;
    for (int32_t c = 0; c < t->nctx; c++)
        atomic |= t->ctx[c].atomic;
    t->busy = atomic ? add_slot(t->gs, &t->ng, 1) : -1;
    t->mdepth = t->uses_sections ? add_slot(t->gs, &t->ng, 8) : -1;
    t->ldepth = t->uses_sections ? add_slot(t->ls, &t->nl, 8) : -1;
    int32_t cap = 16;
    for (int32_t c = 0; c < t->nctx; c++)
        cap += m->funcs[t->ctx[c].func].ncode;
    t->tpc = xcalloc((size_t)cap, sizeof *t->tpc);
    t->mpc = xcalloc((size_t)cap, sizeof *t->mpc);
    t->tvars = xcalloc((size_t)cap, sizeof *t->tvars);
    t->ntvars = xcalloc((size_t)cap, sizeof *t->ntvars);
    t->mvars = xcalloc((size_t)cap, sizeof *t->mvars);
    t->nmvars = xcalloc((size_t)cap, sizeof *t->nmvars);
    t->ntpc = TP_FIRST;
    t->nmpc = MP_FIRST;
    for (int32_t i = 0; i < TP_FIRST; i++)
        t->tpc[i] = (tpoint){-1, i};
    for (int32_t i = 0; i < MP_FIRST; i++)
        t->mpc[i] = (tpoint){-1, i};
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &m->funcs[t->ctx[c].func];
        bool main = is_main_ctx(t, c);
        mark_boundaries(t, c);
        for (int32_t ip = 0; ip < f->ncode; ip++) {
            if (!t->ctx[c].bnd[ip])
                continue;
            idlist vars = {0, 0, NULL};
            point_vars(t, lv, c, ip, &vars);
            int32_t id = main ? t->nmpc++ : t->ntpc++;
            t->ctx[c].pc[ip] = id;
            (main ? t->mpc : t->tpc)[id] = (tpoint){c, ip};
            (main ? t->mvars : t->tvars)[id] = vars.ids;
            (main ? t->nmvars : t->ntvars)[id] = vars.n;
        }
    }
    for (int32_t i = 0; i < m->nfuncs; i++)
        free(lv[i].in);
    free(lv);
    return !t->failed;
}

/* ------------------------------------------------------------ Z3 terms */
static Z3_sort bvs(tm *t, int32_t bits)
{
    return Z3_mk_bv_sort(t->z, (unsigned)bits);
}
static Z3_ast num(tm *t, uint64_t v, int32_t bits)
{
    return Z3_mk_unsigned_int64(t->z, model_mask(bits, v), bvs(t, bits));
}
static Z3_ast fresh(tm *t, int32_t bits)
{
    char nm[32];
    snprintf(nm, sizeof nm, "h%d", t->fresh++);
    return Z3_mk_const(t->z, Z3_mk_string_symbol(t->z, nm), bvs(t, bits));
}
static Z3_ast and2(tm *t, Z3_ast a, Z3_ast b)
{
    Z3_ast x[2] = {a, b};
    return Z3_mk_and(t->z, 2, x);
}
static Z3_ast nonzero(tm *t, Z3_ast v)
{
    unsigned w = Z3_get_bv_sort_size(t->z, Z3_get_sort(t->z, v));
    return Z3_mk_not(t->z, Z3_mk_eq(t->z, v, num(t, 0, (int32_t)w)));
}
static Z3_ast bool_bit(tm *t, Z3_ast b)
{
    return Z3_mk_ite(t->z, b, num(t, 1, 1), num(t, 0, 1));
}
static int32_t width(tm *t, Z3_ast v)
{
    return (int32_t)Z3_get_bv_sort_size(t->z, Z3_get_sort(t->z, v));
}
/* v resized to bits: zero- or sign-extended, or truncated. */
static Z3_ast resize(tm *t, Z3_ast v, int32_t bits, bool sign)
{
    int32_t w = width(t, v);
    if (w == bits)
        return v;
    if (w > bits)
        return Z3_mk_extract(t->z, (unsigned)bits - 1, 0, v);
    return sign ? Z3_mk_sign_ext(t->z, (unsigned)(bits - w), v)
                : Z3_mk_zero_ext(t->z, (unsigned)(bits - w), v);
}

static Z3_ast *mk_copy(tm *t, const char *pre, const tslot *s, int32_t n)
{
    Z3_ast *a = xcalloc((size_t)n, sizeof *a);
    for (int32_t i = 0; i < n; i++) {
        char nm[32];
        snprintf(nm, sizeof nm, "%s%d", pre, i);
        a[i] = Z3_mk_const(t->z, Z3_mk_string_symbol(t->z, nm),
                           bvs(t, s[i].bits));
    }
    return a;
}

/* f with GIN -> g and LIN -> l (NULL: unchanged). */
static Z3_ast inst(tm *t, Z3_ast f, const Z3_ast *g, const Z3_ast *l)
{
    Z3_ast from[2 * MAX_SLOTS], to[2 * MAX_SLOTS];
    unsigned n = 0;
    for (int32_t i = 0; g && i < t->ng; i++)
        from[n] = t->GIN[i], to[n++] = g[i];
    for (int32_t i = 0; l && i < t->nl; i++)
        from[n] = t->LIN[i], to[n++] = l[i];
    return n ? Z3_substitute(t->z, f, n, from, to) : f;
}

/* ----------------------------------------------- symbolic execution */
typedef struct {
    Z3_ast *g, *l, *reg;
    Z3_ast guard;
    int32_t ctx, ip;
    int32_t new_tree;
    Z3_ast arg;
} xst;

static xst xs_clone(tm *t, const xst *s)
{
    xst c = *s;
    c.g = xcalloc((size_t)t->ng, sizeof *c.g);
    c.l = xcalloc((size_t)t->nl, sizeof *c.l);
    c.reg = xcalloc((size_t)t->nflat, sizeof *c.reg);
    memcpy(c.g, s->g, (size_t)t->ng * sizeof *c.g);
    memcpy(c.l, s->l, (size_t)t->nl * sizeof *c.l);
    memcpy(c.reg, s->reg, (size_t)t->nflat * sizeof *c.reg);
    return c;
}
static void xs_free(xst *s)
{
    free(s->g);
    free(s->l);
    free(s->reg);
}

static bool xs_main(const tm *t, const xst *s)
{
    return is_main_ctx(t, s->ctx);
}
static Z3_ast *slot_ref(tm *t, xst *s, bool local, int32_t slot)
{
    (void)t;
    return local ? &s->l[slot] : &s->g[slot];
}
static Z3_ast *depth_ref(tm *t, xst *s)
{
    return xs_main(t, s) ? &s->g[t->mdepth] : &s->l[t->ldepth];
}

static Z3_ast opnd(tm *t, xst *s, const mopnd *o)
{
    if (o->kind == OPND_IMM)
        return num(t, o->imm, o->bits);
    if (o->kind != OPND_REG)
        return num(t, 0, o->bits ? o->bits : 1);
    int32_t fl = t->ctx[s->ctx].reg_base + o->reg;
    if (!s->reg[fl]) /* not live at the step's start: any value */
        s->reg[fl] = fresh(t, t->flat_bits[fl] ? t->flat_bits[fl] : o->bits);
    return resize(t, s->reg[fl], o->bits, false);
}
static void set_reg(tm *t, xst *s, int32_t reg, Z3_ast v)
{
    int32_t fl = t->ctx[s->ctx].reg_base + reg;
    int32_t w = t->flat_bits[fl] ? t->flat_bits[fl] : width(t, v);
    s->reg[fl] = resize(t, v, w, false);
}

static void add_edge(tm *t, xst *s, int32_t from, int32_t to, bool main)
{
    if (t->nedges >= MAX_EDGES) {
        give_up(t, "more than %d steps", MAX_EDGES);
        return;
    }
    tedge *e = &t->edges[t->nedges++];
    e->from = from;
    e->to = to;
    e->main = main;
    e->guard = Z3_simplify(t->z, s->guard);
    e->g = xcalloc((size_t)t->ng, sizeof *e->g);
    e->l = xcalloc((size_t)t->nl, sizeof *e->l);
    for (int32_t i = 0; i < t->ng; i++) {
        e->g[i] = s->g[i];
        /* for the third-thread rules only: main's steps are never skipped */
        if (!main && !e->writes_g)
            e->writes_g = !Z3_is_eq_ast(t->z, Z3_simplify(t->z, s->g[i]),
                                        t->GIN[i]);
    }
    for (int32_t i = 0; i < t->nl; i++)
        e->l[i] = s->l[i];
    /* the live registers of the target point into their slots */
    if (to >= (main ? MP_FIRST : TP_FIRST)) {
        const tpoint *p = main ? &t->mpc[to] : &t->tpc[to];
        int32_t nv = main ? t->nmvars[to] : t->ntvars[to];
        const int32_t *vars = main ? t->mvars[to] : t->tvars[to];
        for (int32_t c = p->ctx; c >= 0; c = t->ctx[c].parent) {
            const mfunc *f = &t->m->funcs[t->ctx[c].func];
            for (int32_t r = 0; r < f->nregs; r++) {
                int32_t fl = t->ctx[c].reg_base + r;
                int32_t sl = t->flat_slot[fl];
                bool live = false;
                for (int32_t k = 0; k < nv && sl >= 0; k++)
                    live |= vars[k] == sl;
                if (!live)
                    continue;
                Z3_ast v = s->reg[fl] ? s->reg[fl]
                                      : fresh(t, t->flat_bits[fl]);
                if (main)
                    e->g[sl] = v;
                else
                    e->l[sl] = v;
            }
        }
    }
    e->new_tree = s->new_tree;
    e->arg = s->arg;
}

/* Ends the path at an error point. */
static void err_edge(tm *t, xst *s, int32_t from, Z3_ast cond)
{
    xst c = xs_clone(t, s);
    c.guard = and2(t, c.guard, cond);
    bool main = xs_main(t, s);
    add_edge(t, &c, from, main ? MP_ERR : TP_ERR, main);
    xs_free(&c);
}

/* Cells operand o of the accessing context may address (size bytes). */
static int32_t access_cells(tm *t, int32_t c, const mopnd *o, uint32_t size,
                            int32_t *out)
{
    pta_loc locs[32];
    int32_t n = pta_targets(t->pa, t->ctx[c].func, o, locs, 32), k = 0;
    for (int32_t i = 0; i < n && i < 32; i++) {
        uint32_t objs[MAX_CTX];
        int32_t no = loc_objects(t, c, &locs[i], objs, MAX_CTX);
        for (int32_t j = 0; j < no; j++)
            for (int32_t x = 0; x < t->ncells; x++) {
                const tcell *cl = &t->cells[x];
                bool dup = false;
                for (int32_t y = 0; y < k; y++)
                    dup |= out[y] == x;
                if (!dup && cl->vobj == objs[j] && cl->size == size &&
                    (locs[i].any_off || cl->off == (uint64_t)locs[i].off))
                    out[k++] = x;
            }
    }
    return k;
}

static Z3_ast cell_addr(tm *t, const tcell *cl)
{
    return num(t, model_ptr(t->m, cl->vobj, cl->off), t->m->ptr_bits);
}

/* The value at address a (an error edge for any other address). */
static Z3_ast mem_load(tm *t, xst *s, int32_t from, Z3_ast a,
                       const int32_t *cells, int32_t n, uint32_t size)
{
    Z3_ast v = num(t, 0, (int32_t)size * 8);
    Z3_ast valid = Z3_mk_false(t->z);
    for (int32_t i = n - 1; i >= 0; i--) {
        const tcell *cl = &t->cells[cells[i]];
        Z3_ast hit = Z3_mk_eq(t->z, a, cell_addr(t, cl));
        v = Z3_mk_ite(t->z, hit, *slot_ref(t, s, cl->local, cl->slot), v);
        Z3_ast o[2] = {valid, hit};
        valid = Z3_mk_or(t->z, 2, o);
    }
    err_edge(t, s, from, Z3_mk_not(t->z, valid));
    s->guard = and2(t, s->guard, valid);
    return v;
}

static void mem_store(tm *t, xst *s, Z3_ast a, const int32_t *cells,
                      int32_t n, Z3_ast v)
{
    for (int32_t i = 0; i < n; i++) {
        const tcell *cl = &t->cells[cells[i]];
        Z3_ast *r = slot_ref(t, s, cl->local, cl->slot);
        *r = Z3_mk_ite(t->z, Z3_mk_eq(t->z, a, cell_addr(t, cl)),
                       resize(t, v, (int32_t)cl->size * 8, false), *r);
    }
}

static Z3_ast binop_term(tm *t, xst *s, int32_t from, binop op, Z3_ast a,
                         Z3_ast b, int32_t bits)
{
    Z3_context z = t->z;
    switch (op) {
    case BO_ADD: return Z3_mk_bvadd(z, a, b);
    case BO_SUB: return Z3_mk_bvsub(z, a, b);
    case BO_MUL: return Z3_mk_bvmul(z, a, b);
    case BO_AND: return Z3_mk_bvand(z, a, b);
    case BO_OR: return Z3_mk_bvor(z, a, b);
    case BO_XOR: return Z3_mk_bvxor(z, a, b);
    case BO_XCHG: return b;
    case BO_NAND: return Z3_mk_bvnot(z, Z3_mk_bvand(z, a, b));
    case BO_MAX: return Z3_mk_ite(z, Z3_mk_bvsge(z, a, b), a, b);
    case BO_MIN: return Z3_mk_ite(z, Z3_mk_bvsle(z, a, b), a, b);
    case BO_UMAX: return Z3_mk_ite(z, Z3_mk_bvuge(z, a, b), a, b);
    case BO_UMIN: return Z3_mk_ite(z, Z3_mk_bvule(z, a, b), a, b);
    default: break;
    }
    Z3_ast ub;
    if (op == BO_SHL || op == BO_LSHR || op == BO_ASHR)
        ub = Z3_mk_bvuge(z, b, num(t, (uint64_t)bits, bits));
    else {
        ub = Z3_mk_eq(z, b, num(t, 0, bits));
        if (op == BO_SDIV || op == BO_SREM) {
            Z3_ast o[3] = {ub, Z3_mk_eq(z, a, num(t, UINT64_C(1) << (bits - 1),
                                                  bits)),
                           Z3_mk_eq(z, b, num(t, ~UINT64_C(0), bits))};
            Z3_ast ovf = Z3_mk_and(z, 2, &o[1]);
            Z3_ast u[2] = {ub, ovf};
            ub = Z3_mk_or(z, 2, u);
        }
    }
    err_edge(t, s, from, ub);
    s->guard = and2(t, s->guard, Z3_mk_not(z, ub));
    switch (op) {
    case BO_UDIV: return Z3_mk_bvudiv(z, a, b);
    case BO_UREM: return Z3_mk_bvurem(z, a, b);
    case BO_SDIV: return Z3_mk_bvsdiv(z, a, b);
    case BO_SREM: return Z3_mk_bvsrem(z, a, b);
    case BO_SHL: return Z3_mk_bvshl(z, a, b);
    case BO_LSHR: return Z3_mk_bvlshr(z, a, b);
    default: return Z3_mk_bvashr(z, a, b);
    }
}

/* A signed overflow of a op b (add, sub, mul: minstr.nsw) is undefined
 * behaviour: an error edge, as a division by zero in binop_term. */
static void overflow_error(tm *t, xst *s, int32_t from, binop op, Z3_ast a,
                           Z3_ast b)
{
    Z3_context z = t->z;
    Z3_ast ok[2] = {
        op == BO_ADD ? Z3_mk_bvadd_no_overflow(z, a, b, true)
        : op == BO_SUB ? Z3_mk_bvsub_no_overflow(z, a, b)
        : Z3_mk_bvmul_no_overflow(z, a, b, true),
        op == BO_ADD ? Z3_mk_bvadd_no_underflow(z, a, b)
        : op == BO_SUB ? Z3_mk_bvsub_no_underflow(z, a, b, true)
        : Z3_mk_bvmul_no_underflow(z, a, b)};
    Z3_ast ub = Z3_mk_not(z, Z3_mk_and(z, 2, ok));
    err_edge(t, s, from, ub);
    s->guard = and2(t, s->guard, Z3_mk_not(z, ub));
}

static Z3_ast icmp_term(tm *t, cmppred p, Z3_ast a, Z3_ast b)
{
    Z3_context z = t->z;
    switch (p) {
    case CP_EQ: return Z3_mk_eq(z, a, b);
    case CP_NE: return Z3_mk_not(z, Z3_mk_eq(z, a, b));
    case CP_UGT: return Z3_mk_bvugt(z, a, b);
    case CP_UGE: return Z3_mk_bvuge(z, a, b);
    case CP_ULT: return Z3_mk_bvult(z, a, b);
    case CP_ULE: return Z3_mk_bvule(z, a, b);
    case CP_SGT: return Z3_mk_bvsgt(z, a, b);
    case CP_SGE: return Z3_mk_bvsge(z, a, b);
    case CP_SLT: return Z3_mk_bvslt(z, a, b);
    default: return Z3_mk_bvsle(z, a, b);
    }
}

static void exec_path(tm *t, xst *s, int32_t from, bool first);

static void set_busy(tm *t, xst *s, Z3_ast v)
{
    if (t->busy >= 0)
        s->g[t->busy] = v;
}

/* Control leaves s->ctx's block for block `to`: phis, then its entry. */
static void goto_block(tm *t, xst *s, int32_t from, int32_t to)
{
    const mfunc *f = &t->m->funcs[t->ctx[s->ctx].func];
    int32_t cur = net_block_of(f, s->ip);
    const mblock *b = &f->blocks[to];
    Z3_ast vals[64];
    if (b->nphis > 64) {
        give_up(t, "a block with more than 64 phis");
        return;
    }
    for (int32_t p = 0; p < b->nphis; p++) {
        const minstr *phi = &f->code[b->first + p];
        vals[p] = NULL;
        for (int32_t o = 0; o < phi->phi_preds_n; o++)
            if (phi->phi_preds[o] == cur)
                vals[p] = opnd(t, s, &phi->ops[o]);
        if (!vals[p])
            vals[p] = fresh(t, phi->bits);
    }
    for (int32_t p = 0; p < b->nphis; p++)
        set_reg(t, s, f->code[b->first + p].dst, vals[p]);
    s->ip = b->first + b->nphis;
    exec_path(t, s, from, false);
}

static void fork_to(tm *t, xst *s, int32_t from, Z3_ast cond, int32_t to)
{
    xst c = xs_clone(t, s);
    c.guard = and2(t, c.guard, cond);
    goto_block(t, &c, from, to);
    xs_free(&c);
}

static void exec_branch(tm *t, xst *s, int32_t from, const minstr *mi)
{
    if (mi->kind == MI_JMP) {
        goto_block(t, s, from, mi->targets[0]);
        return;
    }
    Z3_ast v = opnd(t, s, &mi->ops[0]);
    if (mi->kind == MI_BR) {
        Z3_ast c = Z3_mk_eq(t->z, resize(t, v, 1, false), num(t, 1, 1));
        fork_to(t, s, from, c, mi->targets[0]);
        fork_to(t, s, from, Z3_mk_not(t->z, c), mi->targets[1]);
        return;
    }
    Z3_ast none = Z3_mk_true(t->z);
    for (int32_t i = 1; i < mi->ntargets; i++) {
        Z3_ast c = Z3_mk_eq(t->z, v, num(t, mi->cases[i - 1], width(t, v)));
        fork_to(t, s, from, c, mi->targets[i]);
        none = and2(t, none, Z3_mk_not(t->z, c));
    }
    fork_to(t, s, from, none, mi->targets[0]);
}

static void finish(tm *t, xst *s, int32_t from, int32_t to)
{
    if (!t->failed)
        add_edge(t, s, from, to, xs_main(t, s));
}

static void exec_return(tm *t, xst *s, int32_t from, const minstr *mi)
{
    const tctx *c = &t->ctx[s->ctx];
    bool main = xs_main(t, s);
    if (c->parent < 0) {
        if (!main)
            set_busy(t, s, num(t, 0, 1)); /* over-approximation */
        finish(t, s, from, main ? MP_DONE : TP_DONE);
        return;
    }
    const tctx *p = &t->ctx[c->parent];
    const minstr *call = &t->m->funcs[p->func].code[c->call_ip];
    Z3_ast v = mi->nops ? opnd(t, s, &mi->ops[0]) : NULL;
    if (c->atomic && !p->atomic)
        set_busy(t, s, t->ldepth >= 0 && !main
                           ? bool_bit(t, nonzero(t, *depth_ref(t, s)))
                           : t->mdepth >= 0 && main
                           ? bool_bit(t, nonzero(t, *depth_ref(t, s)))
                           : num(t, 0, 1));
    s->ctx = c->parent;
    s->ip = c->call_ip + 1;
    if (call->dst >= 0)
        set_reg(t, s, call->dst, v ? v : fresh(t, call->bits));
    exec_path(t, s, from, false);
}

static void exec_call(tm *t, xst *s, int32_t from, const minstr *mi)
{
    int32_t ch = t->ctx[s->ctx].child[s->ip];
    const mfunc *f = &t->m->funcs[t->ctx[ch].func];
    Z3_ast args[32];
    if (f->nparams > 32 || mi->nops - 1 < f->nparams) {
        give_up_at(t, mi, "a call with unusual arguments");
        return;
    }
    for (int32_t i = 0; i < f->nparams; i++)
        args[i] = opnd(t, s, &mi->ops[i + 1]);
    if (t->ctx[ch].atomic && !t->ctx[s->ctx].atomic)
        set_busy(t, s, num(t, 1, 1));
    if (t->uses_sections) { /* the same dispute for atomic sections */
        Z3_ast in = nonzero(t, *depth_ref(t, s));
        err_edge(t, s, from, in);
        s->guard = and2(t, s->guard, Z3_mk_not(t->z, in));
    }
    s->ctx = ch;
    for (int32_t i = 0; i < f->nparams; i++)
        set_reg(t, s, i, args[i]);
    s->ip = f->blocks[0].first + f->blocks[0].nphis;
    exec_path(t, s, from, false);
}

static void exec_memop(tm *t, xst *s, int32_t from, const minstr *mi)
{
    const mopnd *po = &mi->ops[mi->kind == MI_STORE ? 1 : 0];
    int32_t cells[MAX_CELLS];
    int32_t n = access_cells(t, s->ctx, po, mi->size, cells);
    Z3_ast a = opnd(t, s, po);
    if (mi->kind == MI_STORE) {
        Z3_ast v = resize(t, opnd(t, s, &mi->ops[0]), mi->bits, false);
        Z3_ast valid = Z3_mk_false(t->z);
        for (int32_t i = 0; i < n; i++) {
            Z3_ast o[2] = {valid, Z3_mk_eq(t->z, a,
                                           cell_addr(t, &t->cells[cells[i]]))};
            valid = Z3_mk_or(t->z, 2, o);
        }
        err_edge(t, s, from, Z3_mk_not(t->z, valid));
        s->guard = and2(t, s->guard, valid);
        mem_store(t, s, a, cells, n, v);
        return;
    }
    Z3_ast old = mem_load(t, s, from, a, cells, n, mi->size);
    Z3_ast oldv = resize(t, old, mi->bits, false);
    if (mi->kind == MI_LOAD) {
        set_reg(t, s, mi->dst, oldv);
        return;
    }
    if (mi->kind == MI_RMW) {
        Z3_ast b = resize(t, opnd(t, s, &mi->ops[1]), mi->bits, false);
        Z3_ast nv = binop_term(t, s, from, (binop)mi->op, oldv, b, mi->bits);
        mem_store(t, s, a, cells, n, nv);
        if (mi->dst >= 0)
            set_reg(t, s, mi->dst, oldv);
        return;
    }
    Z3_ast exp = resize(t, opnd(t, s, &mi->ops[1]), mi->bits, false);
    Z3_ast ok = Z3_mk_eq(t->z, oldv, exp);
    if (mi->weak) /* may fail spuriously: any outcome when equal */
        ok = and2(t, ok, nonzero(t, fresh(t, 1)));
    Z3_ast nv = resize(t, opnd(t, s, &mi->ops[2]), mi->bits, false);
    mem_store(t, s, a, cells, n, Z3_mk_ite(t->z, ok, nv, oldv));
    if (mi->dst >= 0)
        set_reg(t, s, mi->dst, oldv);
    if (mi->dst2 >= 0)
        set_reg(t, s, mi->dst2, bool_bit(t, ok));
}

static void exec_gep(tm *t, xst *s, const minstr *mi)
{
    Z3_ast a = Z3_mk_bvadd(t->z, resize(t, opnd(t, s, &mi->ops[0]), 64, false),
                           num(t, (uint64_t)mi->gep_off, 64));
    for (int32_t i = 1; i < mi->nops; i++) {
        Z3_ast x = resize(t, opnd(t, s, &mi->ops[i]), 64, true);
        a = Z3_mk_bvadd(t->z, a, Z3_mk_bvmul(t->z, x,
                                              num(t, (uint64_t)mi->scales[i],
                                                  64)));
    }
    set_reg(t, s, mi->dst, resize(t, a, t->m->ptr_bits, false));
}

static void exec_alloca(tm *t, xst *s, const minstr *mi)
{
    int32_t v = t->ctx[s->ctx].alloca_obj[s->ip];
    set_reg(t, s, mi->dst, num(t, model_ptr(t->m, (uint32_t)v, 0),
                               t->m->ptr_bits));
    for (int32_t k = 0; k < t->ncells; k++) {
        const tcell *cl = &t->cells[k];
        if (cl->vobj == (uint32_t)v)
            *slot_ref(t, s, cl->local, cl->slot) =
                fresh(t, (int32_t)cl->size * 8);
    }
}

static void exec_create(tm *t, xst *s, int32_t from, const minstr *mi)
{
    int32_t fn = fn_of_ptr(t, &mi->ops[3]);
    for (int32_t k = 1; k < t->ntrees; k++)
        if (t->ctx[t->tree_root[k]].func == fn)
            s->new_tree = k;
    s->arg = mi->nops > 4 ? resize(t, opnd(t, s, &mi->ops[4]),
                                   t->m->ptr_bits, false)
                          : num(t, 0, t->m->ptr_bits);
    const mopnd *tp = &mi->ops[1];
    if (!(tp->kind == OPND_IMM && tp->imm == 0)) {
        int32_t cells[MAX_CELLS];
        uint32_t sz = (uint32_t)t->m->ptr_bits / 8;
        int32_t n = access_cells(t, s->ctx, tp, sz, cells);
        Z3_ast a = opnd(t, s, tp);
        Z3_ast valid = Z3_mk_false(t->z);
        for (int32_t i = 0; i < n; i++) {
            Z3_ast o[2] = {valid, Z3_mk_eq(t->z, a,
                                           cell_addr(t, &t->cells[cells[i]]))};
            valid = Z3_mk_or(t->z, 2, o);
        }
        /* ids stored where nothing reads them (no cell) need no value */
        (void)valid;
        mem_store(t, s, a, cells, n, fresh(t, (int32_t)sz * 8));
    }
    (void)from;
    if (mi->dst >= 0)
        set_reg(t, s, mi->dst, num(t, 0, mi->bits));
}

/* Returns false when the path ended (an edge was added or it blocks). */
static bool exec_prim(tm *t, xst *s, int32_t from, const minstr *mi)
{
    bool main = xs_main(t, s);
    switch ((prim_kind)mi->op) {
    case PR_NONDET: case PR_NOP:
        if (mi->dst >= 0)
            set_reg(t, s, mi->dst, fresh(t, mi->bits ? mi->bits : 1));
        return true;
    case PR_ASSUME:
        if (mi->nops > 1)
            s->guard = and2(t, s->guard, nonzero(t, opnd(t, s, &mi->ops[1])));
        return true;
    case PR_REACH_ERROR: case PR_ASSERT_FAIL:
        finish(t, s, from, main ? MP_ERR : TP_ERR);
        return false;
    case PR_ASSERT: {
        Z3_ast ok = Z3_mk_eq(t->z, resize(t, opnd(t, s, &mi->ops[1]), 1, false),
                             num(t, 1, 1));
        err_edge(t, s, from, Z3_mk_not(t->z, ok));
        s->guard = and2(t, s->guard, ok);
        return true;
    }
    case PR_ABORT: case PR_EXIT:
        finish(t, s, from, main ? MP_HALT : TP_HALT);
        return false;
    case PR_THREAD_EXIT:
        if (!main)
            set_busy(t, s, num(t, 0, 1));
        finish(t, s, from, main ? MP_DONE : TP_DONE);
        return false;
    case PR_ATOMIC_BEGIN: {
        Z3_ast *d = depth_ref(t, s);
        *d = Z3_mk_bvadd(t->z, *d, num(t, 1, 8));
        set_busy(t, s, num(t, 1, 1));
        return true;
    }
    case PR_ATOMIC_END: {
        Z3_ast *d = depth_ref(t, s);
        Z3_ast pos = nonzero(t, *d);
        Z3_ast nd = Z3_mk_ite(t->z, pos, Z3_mk_bvsub(t->z, *d, num(t, 1, 8)),
                              *d);
        if (!t->ctx[s->ctx].atomic)
            set_busy(t, s, Z3_mk_ite(t->z, and2(t, pos, Z3_mk_not(t->z,
                                                   nonzero(t, nd))),
                                     num(t, 0, 1), s->g[t->busy]));
        *d = nd;
        return true;
    }
    case PR_THREAD_CREATE:
        exec_create(t, s, from, mi);
        return true;
    default:
        give_up_at(t, mi, prim_name((prim_kind)mi->op));
        return false;
    }
}

static void exec_path(tm *t, xst *s, int32_t from, bool first)
{
    for (;;) {
        if (t->failed)
            return;
        const mfunc *f = &t->m->funcs[t->ctx[s->ctx].func];
        const minstr *mi = &f->code[s->ip];
        if (!first && t->ctx[s->ctx].bnd[s->ip]) {
            finish(t, s, from, t->ctx[s->ctx].pc[s->ip]);
            return;
        }
        first = false;
        switch (mi->kind) {
        case MI_BIN: {
            Z3_ast a = resize(t, opnd(t, s, &mi->ops[0]), mi->bits, false);
            Z3_ast b = resize(t, opnd(t, s, &mi->ops[1]), mi->bits, false);
            if (mi->nsw)
                overflow_error(t, s, from, (binop)mi->op, a, b);
            set_reg(t, s, mi->dst,
                    binop_term(t, s, from, (binop)mi->op, a, b, mi->bits));
            break;
        }
        case MI_ICMP: {
            Z3_ast a = opnd(t, s, &mi->ops[0]);
            Z3_ast b = resize(t, opnd(t, s, &mi->ops[1]), width(t, a), false);
            set_reg(t, s, mi->dst, bool_bit(t, icmp_term(t, (cmppred)mi->op,
                                                           a, b)));
            break;
        }
        case MI_CAST:
            set_reg(t, s, mi->dst, resize(t, opnd(t, s, &mi->ops[0]), mi->bits,
                                          mi->op == CA_SEXT));
            break;
        case MI_SELECT: {
            Z3_ast c = Z3_mk_eq(t->z, resize(t, opnd(t, s, &mi->ops[0]), 1,
                                             false), num(t, 1, 1));
            Z3_ast a = resize(t, opnd(t, s, &mi->ops[1]), mi->bits, false);
            Z3_ast b = resize(t, opnd(t, s, &mi->ops[2]), mi->bits, false);
            set_reg(t, s, mi->dst, Z3_mk_ite(t->z, c, a, b));
            break;
        }
        case MI_GEP:
            exec_gep(t, s, mi);
            break;
        case MI_ALLOCA:
            exec_alloca(t, s, mi);
            break;
        case MI_LOAD: case MI_STORE: case MI_RMW: case MI_CMPXCHG:
            exec_memop(t, s, from, mi);
            break;
        case MI_FENCE: case MI_UNDEF_USE: /* supported_insn: a constant 0 */
            break;
        case MI_BR: case MI_JMP: case MI_SWITCH:
            exec_branch(t, s, from, mi);
            return;
        case MI_RET:
            exec_return(t, s, from, mi);
            return;
        case MI_CALL:
            exec_call(t, s, from, mi);
            return;
        case MI_PRIM:
            if (!exec_prim(t, s, from, mi))
                return;
            break;
        case MI_UNREACHABLE:
            finish(t, s, from, xs_main(t, s) ? MP_ERR : TP_ERR);
            return;
        default:
            give_up_at(t, mi, "an operation this engine does not model");
            return;
        }
        s->ip++;
    }
}

/* All steps from every control point. */
static void build_edges(tm *t)
{
    t->edges = xcalloc(MAX_EDGES, sizeof *t->edges);
    t->tedge_first = xcalloc((size_t)t->ntpc, sizeof(int32_t));
    t->tedge_n = xcalloc((size_t)t->ntpc, sizeof(int32_t));
    t->medge_first = xcalloc((size_t)t->nmpc, sizeof(int32_t));
    t->medge_n = xcalloc((size_t)t->nmpc, sizeof(int32_t));
    for (int32_t pass = 0; pass < 2 && !t->failed; pass++) {
        bool main = pass == 0;
        int32_t np = main ? t->nmpc : t->ntpc;
        for (int32_t p = main ? MP_FIRST : TP_FIRST; p < np; p++) {
            const tpoint *pt = main ? &t->mpc[p] : &t->tpc[p];
            int32_t first = t->nedges;
            xst s = {0};
            s.g = xcalloc((size_t)t->ng, sizeof *s.g);
            s.l = xcalloc((size_t)t->nl, sizeof *s.l);
            s.reg = xcalloc((size_t)t->nflat, sizeof *s.reg);
            memcpy(s.g, t->GIN, (size_t)t->ng * sizeof *s.g);
            memcpy(s.l, t->LIN, (size_t)t->nl * sizeof *s.l);
            s.ctx = pt->ctx;
            s.ip = pt->ip;
            s.new_tree = -1;
            s.guard = Z3_mk_true(t->z);
            /* live registers from their slots */
            for (int32_t c = pt->ctx; c >= 0; c = t->ctx[c].parent) {
                const mfunc *f = &t->m->funcs[t->ctx[c].func];
                for (int32_t r = 0; r < f->nregs; r++) {
                    int32_t fl = t->ctx[c].reg_base + r;
                    if (t->flat_slot[fl] >= 0)
                        s.reg[fl] = main ? t->GIN[t->flat_slot[fl]]
                                         : t->LIN[t->flat_slot[fl]];
                }
            }
            if (t->busy >= 0 && !t->ctx[pt->ctx].atomic) {
                Z3_ast free_ = Z3_mk_eq(t->z, t->GIN[t->busy], num(t, 0, 1));
                if (t->uses_sections) {
                    Z3_ast o[2] = {free_, nonzero(t, *depth_ref(t, &s))};
                    free_ = Z3_mk_or(t->z, 2, o);
                }
                s.guard = free_;
            }
            exec_path(t, &s, p, true);
            xs_free(&s);
            (main ? t->medge_first : t->tedge_first)[p] = first;
            (main ? t->medge_n : t->tedge_n)[p] = t->nedges - first;
        }
    }
}

/* ---------------------------------------------------------- candidates */
/* Whether every value term may give is `old` or the numeral *c (the
 * first numeral seen sets *c). */
static bool old_or_const(tm *t, Z3_ast term, Z3_ast old, bool *seen,
                         uint64_t *c)
{
    if (Z3_is_eq_ast(t->z, term, old))
        return true;
    uint64_t v;
    if (Z3_is_numeral_ast(t->z, term) &&
        Z3_get_numeral_uint64(t->z, term, &v)) {
        if (*seen && v != *c)
            return false;
        *seen = true, *c = v;
        return true;
    }
    if (Z3_get_ast_kind(t->z, term) != Z3_APP_AST)
        return false;
    Z3_app a = Z3_to_app(t->z, term);
    if (Z3_get_decl_kind(t->z, Z3_get_app_decl(t->z, a)) != Z3_OP_ITE)
        return false;
    return old_or_const(t, Z3_get_app_arg(t->z, a, 1), old, seen, c) &&
           old_or_const(t, Z3_get_app_arg(t->z, a, 2), old, seen, c);
}

/* Sticky flags: shared cells that every step leaves alone or sets to one
 * constant other than their initial value. */
static void find_flags(tm *t)
{
    for (int32_t k = 0; k < t->ncells; k++) {
        const tcell *cl = &t->cells[k];
        if (cl->local)
            continue;
        Z3_ast old = t->GIN[cl->slot];
        bool seen = false;
        uint64_t c = 0;
        int32_t i = 0;
        while (i < t->nedges &&
               old_or_const(t, t->edges[i].g[cl->slot], old, &seen, &c))
            i++;
        if (i == t->nedges && seen && cl->has_init && c != cl->init) {
            t->flag_cell[t->nflags] = k;
            t->flag_val[t->nflags++] = c;
        }
    }
}

static void add_const(tm *t, int32_t bits, uint64_t v)
{
    if (bits < 1 || bits > 64)
        return;
    v = model_mask(bits, v);
    for (int32_t i = 0; i < t->nconsts[bits]; i++)
        if (t->consts[bits][i] == v)
            return;
    if (t->nconsts[bits] < MAX_CONSTS)
        t->consts[bits][t->nconsts[bits]++] = v;
}

static int64_t sval(int32_t bits, uint64_t v)
{
    if (bits < 64 && (v >> (bits - 1)) & 1)
        return (int64_t)(v | ~((UINT64_C(1) << bits) - 1));
    return (int64_t)v;
}

static bool is_address(const tm *t, int32_t bits, uint64_t v)
{
    if (bits != t->m->ptr_bits)
        return false;
    uint32_t o = model_ptr_obj(t->m, v);
    return o > 0 && o < t->next_vobj;
}

/* Program constants (and their neighbours), smallest magnitude first. */
static void collect_consts(tm *t)
{
    uint64_t seen[512];
    int32_t bits[512], n = 0;
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &t->m->funcs[t->ctx[c].func];
        for (int32_t ip = 0; ip < f->ncode; ip++)
            for (int32_t o = 0; o < f->code[ip].nops && n < 500; o++) {
                const mopnd *op = &f->code[ip].ops[o];
                if (op->kind == OPND_IMM && op->bits > 1 &&
                    !is_address(t, op->bits, op->imm)) {
                    seen[n] = op->imm;
                    bits[n++] = op->bits;
                }
            }
    }
    for (int32_t k = 0; k < t->ncells && n < 500; k++)
        if (t->cells[k].has_init) {
            seen[n] = t->cells[k].init;
            bits[n++] = (int32_t)t->cells[k].size * 8;
        }
    /* sort by magnitude */
    for (int32_t i = 1; i < n; i++)
        for (int32_t j = i; j > 0; j--) {
            int64_t a = sval(bits[j], seen[j]), b = sval(bits[j - 1],
                                                         seen[j - 1]);
            if ((a < 0 ? -a : a) >= (b < 0 ? -b : b))
                break;
            uint64_t x = seen[j];
            seen[j] = seen[j - 1];
            seen[j - 1] = x;
            int32_t y = bits[j];
            bits[j] = bits[j - 1];
            bits[j - 1] = y;
        }
    for (int32_t w = 2; w <= 64; w++) {
        add_const(t, w, 0);
        add_const(t, w, 1);
    }
    for (int32_t i = 0; i < n; i++) {
        add_const(t, bits[i], seen[i]);
        add_const(t, bits[i], seen[i] - 1);
        add_const(t, bits[i], seen[i] + 1);
    }
}

static int32_t new_cand(tm *t, Z3_ast f)
{
    if (t->ncands == t->capcands) {
        t->capcands = t->capcands ? 2 * t->capcands : 1024;
        t->cands = checked(realloc(t->cands,
                                   (size_t)t->capcands * sizeof *t->cands));
    }
    t->cands[t->ncands] = (tcand){f, true, K_OTHER, 0, 0};
    return t->ncands++;
}

typedef struct {
    Z3_ast v;
    int32_t bits;
    bool ptr;
} tvar;

static int32_t new_bound(tm *t, const tvar *x, kind_t k, uint64_t c)
{
    Z3_context z = t->z;
    Z3_ast n = num(t, c, x->bits), f;
    switch (k) {
    case K_EQ: f = Z3_mk_eq(z, x->v, n); break;
    case K_NE: f = Z3_mk_not(z, Z3_mk_eq(z, x->v, n)); break;
    case K_ULE: f = Z3_mk_bvule(z, x->v, n); break;
    case K_UGE: f = Z3_mk_bvuge(z, x->v, n); break;
    case K_SLE: f = Z3_mk_bvsle(z, x->v, n); break;
    default: f = Z3_mk_bvsge(z, x->v, n); break;
    }
    int32_t id = new_cand(t, f);
    tcand *cd = &t->cands[id];
    cd->kind = (uint8_t)k;
    cd->var = Z3_get_ast_id(z, x->v);
    cd->c = k == K_SLE || k == K_SGE ? sval(x->bits, c) : (int64_t)c;
    return id;
}

static bool first_of_object(const tm *t, int32_t k)
{
    for (int32_t j = 0; j < k; j++)
        if (t->cells[j].vobj == t->cells[k].vobj)
            return false;
    return true;
}

/* x is the address of some cell of the object of cell k (an index into
 * an array). */
static Z3_ast into_object(tm *t, const tvar *x, int32_t k)
{
    Z3_ast o[MAX_CELLS];
    unsigned n = 0;
    for (int32_t j = k; j < t->ncells; j++)
        if (t->cells[j].vobj == t->cells[k].vobj)
            o[n++] = Z3_mk_eq(t->z, x->v, cell_addr(t, &t->cells[j]));
    return Z3_mk_or(t->z, n, o);
}

/* Facts of x alone: equal to a cell's address (or into an array, or
 * null) for a pointer, else comparisons with the program's constants. */
static void const_atoms(tm *t, const tvar *x, idlist *out)
{
    Z3_context z = t->z;
    if (x->ptr) {
        for (int32_t k = 0; k < t->ncells; k++) {
            const tcell *cl = &t->cells[k];
            idl_push(out, new_cand(t, Z3_mk_eq(z, x->v, cell_addr(t, cl))));
            if (first_of_object(t, k))
                idl_push(out, new_cand(t, into_object(t, x, k)));
        }
        idl_push(out, new_cand(t, Z3_mk_eq(z, x->v, num(t, 0, x->bits))));
        return;
    }
    for (int32_t k = 0; k < t->nconsts[x->bits]; k++) {
        uint64_t c = t->consts[x->bits][k];
        idl_push(out, new_bound(t, x, K_EQ, c));
        if (x->bits == 1)
            continue;
        for (kind_t kd = K_ULE; kd <= K_NE; kd++)
            idl_push(out, new_bound(t, x, kd, c));
    }
    if (x->bits == 1 && t->nconsts[1] == 0) {
        idl_push(out, new_cand(t, Z3_mk_eq(z, x->v, num(t, 0, 1))));
        idl_push(out, new_cand(t, Z3_mk_eq(z, x->v, num(t, 1, 1))));
    }
}

enum { MAX_RELATIONS = 12 };

/* The relations between two integer variables of one width (none for
 * pointers) into r; returns how many. */
static int32_t pair_relations(tm *t, const tvar *x, const tvar *y, Z3_ast *r)
{
    Z3_context z = t->z;
    if (x->ptr || y->ptr || x->bits != y->bits)
        return 0;
    int32_t n = 0;
    r[n++] = Z3_mk_eq(z, x->v, y->v);
    if (x->bits == 1)
        return n;
    r[n++] = Z3_mk_not(z, Z3_mk_eq(z, x->v, y->v));
    if (t->second_try) { /* a value and its successor */
        Z3_ast one = num(t, 1, x->bits);
        r[n++] = Z3_mk_eq(z, x->v, Z3_mk_bvadd(z, y->v, one));
        r[n++] = Z3_mk_eq(z, y->v, Z3_mk_bvadd(z, x->v, one));
    }
    r[n++] = Z3_mk_bvult(z, x->v, y->v);
    r[n++] = Z3_mk_bvult(z, y->v, x->v);
    r[n++] = Z3_mk_bvule(z, x->v, y->v);
    r[n++] = Z3_mk_bvule(z, y->v, x->v);
    r[n++] = Z3_mk_bvslt(z, x->v, y->v);
    r[n++] = Z3_mk_bvslt(z, y->v, x->v);
    r[n++] = Z3_mk_bvsle(z, x->v, y->v);
    r[n++] = Z3_mk_bvsle(z, y->v, x->v);
    return n;
}

/* Facts of each variable of vs[0..n) and relations between each pair. */
static void var_atoms(tm *t, const tvar *vs, int32_t n, idlist *out)
{
    Z3_ast r[MAX_RELATIONS];
    for (int32_t i = 0; i < n; i++) {
        const_atoms(t, &vs[i], out);
        for (int32_t j = i + 1; j < n; j++) {
            int32_t nr = pair_relations(t, &vs[i], &vs[j], r);
            for (int32_t q = 0; q < nr; q++)
                idl_push(out, new_cand(t, r[q]));
        }
    }
}

static bool slot_is_ptr(const tm *t, bool local, int32_t slot)
{
    for (int32_t c = 0; c < t->nctx; c++) {
        const mfunc *f = &t->m->funcs[t->ctx[c].func];
        if ((t->ctx[c].tree != 0) != local)
            continue;
        for (int32_t r = 0; r < f->nregs; r++)
            if (t->flat_slot[t->ctx[c].reg_base + r] == slot)
                return f->ptr_regs && f->ptr_regs[r];
    }
    return false;
}

static int32_t shared_vars(tm *t, tvar *vs)
{
    int32_t n = 0;
    for (int32_t k = 0; k < t->ncells; k++)
        if (!t->cells[k].local)
            vs[n++] = (tvar){t->GIN[t->cells[k].slot],
                             (int32_t)t->cells[k].size * 8, false};
    if (t->busy >= 0)
        vs[n++] = (tvar){t->GIN[t->busy], 1, false};
    return n;
}

/* "flag set or R" for every sticky flag and every relation R between
 * the thread's own variables (vs[from..n)) and others: a thread's view of
 * shared data often holds only until some thread raises a flag. */
static void flag_disjunctions(tm *t, const tvar *vs, int32_t n, int32_t from,
                              idlist *out)
{
    Z3_ast r[MAX_RELATIONS];
    for (int32_t k = 0; k < t->nflags; k++) {
        const tcell *c = &t->cells[t->flag_cell[k]];
        Z3_ast set = Z3_mk_eq(t->z, t->GIN[c->slot],
                              num(t, t->flag_val[k], (int32_t)c->size * 8));
        for (int32_t i = 0; i < n; i++)
            for (int32_t j = i + 1 > from ? i + 1 : from; j < n; j++) {
                int32_t nr = pair_relations(t, &vs[i], &vs[j], r);
                for (int32_t q = 0; q < nr; q++) {
                    Z3_ast o[2] = {set, r[q]};
                    idl_push(out, new_cand(t, Z3_mk_or(t->z, 2, o)));
                }
            }
    }
}

/* Second try: "x == c implies y still has its initial value" for shared
 * cells x, y and x's constants c (what a thread saw decides whether
 * others can have moved y yet). */
static void initial_implications(tm *t, idlist *out)
{
    for (int32_t i = 0; i < t->ncells; i++) {
        const tcell *x = &t->cells[i];
        int32_t xb = (int32_t)x->size * 8;
        if (x->local || !x->has_init)
            continue;
        for (int32_t j = 0; j < t->ncells; j++) {
            const tcell *y = &t->cells[j];
            if (j == i || y->local || !y->has_init)
                continue;
            Z3_ast yinit = Z3_mk_eq(t->z, t->GIN[y->slot],
                                    num(t, y->init, (int32_t)y->size * 8));
            for (int32_t k = 0; k < t->nconsts[xb]; k++) {
                Z3_ast xc = Z3_mk_eq(t->z, t->GIN[x->slot],
                                     num(t, t->consts[xb][k], xb));
                idl_push(out, new_cand(t, Z3_mk_implies(t->z, xc, yinit)));
            }
        }
    }
}

/* Candidate lists are made when their control points are first reached:
 * the counterexample that reaches them removes the false ones at once. */
static void make_single(tm *t, int32_t p)
{
    tvar vs[2 * MAX_SLOTS];
    int32_t n = shared_vars(t, vs), shared = n;
    for (int32_t k = 0; k < t->ntvars[p]; k++) {
        int32_t sl = t->tvars[p][k];
        vs[n++] = (tvar){t->LIN[sl], t->ls[sl].bits, slot_is_ptr(t, true, sl)};
    }
    var_atoms(t, vs, n, &t->single[p]);
    flag_disjunctions(t, vs, n, shared, &t->single[p]);
    if (t->second_try)
        initial_implications(t, &t->single[p]);
    t->single_made[p] = 1;
}

static void make_main(tm *t, int32_t p)
{
    tvar vs[2 * MAX_SLOTS];
    int32_t n = shared_vars(t, vs);
    for (int32_t k = 0; k < t->nmvars[p]; k++) {
        int32_t sl = t->mvars[p][k];
        vs[n++] = (tvar){t->GIN[sl], t->gs[sl].bits, slot_is_ptr(t, false, sl)};
    }
    if (t->mdepth >= 0)
        vs[n++] = (tvar){t->GIN[t->mdepth], 8, false};
    var_atoms(t, vs, n, &t->mainc[p]);
    t->main_made[p] = 1;
}

/* The index of the unordered pair of thread points {a, b}. */
static size_t pair_index(const tm *t, int32_t a, int32_t b)
{
    int32_t lo = a < b ? a : b, hi = a < b ? b : a;
    return (size_t)lo * (size_t)t->ntpc + (size_t)hi;
}

static idlist *pair_list(tm *t, int32_t a, int32_t b)
{
    return &t->pair[pair_index(t, a, b)];
}

/* Facts over shared data per pair of control points ("a counter is at
 * least 2 once two threads have passed their increment") multiply the
 * invariant's size, so only the second try has them; the first has the
 * exclusions of triples only. */
static void make_pair(tm *t, int32_t a, int32_t b)
{
    if (t->second_try) {
        tvar vs[2 * MAX_SLOTS];
        int32_t n = shared_vars(t, vs);
        var_atoms(t, vs, n, pair_list(t, a, b));
    }
    t->pair_made[pair_index(t, a, b)] = 1;
}

static void make_lists(tm *t, int32_t pm, int32_t a, int32_t b)
{
    if (!t->main_made[pm])
        make_main(t, pm);
    if (!t->single_made[a])
        make_single(t, a);
    if (!t->single_made[b])
        make_single(t, b);
    if (!t->pair_made[pair_index(t, a, b)])
        make_pair(t, a, b);
}

static void make_candidates(tm *t)
{
    int32_t np = t->ntpc;
    t->single = xcalloc((size_t)np, sizeof *t->single);
    t->mainc = xcalloc((size_t)t->nmpc, sizeof *t->mainc);
    t->pair = xcalloc((size_t)np * (size_t)np, sizeof *t->pair);
    t->single_made = xcalloc((size_t)np, 1);
    t->main_made = xcalloc((size_t)t->nmpc, 1);
    t->pair_made = xcalloc((size_t)np * (size_t)np, 1);
}

/* ------------------------------------------------------------- Houdini */
static size_t triple(const tm *t, int32_t pm, int32_t a, int32_t b)
{
    if (a > b) {
        int32_t x = a;
        a = b;
        b = x;
    }
    return ((size_t)pm * (size_t)t->ntpc + (size_t)a) * (size_t)t->ntpc +
           (size_t)b;
}

/* The strongest alive bounds of one variable in a list. */
typedef struct {
    unsigned var;
    bool has[K_NE];
    int64_t best[K_NE];
} tbounds;

static int32_t bounds_index(const tbounds *b, int32_t nb, unsigned var)
{
    for (int32_t i = 0; i < nb; i++)
        if (b[i].var == var)
            return i;
    return -1;
}

static tbounds *bounds_of(tbounds *b, int32_t *nb, unsigned var)
{
    int32_t i = bounds_index(b, *nb, var);
    if (i >= 0)
        return &b[i];
    b[*nb] = (tbounds){.var = var};
    return &b[(*nb)++];
}

static bool tighter(kind_t k, int64_t a, int64_t b)
{
    switch (k) {
    case K_ULE: return (uint64_t)a < (uint64_t)b;
    case K_UGE: return (uint64_t)a > (uint64_t)b;
    case K_SLE: return a < b;
    default: return a > b; /* K_SGE */
    }
}

/* Whether an alive fact is implied by others of the list: an equality
 * with a constant implies every other bound of its variable, and the
 * tightest bound of a kind the looser ones.  Leaving those out keeps the
 * formulas small; the conjunction means the same. */
static bool implied(const tcand *cd, const tbounds *b, int32_t nb)
{
    if (cd->kind == K_OTHER || cd->kind == K_EQ)
        return false;
    int32_t i = bounds_index(b, nb, cd->var);
    if (i < 0) /* a K_NE fact alone on its variable */
        return false;
    if (b[i].has[K_EQ])
        return true;
    return cd->kind != K_NE && b[i].best[cd->kind] != cd->c;
}

static Z3_ast cand_conj(tm *t, const idlist *l)
{
    Z3_ast *x = xcalloc((size_t)l->n + 1, sizeof *x);
    tbounds *b = xcalloc((size_t)l->n + 1, sizeof *b);
    int32_t nb = 0;
    for (int32_t i = 0; i < l->n; i++) {
        const tcand *cd = &t->cands[l->ids[i]];
        if (!cd->alive || cd->kind == K_OTHER || cd->kind == K_NE)
            continue;
        tbounds *v = bounds_of(b, &nb, cd->var);
        if (!v->has[cd->kind] ||
            (cd->kind != K_EQ && tighter(cd->kind, cd->c, v->best[cd->kind])))
            v->best[cd->kind] = cd->c;
        v->has[cd->kind] = true;
    }
    unsigned n = 0;
    for (int32_t i = 0; i < l->n; i++) {
        const tcand *cd = &t->cands[l->ids[i]];
        if (cd->alive && !implied(cd, b, nb))
            x[n++] = cd->f;
    }
    free(b);
    Z3_ast r = n ? Z3_mk_and(t->z, n, x) : Z3_mk_true(t->z);
    free(x);
    return r;
}

/* A pair view: main at pm, threads a and b at pa, pb; values as terms. */
typedef struct {
    int32_t pm, pa, pb;
    const Z3_ast *g, *la, *lb;
} tview;

static Z3_ast view_inv(tm *t, const tview *v)
{
    Z3_ast x[5];
    x[0] = inst(t, cand_conj(t, &t->mainc[v->pm]), v->g, NULL);
    x[1] = inst(t, cand_conj(t, &t->single[v->pa]), v->g, v->la);
    x[2] = inst(t, cand_conj(t, &t->single[v->pb]), v->g, v->lb);
    x[3] = inst(t, cand_conj(t, pair_list(t, v->pa, v->pb)), v->g, NULL);
    x[4] = t->excl[triple(t, v->pm, v->pa, v->pb)] ? Z3_mk_false(t->z)
                                                    : Z3_mk_true(t->z);
    return Z3_mk_and(t->z, 5, x);
}

static void bump(tm *t, int32_t pm, int32_t a, int32_t b)
{
    t->drops++;
    if (pm >= 0)
        t->ver_m[pm] = t->drops;
    if (a >= 0)
        t->ver_t[a] = t->drops;
    if (b >= 0)
        t->ver_t[b] = t->drops;
}

static Z3_ast *values(tm *t, Z3_model mdl, const Z3_ast *terms, int32_t n)
{
    Z3_ast *v = xcalloc((size_t)n + 1, sizeof *v);
    for (int32_t i = 0; i < n; i++)
        if (!Z3_model_eval(t->z, mdl, terms[i], true, &v[i]))
            v[i] = terms[i];
    return v;
}

/* Drops the candidates of l that are false for GIN = g, LIN = l. */
static void drop_false(tm *t, idlist *l, const Z3_ast *g, const Z3_ast *lv,
                       int32_t pm, int32_t a, int32_t b)
{
    Z3_model m = Z3_mk_model(t->z);
    Z3_model_inc_ref(t->z, m);
    for (int32_t i = 0; i < t->ng; i++)
        Z3_add_const_interp(t->z, m, Z3_get_app_decl(t->z,
                                                     Z3_to_app(t->z, t->GIN[i])),
                            g[i]);
    for (int32_t i = 0; lv && i < t->nl; i++)
        Z3_add_const_interp(t->z, m, Z3_get_app_decl(t->z,
                                                     Z3_to_app(t->z, t->LIN[i])),
                            lv[i]);
    bool dropped = false;
    for (int32_t i = 0; i < l->n; i++) {
        tcand *c = &t->cands[l->ids[i]];
        Z3_ast r;
        if (!c->alive || !Z3_model_eval(t->z, m, c->f, true, &r))
            continue;
        if (Z3_get_bool_value(t->z, r) != Z3_L_TRUE) {
            c->alive = false;
            dropped = true;
        }
    }
    Z3_model_dec_ref(t->z, m);
    if (dropped)
        bump(t, pm, a, b);
}

static bool over_time(tm *t)
{
    if (now_s() > t->deadline) {
        if (!t->failed)
            t->out_of_time = true; /* sticky: later give-ups keep it */
        return give_up(t, "time limit");
    }
    return false;
}

/* Makes Inv hold at the post view v of every model of pre: drops the
 * candidates each counterexample refutes.  False on give-up; with soft,
 * an undecided check before the deadline (the batch solver's short
 * time-out) returns false with t->soft_undef set instead. */
static bool establish(tm *t, Z3_solver sol, const tview *v, bool soft)
{
    make_lists(t, v->pm, v->pa, v->pb);
    for (;;) {
        if (over_time(t))
            return false;
        Z3_solver_push(t->z, sol);
        Z3_solver_assert(t->z, sol, Z3_mk_not(t->z, view_inv(t, v)));
        t->queries++;
        Z3_lbool r = Z3_solver_check(t->z, sol);
        if (r == Z3_L_FALSE) {
            Z3_solver_pop(t->z, sol, 1);
            return true;
        }
        if (r == Z3_L_UNDEF) {
            Z3_solver_pop(t->z, sol, 1);
            bool late = now_s() > t->deadline - 0.05;
            if (soft && !late) {
                t->soft_undef = true;
                return false;
            }
            if (!t->failed && late)
                t->out_of_time = true;
            return give_up(t, "the solver gave up: %s",
                           Z3_solver_get_reason_unknown(t->z, sol));
        }
        Z3_model mdl = Z3_solver_get_model(t->z, sol);
        Z3_model_inc_ref(t->z, mdl);
        Z3_ast *g = values(t, mdl, v->g, t->ng);
        Z3_ast *la = values(t, mdl, v->la, t->nl);
        Z3_ast *lb = values(t, mdl, v->lb, t->nl);
        Z3_model_dec_ref(t->z, mdl);
        Z3_solver_pop(t->z, sol, 1);
        size_t tr = triple(t, v->pm, v->pa, v->pb);
        if (t->excl[tr]) {
            t->excl[tr] = 0;
            bump(t, v->pm, v->pa, v->pb);
            if (v->pm == MP_ERR || v->pa == TP_ERR || v->pb == TP_ERR) {
                free(g), free(la), free(lb);
                t->abstract_error = !t->failed;
                return give_up(t, "an error point is reachable in the "
                               "abstraction (%s)", t->rule);
            }
        }
        drop_false(t, &t->mainc[v->pm], g, NULL, v->pm, -1, -1);
        drop_false(t, pair_list(t, v->pa, v->pb), g, NULL, -1, v->pa, v->pb);
        drop_false(t, &t->single[v->pa], g, la, -1, v->pa, -1);
        drop_false(t, &t->single[v->pb], g, lb, -1, v->pb, -1);
        free(g), free(la), free(lb);
    }
}

/* A solver for premise pre, checks limited to max_s seconds and the
 * deadline. */
static Z3_solver new_solver(tm *t, Z3_ast pre, double max_s)
{
    Z3_solver s = Z3_mk_simple_solver(t->z);
    Z3_solver_inc_ref(t->z, s);
    Z3_params p = Z3_mk_params(t->z);
    Z3_params_inc_ref(t->z, p);
    double left = t->deadline - now_s();
    left = left < max_s ? left : max_s;
    unsigned ms = left <= 0 ? 1u : (unsigned)(left * 1000.0) + 1u;
    Z3_params_set_uint(t->z, p, Z3_mk_string_symbol(t->z, "timeout"), ms);
    Z3_solver_set_params(t->z, s, p);
    Z3_params_dec_ref(t->z, p);
    Z3_solver_assert(t->z, s, pre);
    return s;
}

/* The rules of one batch share a premise (the invariant of the views
 * they start from), asserted once in the base solver: Z3 prepares it
 * once for all their steps.  A candidate dropped during the batch leaves
 * the base stronger than Inv; its models are still counterexamples, and
 * the version stamps check the batch again in the next sweep. */
static void open_base(tm *t, Z3_ast premise)
{
    t->base = new_solver(t, premise, SOFT_CHECK_S);
    t->base_premise = premise;
}

static void close_base(tm *t)
{
    Z3_solver_dec_ref(t->z, t->base);
    t->base = NULL;
}

/* Inv holds at post in every model of the base premise and pre.  The
 * batch's solver, grown by earlier rules, is at times much slower than a
 * fresh one on the same query: past SOFT_CHECK_S a fresh solver for this
 * rule alone takes over. */
static bool run_rule(tm *t, Z3_ast pre, const tview *post)
{
    Z3_solver_push(t->z, t->base);
    Z3_solver_assert(t->z, t->base, pre);
    t->soft_undef = false;
    bool ok = establish(t, t->base, post, true);
    Z3_solver_pop(t->z, t->base, 1);
    if (ok || !t->soft_undef)
        return ok;
    Z3_ast x[2] = {t->base_premise, pre};
    Z3_solver s = new_solver(t, Z3_mk_and(t->z, 2, x), 1e9);
    ok = establish(t, s, post, false);
    Z3_solver_dec_ref(t->z, s);
    return ok;
}

static Z3_ast *subst_all(tm *t, const Z3_ast *terms, int32_t n,
                         const Z3_ast *g, const Z3_ast *l)
{
    Z3_ast *r = xcalloc((size_t)n + 1, sizeof *r);
    for (int32_t i = 0; i < n; i++)
        r[i] = inst(t, terms[i], g, l);
    return r;
}

static void point_text(const tm *t, bool main, int32_t p, char *buf,
                       size_t n)
{
    static const char *const tspecial[] = {"start", "end", "error", "halt"};
    static const char *const mspecial[] = {"end", "error", "halt"};
    const tpoint *pt = main ? &t->mpc[p] : &t->tpc[p];
    if (pt->ctx < 0) {
        snprintf(buf, n, "%s", main ? mspecial[p] : tspecial[p]);
        return;
    }
    const minstr *mi = &t->m->funcs[t->ctx[pt->ctx].func].code[pt->ip];
    snprintf(buf, n, "%s:%d", t->m->funcs[t->ctx[pt->ctx].func].name,
             mi->loc.line);
}

static void describe_rule(tm *t, const char *who, const tedge *e)
{
    char a[64], b[64];
    point_text(t, e->main, e->from, a, sizeof a);
    point_text(t, e->main, e->to, b, sizeof b);
    snprintf(t->rule, sizeof t->rule, "after a step %s from %s to %s", who,
             a, b);
}

/* Thread a (at v->pa, local LA) takes edge e; b stays. */
static bool rule_own(tm *t, const tview *pre_v, const tedge *e, bool swap)
{
    tview pv = *pre_v;
    if (swap) { /* let b step: exchange the roles */
        pv.pa = pre_v->pb, pv.pb = pre_v->pa;
        pv.la = pre_v->lb, pv.lb = pre_v->la;
    }
    describe_rule(t, "of a thread", e);
    Z3_ast pre = inst(t, e->guard, pv.g, pv.la);
    Z3_ast *g = subst_all(t, e->g, t->ng, pv.g, pv.la);
    Z3_ast *l = subst_all(t, e->l, t->nl, pv.g, pv.la);
    tview post = {pv.pm, e->to, pv.pb, g, l, pv.lb};
    bool ok = run_rule(t, pre, &post);
    free(g);
    free(l);
    return ok;
}

/* The premise of the rules of a third thread c at p3. */
static Z3_ast other_premise(tm *t, const tview *v, int32_t p3)
{
    tview ac = {v->pm, v->pa, p3, v->g, v->la, t->LC};
    tview bc = {v->pm, v->pb, p3, v->g, v->lb, t->LC};
    Z3_ast x[3] = {view_inv(t, v), view_inv(t, &ac), view_inv(t, &bc)};
    return Z3_mk_and(t->z, 3, x);
}

/* A third thread c takes edge e (base: other_premise). */
static bool rule_other(tm *t, const tview *v, const tedge *e)
{
    describe_rule(t, "of another thread", e);
    Z3_ast pre = inst(t, e->guard, v->g, t->LC);
    Z3_ast *g = subst_all(t, e->g, t->ng, v->g, t->LC);
    tview post = {v->pm, v->pa, v->pb, g, v->la, v->lb};
    bool ok = run_rule(t, pre, &post);
    free(g);
    return ok;
}

static int32_t entry_pc(const tm *t, int32_t tree)
{
    int32_t c = t->tree_root[tree];
    const mfunc *f = &t->m->funcs[t->ctx[c].func];
    return t->ctx[c].pc[f->blocks[0].first + f->blocks[0].nphis];
}

/* The local state of a thread just created with argument arg. */
static Z3_ast *new_local(tm *t, int32_t tree, Z3_ast arg)
{
    Z3_ast *l = xcalloc((size_t)t->nl + 1, sizeof *l);
    memcpy(l, t->LN, (size_t)t->nl * sizeof *l);
    int32_t c = t->tree_root[tree];
    if (t->m->funcs[t->ctx[c].func].nparams > 0) {
        int32_t sl = t->flat_slot[t->ctx[c].reg_base];
        if (sl >= 0)
            l[sl] = resize(t, arg, t->ls[sl].bits, false);
    }
    if (t->ldepth >= 0)
        l[t->ldepth] = num(t, 0, 8);
    return l;
}

static bool rule_main(tm *t, const tview *v, const tedge *e)
{
    describe_rule(t, "of main", e);
    Z3_ast pre = inst(t, e->guard, v->g, NULL);
    Z3_ast *g = subst_all(t, e->g, t->ng, v->g, NULL);
    bool ok = true;
    if (e->new_tree < 0) {
        tview post = {e->to, v->pa, v->pb, g, v->la, v->lb};
        ok = run_rule(t, pre, &post);
        free(g);
        return ok;
    }
    Z3_ast arg = inst(t, e->arg, v->g, NULL);
    int32_t ep = entry_pc(t, e->new_tree);
    if (v->pa == TP_NS) { /* a is the new thread (b: symmetric) */
        Z3_ast *l = new_local(t, e->new_tree, arg);
        tview post = {e->to, ep, v->pb, g, l, v->lb};
        ok = run_rule(t, pre, &post);
        free(l);
    }
    if (ok && v->pb == TP_NS && v->pa != TP_NS) {
        Z3_ast *l = new_local(t, e->new_tree, arg);
        tview post = {e->to, v->pa, ep, g, v->la, l};
        ok = run_rule(t, pre, &post);
        free(l);
    }
    /* a third thread, not started yet, is the new one */
    if (ok && !t->excl[triple(t, v->pm, v->pa, TP_NS)] &&
        !t->excl[triple(t, v->pm, v->pb, TP_NS)]) {
        tview ac = {v->pm, v->pa, TP_NS, v->g, v->la, t->LC};
        tview bc = {v->pm, v->pb, TP_NS, v->g, v->lb, t->LC};
        Z3_ast x[3] = {pre, view_inv(t, &ac), view_inv(t, &bc)};
        tview post = {e->to, v->pa, v->pb, g, v->la, v->lb};
        ok = run_rule(t, Z3_mk_and(t->z, 3, x), &post);
    }
    free(g);
    return ok;
}

static bool initial(tm *t)
{
    Z3_ast *g = xcalloc((size_t)t->ng + 1, sizeof *g);
    memcpy(g, t->GIN, (size_t)t->ng * sizeof *g);
    for (int32_t k = 0; k < t->ncells; k++)
        if (t->cells[k].has_init)
            g[t->cells[k].slot] = num(t, t->cells[k].init,
                                      (int32_t)t->cells[k].size * 8);
    if (t->busy >= 0)
        g[t->busy] = num(t, 0, 1);
    if (t->mdepth >= 0)
        g[t->mdepth] = num(t, 0, 8);
    int32_t c = t->tree_root[0];
    const mfunc *f = &t->m->funcs[t->ctx[c].func];
    int32_t pm = t->ctx[c].pc[f->blocks[0].first + f->blocks[0].nphis];
    tview post = {pm, TP_NS, TP_NS, g, t->LA, t->LB};
    snprintf(t->rule, sizeof t->rule, "in the initial state");
    open_base(t, Z3_mk_true(t->z));
    bool ok = run_rule(t, Z3_mk_true(t->z), &post);
    close_base(t);
    free(g);
    return ok;
}

/* The steps of main and of a and b from view v. */
static bool own_batch(tm *t, const tview *v, size_t tr)
{
    t->chk_own[tr] = t->drops + 1;
    int32_t pm = v->pm, a = v->pa, b = v->pb;
    open_base(t, view_inv(t, v));
    bool ok = true;
    for (int32_t i = 0; ok && i < t->medge_n[pm]; i++)
        ok = rule_main(t, v, &t->edges[t->medge_first[pm] + i]);
    for (int32_t i = 0; ok && i < t->tedge_n[a]; i++)
        ok = rule_own(t, v, &t->edges[t->tedge_first[a] + i], false);
    for (int32_t i = 0; ok && a != b && i < t->tedge_n[b]; i++)
        ok = rule_own(t, v, &t->edges[t->tedge_first[b] + i], true);
    close_base(t);
    if (!ok)   /* not checked through: a resumed search checks it again */
        t->chk_own[tr] = 0;
    return ok;
}

/* The steps of a third thread at c next to view v; a step that leaves G
 * alone keeps Inv(G, a, b). */
static bool other_batch(tm *t, const tview *v, int32_t c, size_t ix)
{
    t->chk_int[ix] = t->drops + 1;
    bool any = false, ok = true;
    for (int32_t i = 0; i < t->tedge_n[c]; i++)
        any |= t->edges[t->tedge_first[c] + i].writes_g;
    if (!any)
        return true;
    open_base(t, other_premise(t, v, c));
    for (int32_t i = 0; ok && i < t->tedge_n[c]; i++) {
        const tedge *e = &t->edges[t->tedge_first[c] + i];
        if (e->writes_g)
            ok = rule_other(t, v, e);
    }
    close_base(t);
    if (!ok)
        t->chk_int[ix] = 0;
    return ok;
}

/* One pass over every rule whose premise changed since it was last
 * checked. */
static bool sweep(tm *t)
{
    int32_t P = t->ntpc;
    for (int32_t pm = 0; pm < t->nmpc; pm++)
        for (int32_t a = 0; a < P; a++)
            for (int32_t b = a; b < P; b++) {
                size_t tr = triple(t, pm, a, b);
                if (t->excl[tr])
                    continue;
                tview v = {pm, a, b, t->GIN, t->LA, t->LB};
                int64_t ver = t->ver_m[pm];
                ver = t->ver_t[a] > ver ? t->ver_t[a] : ver;
                ver = t->ver_t[b] > ver ? t->ver_t[b] : ver;
                if ((t->chk_own[tr] == 0 || ver >= t->chk_own[tr]) &&
                    !own_batch(t, &v, tr))
                    return false;
                for (int32_t c = TP_FIRST; c < P; c++) {
                    if (t->excl[triple(t, pm, a, c)] ||
                        t->excl[triple(t, pm, b, c)] || !t->tedge_n[c])
                        continue;
                    size_t ix = tr * (size_t)P + (size_t)c;
                    int64_t vc = t->ver_t[c] > ver ? t->ver_t[c] : ver;
                    if (t->chk_int[ix] != 0 && vc < t->chk_int[ix])
                        continue;
                    if (!other_batch(t, &v, c, ix))
                        return false;
                }
            }
    return true;
}

/* ------------------------------------------------------------------ API */
static void on_z3_error(Z3_context z, Z3_error_code e)
{
    (void)z;
    (void)e; /* reported through the results: a query answers unknown */
}

static void tm_free(tm *t)
{
    for (int32_t c = 0; c < t->nctx; c++) {
        free(t->ctx[c].child);
        free(t->ctx[c].pc);
        free(t->ctx[c].alloca_obj);
        free(t->ctx[c].bnd);
    }
    free(t->flat_bits);
    free(t->flat_slot);
    for (int32_t p = 0; p < t->ntpc; p++)
        free(t->tvars ? t->tvars[p] : NULL);
    for (int32_t p = 0; p < t->nmpc; p++)
        free(t->mvars ? t->mvars[p] : NULL);
    free(t->tvars), free(t->ntvars), free(t->mvars), free(t->nmvars);
    free(t->tpc), free(t->mpc);
    for (int32_t i = 0; i < t->nedges; i++)
        free(t->edges[i].g), free(t->edges[i].l);
    free(t->edges);
    free(t->tedge_first), free(t->tedge_n);
    free(t->medge_first), free(t->medge_n);
    if (t->single)
        for (int32_t p = 0; p < t->ntpc; p++)
            free(t->single[p].ids);
    if (t->mainc)
        for (int32_t p = 0; p < t->nmpc; p++)
            free(t->mainc[p].ids);
    if (t->pair)
        for (int32_t p = 0; p < t->ntpc * t->ntpc; p++)
            free(t->pair[p].ids);
    free(t->single), free(t->mainc), free(t->pair);
    free(t->single_made), free(t->main_made), free(t->pair_made);
    free(t->cands);
    free(t->excl), free(t->ver_t), free(t->ver_m);
    free(t->chk_own), free(t->chk_int);
    free(t->GIN), free(t->GOUT), free(t->LIN), free(t->LA), free(t->LB);
    free(t->LC), free(t->LN);
    if (t->z)
        Z3_del_context(t->z);
    if (t->pa)
        pta_free(t->pa);
}

static bool prepare(tm *t)
{
    if (t->m->ptr_to_int)
        return give_up(t, "a pointer converted to an integer");
    t->pa = pta_build(t->m);
    if (!t->pa)
        return give_up(t, "out of memory");
    if (!build_contexts(t) || !collect_cells(t) || !register_widths(t) ||
        !number_points(t))
        return false;
    Z3_config cfg = Z3_mk_config();
    Z3_set_param_value(cfg, "model", "true");
    t->z = Z3_mk_context(cfg);
    Z3_del_config(cfg);
    Z3_set_error_handler(t->z, on_z3_error);
    t->GIN = mk_copy(t, "g", t->gs, t->ng);
    t->GOUT = mk_copy(t, "G", t->gs, t->ng);
    t->LIN = mk_copy(t, "l", t->ls, t->nl);
    t->LA = mk_copy(t, "a", t->ls, t->nl);
    t->LB = mk_copy(t, "b", t->ls, t->nl);
    t->LC = mk_copy(t, "c", t->ls, t->nl);
    t->LN = mk_copy(t, "n", t->ls, t->nl);
    build_edges(t);
    if (t->failed)
        return false;
    collect_consts(t);
    find_flags(t);
    make_candidates(t);
    size_t P = (size_t)t->ntpc, T = (size_t)t->nmpc * P * P;
    t->excl = xcalloc(T, 1);
    memset(t->excl, 1, T);
    t->chk_own = xcalloc(T, sizeof *t->chk_own);
    t->chk_int = xcalloc(T * P, sizeof *t->chk_int);
    t->ver_t = xcalloc(P, sizeof *t->ver_t);
    t->ver_m = xcalloc((size_t)t->nmpc, sizeof *t->ver_m);
    return true;
}

static int64_t alive_count(const tm *t)
{
    int64_t n = 0;
    for (int32_t i = 0; i < t->ncands; i++)
        n += t->cands[i].alive;
    return n;
}

static int64_t views_count(const tm *t)
{
    int64_t n = 0;
    size_t T = (size_t)t->nmpc * (size_t)t->ntpc * (size_t)t->ntpc;
    for (size_t i = 0; i < T; i++)
        n += !t->excl[i];
    return n;
}

void tmod_keep_free(tmod_keep *t)
{
    if (!t)
        return;
    tm_free(t);
    free(t);
}

/* Sweeps until one drops nothing: the fixpoint.  Every batch a sweep
 * does not finish is marked unchecked (own_batch, other_batch), and
 * candidates only drop, so a search that ran out of time may go on
 * from where it stopped with a later deadline. */
static bool run_tmod(tm *t)
{
    bool ok = t->initialised || (t->initialised = initial(t));
    while (ok) {
        int64_t before = t->drops;
        ok = sweep(t);
        if (ok && t->verbose)
            fprintf(stderr, "pnbmc: thread-modular: sweep: %lld facts left, "
                    "%lld views, %lld queries\n", (long long)alive_count(t),
                    (long long)views_count(t), (long long)t->queries);
        if (ok && t->drops == before)
            break;
    }
    return ok;
}

/* The outcome of search t: its results, and t kept in *keep when it ran
 * out of time (keep given), else freed. */
static bool end_tmod(tm *t, bool ok, int64_t *facts, bool *out_of_time,
                     bool *retry, tmod_keep **keep, char *why, size_t nwhy)
{
    *facts = ok ? alive_count(t) : 0;
    *out_of_time = !ok && t->out_of_time;
    *retry = !ok && t->abstract_error && !t->second_try;
    if (!ok)
        snprintf(why, nwhy, "%s", t->why[0] ? t->why : "no invariant");
    if (*out_of_time && keep)
        *keep = t;
    else
        tmod_keep_free(t);
    return ok;
}

/* One try; *retry: the candidates were too weak (an error point in the
 * abstraction) on the first try. */
static bool try_tmod(const model *m, double deadline, bool verbose,
                     bool second, int64_t *facts, bool *out_of_time,
                     bool *retry, tmod_keep **keep, char *why, size_t nwhy)
{
    tm *t = xcalloc(1, sizeof *t);
    t->m = m;
    t->verbose = verbose;
    t->deadline = deadline;
    t->second_try = second;
    bool ok = prepare(t);
    if (ok && verbose)
        fprintf(stderr, "pnbmc: thread-modular: %d contexts, %d+%d control "
                "points, %d shared and %d local variables, %d steps, %d "
                "candidate facts\n", t->nctx, t->nmpc, t->ntpc, t->ng, t->nl,
                t->nedges, t->ncands);
    ok = ok && run_tmod(t);
    return end_tmod(t, ok, facts, out_of_time, retry, keep, why, nwhy);
}

/* The kept search t, on with a new deadline. */
static bool resume_tmod(tm *t, double deadline, bool verbose,
                        int64_t *facts, bool *out_of_time, bool *retry,
                        tmod_keep **keep, char *why, size_t nwhy)
{
    t->deadline = deadline;
    t->verbose = verbose;
    t->failed = t->out_of_time = t->soft_undef = false;
    t->why[0] = 0;
    if (verbose)
        fprintf(stderr, "pnbmc: thread-modular: on from %lld facts left\n",
                (long long)alive_count(t));
    bool ok = run_tmod(t);
    return end_tmod(t, ok, facts, out_of_time, retry, keep, why, nwhy);
}

/* A first try with the cheaper candidates; when they are too weak, a
 * second one with facts over shared data per pair of threads and
 * implications between shared values, in the time left.  With keep, a
 * search kept there goes on instead of starting over. */
bool solve_tmod(const model *m, double budget, bool verbose, int64_t *facts,
                bool *out_of_time, tmod_keep **keep, char *why, size_t nwhy)
{
    double deadline = now_s() + budget;
    bool retry = false;
    tm *kept = keep ? *keep : NULL;
    if (keep)
        *keep = NULL;
    /* retry: a first try only (end_tmod), kept or not */
    if (kept ? resume_tmod(kept, deadline, verbose, facts, out_of_time,
                           &retry, keep, why, nwhy)
             : try_tmod(m, deadline, verbose, false, facts, out_of_time,
                        &retry, keep, why, nwhy))
        return true;
    if (!retry || now_s() > deadline - 0.1)
        return false;
    if (verbose)
        fprintf(stderr, "pnbmc: thread-modular: %s; again with facts per "
                "pair of threads\n", why);
    return try_tmod(m, deadline, verbose, true, facts, out_of_time, &retry,
                    keep, why, nwhy);
}
