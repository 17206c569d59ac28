/* pnbmc-genprog: random small pthread programs for differential testing.
 *
 *   pnbmc-genprog [--without FEATURE,...] SEED > prog.c
 *
 * The same SEED always gives the same program. Programs stay inside the
 * subset every engine of pnbmc supports: int globals and one int array of
 * 3 elements (constant indices or the thread's id, passed as
 * (void *)(long)i), int locals, + - * & | ^ and comparisons, if/else, for
 * loops of 2 or 3 trips (never nested), small non-recursive helper
 * functions, 1 to 3 worker threads created by main (sometimes in a loop,
 * written out one thread per statement without the loops feature;
 * sometimes not joined), static PTHREAD_MUTEX_INITIALIZER mutexes (plain,
 * or an array of 3 indexed by the thread id or a constant; other locks
 * with --with prims) with lock, unlock and trylock, __VERIFIER_nondet_int,
 * __VERIFIER_assume and `if (!(cond)) reach_error();`. No floats or heap;
 * condition variables only with --with cond.
 * Every program terminates, is deterministic given the schedule and the
 * nondet values, has no signed overflow (value widths are tracked and
 * wide values masked) and compiles with clang -Wall -Wextra -Werror.
 *
 * Each program draws a discipline: which mutex guards which global,
 * how often an access ignores its guard (races), whether nested locks
 * follow one global order (else lock-order deadlocks), and rare early
 * returns holding a lock, double locks and joins under a lock. The
 * assertion constants come from one sequential run of the program
 * (threads run to completion when created): most assertions hold on that
 * run and fail, if at all, only under other interleavings.
 *
 * FEATURE (for --without): nondet assume arrays lockarray trylock helpers
 * loops asserts races deadlocks joins (no thread is joined); with --with:
 * atomic (blocks between __VERIFIER_atomic_begin and _end), exit (threads
 * and main end by pthread_exit, which ends main alone), prims (each lock
 * is a mutex, a semaphore of 1, an rwlock (read-locked around sections
 * that only read, else write-locked), a C11 mtx or a spin lock, with the
 * matching lock, unlock and trylock calls),
 * atomics (a global is declared _Atomic int with chance 40%: each of its
 * loads and stores is a sequentially consistent atomic access), cond
 * (threads wait for flags cf0/cf1 on condition variables under a mutex
 * cm of their own, in a while loop, behind an if, or blindly, which may
 * wait for ever; others set a flag and signal or broadcast), uninit (a
 * local is declared without a value, chance 25%, and assigned under a
 * condition: reading it where the condition was false reads an
 * uninitialised value, which the engines take as 0 and note), vla (a
 * local is, chance 50%, the first element of a variable-length array of
 * 1 + (lK & 1) elements, lK another local of the scope: a new object at
 * each declaration, ended with its scope), weak (with atomics: each
 * _Atomic global's loads and stores are atomic_load_explicit /
 * atomic_store_explicit with one order, relaxed, acquire/release or
 * seq_cst, drawn last), cas (with prims: a lock is, chance 50%, a spin
 * lock of the program's own on an atomic_int, taken by a weak compare-exchange
 * in a retry loop, its trylock one weak compare-exchange, which may fail
 * spuriously). */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAX_GLOBALS = 3,
    ARR_SIZE = 3,
    MAX_MUTEX = 3,
    LK_ID = MAX_MUTEX + ARR_SIZE,  /* lock code of lk[id]; lk[c] is MAX_MUTEX + c */
    MAX_HELPERS = 2,
    MAX_WORKERS = 3,
    MAX_THREADS = 3,
    MAX_LOCALS = 256,
    MAX_ASSERTS = 64,
    MAX_HELD = 4,
    MAX_SCOPE = 32,
    LEAF_BITS = 18,    /* every stored int value fits in 18 signed bits */
    SMALL_BITS = 16,   /* values of at most 16 bits are stored unmasked */
    DECL_BITS = 24,    /* a local may be declared with a value this wide */
};

enum {
    F_NONDET = 1 << 0, F_ASSUME = 1 << 1, F_ARRAYS = 1 << 2,
    F_LOCKARRAY = 1 << 3, F_TRYLOCK = 1 << 4, F_HELPERS = 1 << 5,
    F_LOOPS = 1 << 6, F_ASSERTS = 1 << 7, F_RACES = 1 << 8,
    F_DEADLOCKS = 1 << 9, F_JOINS = 1 << 10,
    F_ATOMIC = 1 << 11, F_EXIT = 1 << 12, /* opt-in (--with): the default
                                           set keeps its programs */
    F_PRIMS = 1 << 13, F_ATOMICS = 1 << 14, F_COND = 1 << 15,
    F_UNINIT = 1 << 16, F_VLA = 1 << 17, F_WEAK = 1 << 18, F_CAS = 1 << 19,
};
static const char *const feature_names[] = {
    "nondet", "assume", "arrays", "lockarray", "trylock", "helpers",
    "loops", "asserts", "races", "deadlocks", "joins", "atomic", "exit",
    "prims", "atomics", "cond", "uninit", "vla", "weak", "cas",
};
#define DEFAULT_FEATURES ((1u << NFEATURES) - 1 - F_ATOMIC - F_EXIT - F_PRIMS - \
                          F_ATOMICS - F_COND - F_UNINIT - F_VLA - F_WEAK - \
                          F_CAS)

/* What implements a lock (--with prims): each mutex, and the lk array as
 * a whole, draws one; the program is otherwise the same. */
enum { LK_MUTEX, LK_SEM, LK_RWLOCK, LK_MTX, LK_SPIN, LK_CAS, NLKINDS };
typedef struct {
    const char *type, *initializer;  /* static initializer, or NULL */
    const char *init, *init_args;    /* init(&lock init_args), or NULL */
    const char *lock, *unlock, *trylock;
    const char *rdlock, *tryrdlock; /* sections that only read, or NULL */
} lock_impl;
static const lock_impl lock_impls[NLKINDS] = {
    {"pthread_mutex_t", "PTHREAD_MUTEX_INITIALIZER", NULL, NULL,
     "pthread_mutex_lock", "pthread_mutex_unlock", "pthread_mutex_trylock",
     NULL, NULL},
    {"sem_t", NULL, "sem_init", ", 0, 1", "sem_wait", "sem_post",
     "sem_trywait", NULL, NULL},
    {"pthread_rwlock_t", "PTHREAD_RWLOCK_INITIALIZER", NULL, NULL,
     "pthread_rwlock_wrlock", "pthread_rwlock_unlock",
     "pthread_rwlock_trywrlock", "pthread_rwlock_rdlock",
     "pthread_rwlock_tryrdlock"},
    {"mtx_t", NULL, "mtx_init", ", mtx_plain", "mtx_lock", "mtx_unlock",
     "mtx_trylock", NULL, NULL},
    {"pthread_spinlock_t", NULL, "pthread_spin_init", ", 0",
     "pthread_spin_lock", "pthread_spin_unlock", "pthread_spin_trylock",
     NULL, NULL},
    {"atomic_int", "0", NULL, NULL, "cas_lock", "cas_unlock", "cas_trylock",
     NULL, NULL},
};

/* The program's own lock of LK_CAS (trylock: 0 taken, else EBUSY's 16). */
static const char cas_lock_defs[] =
    "static void cas_lock(atomic_int *l)\n"
    "{\n"
    "    int e = 0;\n"
    "    while (!atomic_compare_exchange_weak(l, &e, 1))\n"
    "        e = 0;\n"
    "}\n"
    "static void cas_unlock(atomic_int *l) { atomic_store(l, 0); }\n"
    "static int cas_trylock(atomic_int *l)\n"
    "{\n"
    "    int e = 0;\n"
    "    return atomic_compare_exchange_weak(l, &e, 1) ? 0 : 16;\n"
    "}\n";
#define NFEATURES (int)(sizeof feature_names / sizeof feature_names[0])

/* ------------------------------------------------------------ random */

typedef struct {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *r) /* splitmix64 */
{
    uint64_t z = (r->s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static int rnd(rng *r, int n) { return n <= 1 ? 0 : (int)(rng_next(r) % (uint64_t)n); }
static bool chance(rng *r, int percent) { return rnd(r, 100) < percent; }

static int pick_weighted(rng *r, const int *w, int n)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += w[i];
    int x = rnd(r, total);
    for (int i = 0; i < n; i++) {
        if (x < w[i])
            return i;
        x -= w[i];
    }
    return 0;
}

/* --------------------------------------------------------------- AST */

typedef enum { X_CONST, X_LOCAL, X_GLOBAL, X_ELEM, X_BIN, X_CALL, X_NONDET } xkind;
typedef enum {
    OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_OR, OP_XOR,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
} xop;
static const char *const op_text[] = {"+", "-", "*", "&", "|", "^",
                                      "==", "!=", "<", "<=", ">", ">="};

typedef struct expr {
    xkind k;
    xop op;
    int v;              /* constant, local id, global index, helper index */
    int w;              /* every value fits in w signed bits */
    struct expr *a, *b; /* operands; X_ELEM: a = index; X_CALL: arguments */
} expr;

typedef enum {
    S_DECL, S_SET, S_SET_GLOBAL, S_SET_ELEM, S_LOCK, S_UNLOCK, S_TRYLOCK,
    S_IF, S_FOR, S_CALL, S_ASSUME, S_ASSERT, S_RETURN, S_CREATE,
    S_JOIN, S_ATOMIC,
    S_CWAIT,    /* v: flag cf<v> under cm; n: CW_* */
    S_CSIGNAL,  /* v: the flag; n: 0 signal, 1 broadcast */
} skind;
enum { NCOND = 2 };
/* How a thread waits for cf<v>: while the flag is 0 (correct), if it is
 * 0 (the same without spurious wake-ups), or without looking (a wake-up
 * signalled before the wait is lost: it may wait for ever). */
enum { CW_WHILE, CW_IF, CW_BLIND };

struct stmt;
typedef struct {
    struct stmt **v;
    int n, cap;
} block;

typedef struct stmt {
    skind k;
    int v;      /* local, global, lock code, assert slot or spawn index */
    int n;      /* S_FOR: trips */
    expr *e;    /* value, condition or call */
    expr *idx;  /* S_SET_ELEM: index */
    block body, els;
} stmt;

typedef struct {
    int w;
    bool nondet;     /* raw __VERIFIER_nondet_int() result */
    bool read;
    bool assignable;
    bool is_id;      /* the worker's `id` */
    bool vla;        /* element 0 of `int lN[1 + (len & 1)]` */
    int len;         /* vla: the local its length comes from, -1: 2 */
} local;

typedef enum { FN_MAIN, FN_WORKER, FN_HELPER } fkind;

typedef struct {
    fkind k;
    int index;
    int nparams, params[2];
    int id_local;           /* worker: the local `id` */
    block body;
    expr *ret;              /* helper: returned value */
    unsigned locks;         /* lock codes taken, with callees (bit mask) */
    int cost;               /* helper: statements, with callees' */
    bool calls[MAX_HELPERS];
    bool live;
} fn;

typedef struct {
    int fn, count, slot;    /* threads t[slot .. slot+count-1], ids = slots */
    bool loop, joined;
    int join_kind;          /* JK_*: how main joins them (--with prims) */
} spawn;

/* A join that may fail is followed, on failure, by pthread_join: the
 * outcome is a join's, both branches are explored. */
enum { JK_JOIN, JK_TRYJOIN, JK_TIMEDJOIN, NJKINDS };

typedef struct {
    expr *subj;
    int nobs;
    int32_t lo, hi;
    xop op;
    int32_t k;
} aslot;

typedef struct chunk {
    struct chunk *next;
    max_align_t data[];
} chunk;

typedef struct {
    rng r;
    uint64_t seed;
    unsigned feat;
    chunk *arena;
    /* the program's draw */
    int nglobals, ginit[MAX_GLOBALS], guard[MAX_GLOBALS];
    bool array, lockarr;
    int aguard;             /* mutex index, AG_LOCKARR or AG_NONE */
    int nmutex;
    int p_sloppy, p_forget, p_double;
    bool ordered, join_locked, nondet_data;
    int lkind[MAX_MUTEX + 1];  /* LK_*: m0.., then the lk array */
    bool gatomic[MAX_GLOBALS]; /* declared _Atomic (--with atomics) */
    int gorder[MAX_GLOBALS];   /* --with weak: an _Atomic global's loads
                                  and stores use order 1 (relaxed), 2
                                  (acquire loads, release stores) or 3
                                  (seq_cst, written out); 0: plain C */
    /* code */
    fn helpers[MAX_HELPERS], workers[MAX_WORKERS], main;
    int nhelpers, nworkers;
    spawn spawns[MAX_THREADS];
    int nspawns, nthreads;
    local locals[MAX_LOCALS];
    int nlocals;
    aslot asserts[MAX_ASSERTS];
    int nasserts;
    /* declarations the printed code uses */
    bool used_g[MAX_GLOBALS], used_a, used_m[MAX_MUTEX], used_lk;
    bool used_nondet, used_assume, used_error, used_atomic;
    bool used_cond[NCOND], used_cflag[NCOND];
} prog;

enum { AG_NONE = -1, AG_LOCKARR = -2 };

static bool has(const prog *p, unsigned f) { return (p->feat & f) != 0; }

static void *alloc(prog *p, size_t n)
{
    chunk *c = calloc(1, sizeof(chunk) + n);
    if (!c) {
        fprintf(stderr, "pnbmc-genprog: out of memory\n");
        exit(2);
    }
    c->next = p->arena;
    p->arena = c;
    return c->data;
}

static void arena_free(prog *p)
{
    while (p->arena) {
        chunk *c = p->arena;
        p->arena = c->next;
        free(c);
    }
}

static void block_push(prog *p, block *b, stmt *s)
{
    if (b->n == b->cap) {
        int cap = b->cap ? 2 * b->cap : 4;
        stmt **v = alloc(p, (size_t)cap * sizeof *v);
        if (b->n)
            memcpy(v, b->v, (size_t)b->n * sizeof *v);
        b->v = v;
        b->cap = cap;
    }
    b->v[b->n++] = s;
}

static stmt *new_stmt(prog *p, block *b, skind k, int v, expr *e)
{
    stmt *s = alloc(p, sizeof *s);
    s->k = k;
    s->v = v;
    s->e = e;
    block_push(p, b, s);
    return s;
}

static int const_width(int64_t v)
{
    int w = 1;
    while (v < -(INT64_C(1) << (w - 1)) || v > (INT64_C(1) << (w - 1)) - 1)
        w++;
    return w;
}

static expr *new_expr(prog *p, xkind k, int v, int w)
{
    expr *e = alloc(p, sizeof *e);
    e->k = k;
    e->v = v;
    e->w = w;
    return e;
}

static expr *x_const(prog *p, int v) { return new_expr(p, X_CONST, v, const_width(v)); }

static expr *x_local(prog *p, int id)
{
    return new_expr(p, X_LOCAL, id, p->locals[id].w);
}

static bool is_cmp(xop op) { return op >= OP_EQ; }
static bool is_arith(xop op) { return op <= OP_MUL; }

/* a op b. An arithmetic operand whose result might not fit in 31 bits
 * (a raw nondet value) is masked first: no expression can overflow. */
static expr *x_bin(prog *p, xop op, expr *a, expr *b)
{
    if (is_arith(op) && (a->w > 27 || b->w > 27)) {
        if (a->w > 27)
            a = x_bin(p, OP_AND, a, x_const(p, 255));
        if (b->w > 27)
            b = x_bin(p, OP_AND, b, x_const(p, 255));
    }
    expr *e = new_expr(p, X_BIN, 0, 0);
    e->op = op;
    e->a = a;
    e->b = b;
    int wa = a->w, wb = b->w, w = wa > wb ? wa : wb;
    if (op == OP_ADD || op == OP_SUB)
        e->w = w + 1;
    else if (op == OP_MUL)
        e->w = wa + wb;
    else if (op == OP_AND && b->k == X_CONST && b->v >= 0)
        e->w = b->w;
    else
        e->w = is_cmp(op) ? 2 : w;
    return e;
}

static bool is_leaf(const expr *e)
{
    return e->k == X_GLOBAL || e->k == X_ELEM || e->k == X_LOCAL || e->k == X_CALL;
}

/* The value to store in an int variable. Invariant: every stored value v
 * has |v| < 2^(LEAF_BITS-1). Values of at most SMALL_BITS bits and copies
 * keep it; leaf +- c (|c| <= 3) adds at most 3 per executed store, and a
 * program executes well under 10^4 stores (about 50 statements, loops of
 * at most 3 trips never nested nor in helpers, at most 3 threads), so
 * 2^15 + 3 * 10^4 < 2^17; anything else is masked with & 255. */
static expr *fit(prog *p, expr *e)
{
    if (e->w <= SMALL_BITS || (is_leaf(e) && e->w <= LEAF_BITS))
        return e;
    if (e->k == X_BIN && (e->op == OP_ADD || e->op == OP_SUB) && is_leaf(e->a) &&
        e->a->w <= LEAF_BITS && e->b->k == X_CONST && e->b->v >= -3 && e->b->v <= 3)
        return e;
    return x_bin(p, OP_AND, e, x_const(p, 255));
}

static bool expr_equal(const expr *a, const expr *b)
{
    if (!a || !b)
        return a == b;
    return a->k == b->k && a->v == b->v && (a->k != X_BIN || a->op == b->op) &&
           expr_equal(a->a, b->a) && expr_equal(a->b, b->b);
}

static int new_local(prog *p, int w, bool nondet, bool assignable)
{
    if (p->nlocals == MAX_LOCALS) {
        fprintf(stderr, "pnbmc-genprog: too many locals\n");
        exit(2);
    }
    local *l = &p->locals[p->nlocals];
    l->w = w;
    l->nondet = nondet;
    l->assignable = assignable;
    return p->nlocals++;
}

/* -------------------------------------------------------- generation */

typedef struct {
    prog *p;
    fn *f;
    bool conc;              /* other threads may run: guards matter */
    int held[MAX_HELD], nheld;
    int scope[MAX_SCOPE], nscope;
    bool in_loop, in_atomic;
    int depth, budget;
    int sloppy_g;           /* global this statement may touch unguarded */
    bool sloppy_a;
} gctx;

static bool is_held(const gctx *c, int code)
{
    for (int i = 0; i < c->nheld; i++)
        if (c->held[i] == code)
            return true;
    return false;
}

static unsigned held_mask(const gctx *c)
{
    unsigned m = 0;
    for (int i = 0; i < c->nheld; i++)
        m |= 1u << c->held[i];
    return m;
}

static int max_held(const gctx *c)
{
    int m = -1;
    for (int i = 0; i < c->nheld; i++)
        if (c->held[i] > m)
            m = c->held[i];
    return m;
}

static bool global_ok(const gctx *c, int g)
{
    const prog *p = c->p;
    return !c->conc || c->sloppy_g == g ||
           (p->guard[g] >= 0 && is_held(c, p->guard[g]));
}

static int elem_lock(const expr *idx)
{
    return idx->k == X_CONST ? MAX_MUTEX + idx->v : LK_ID;
}

static bool elem_ok(const gctx *c, const expr *idx)
{
    const prog *p = c->p;
    if (!c->conc || c->sloppy_a)
        return true;
    if (p->aguard >= 0)
        return is_held(c, p->aguard);
    return p->aguard == AG_LOCKARR && is_held(c, elem_lock(idx));
}

static void scope_add(gctx *c, int id)
{
    if (c->nscope < MAX_SCOPE)
        c->scope[c->nscope++] = id;
}

static expr *gen_index(gctx *c)
{
    prog *p = c->p;
    if (c->f->k == FN_WORKER && chance(&p->r, 60))
        return x_local(p, c->f->id_local);
    return x_const(p, rnd(&p->r, ARR_SIZE));
}

static expr *x_elem(gctx *c, expr *idx)
{
    expr *e = new_expr(c->p, X_ELEM, 0, LEAF_BITS);
    e->a = idx;
    return e;
}

/* A local of the scope usable as a value (raw nondet values only in
 * programs that let them flow into data), or -1. */
static int pick_local(gctx *c, bool nondet_only)
{
    prog *p = c->p;
    int cand[MAX_SCOPE], n = 0;
    for (int i = 0; i < c->nscope; i++) {
        const local *l = &p->locals[c->scope[i]];
        if (nondet_only ? l->nondet : !l->nondet || p->nondet_data)
            cand[n++] = c->scope[i];
    }
    return n ? cand[rnd(&p->r, n)] : -1;
}

static int small_const(rng *r)
{
    static const int k[] = {0, 1, 1, 2, 2, 3, 4, 5, 7, 10, -1, -2};
    return k[rnd(r, (int)(sizeof k / sizeof k[0]))];
}

/* A readable variable (local, guarded or unguarded-by-choice global,
 * array element) or, when there is none, a constant. */
static expr *gen_leaf(gctx *c)
{
    prog *p = c->p;
    expr *cand[MAX_GLOBALS + 2];
    int n = 0;
    int l = pick_local(c, false);
    if (l >= 0)
        cand[n++] = x_local(p, l);
    for (int g = 0; g < p->nglobals; g++)
        if (global_ok(c, g))
            cand[n++] = new_expr(p, X_GLOBAL, g, LEAF_BITS);
    if (p->array) {
        expr *idx = gen_index(c);
        if (elem_ok(c, idx))
            cand[n++] = x_elem(c, idx);
    }
    if (n == 0 || chance(&p->r, 15))
        return x_const(p, small_const(&p->r));
    return cand[rnd(&p->r, n)];
}

static expr *gen_expr(gctx *c, int depth)
{
    prog *p = c->p;
    if (depth == 0 || chance(&p->r, 45))
        return gen_leaf(c);
    static const int w[] = {30, 15, 12, 15, 10, 12};
    xop op = (xop)pick_weighted(&p->r, w, 6);
    expr *a = gen_expr(c, depth - 1), *b;
    if (op == OP_MUL)
        b = x_const(p, 2 + rnd(&p->r, 2));
    else if (op == OP_AND && chance(&p->r, 50))
        b = x_const(p, chance(&p->r, 50) ? 7 : 15);
    else if (op == OP_ADD || op == OP_SUB)
        b = chance(&p->r, 50) ? x_const(p, 1 + rnd(&p->r, 3)) : gen_expr(c, depth - 1);
    else
        b = gen_expr(c, depth - 1);
    if (a->k == X_CONST && b->k == X_CONST)
        return gen_leaf(c);
    return x_bin(p, op, a, b);
}

/* Does the comparison need another shape to compile warning-free?
 * (x & 7) == 12 and the like are tautologies clang reports. */
static bool bitwise_const(const expr *e)
{
    return e->k == X_BIN && (e->op == OP_AND || e->op == OP_OR) &&
           (e->a->k == X_CONST || e->b->k == X_CONST);
}

static expr *gen_cond(gctx *c)
{
    prog *p = c->p;
    xop op = (xop)(OP_EQ + rnd(&p->r, 6));
    int n = pick_local(c, true);
    if (n >= 0 && chance(&p->r, 40)) {
        expr *a = x_local(p, n);
        if (chance(&p->r, 25))
            a = x_bin(p, OP_ADD, a, x_const(p, 1 + rnd(&p->r, 3)));
        return x_bin(p, op, a, x_const(p, small_const(&p->r)));
    }
    expr *a = gen_expr(c, 1);
    for (int tries = 0; tries < 3 && (a->k == X_CONST || bitwise_const(a)); tries++)
        a = gen_leaf(c);
    if (a->k == X_CONST || bitwise_const(a)) /* nothing readable */
        return x_bin(p, op, x_const(p, 1), x_const(p, 1 + rnd(&p->r, 2)));
    /* ids and loop counters are 0..2: compare them with 0..3 */
    int k = a->w <= 3 ? rnd(&p->r, 4) : small_const(&p->r);
    expr *b = chance(&p->r, 70) ? x_const(p, k) : gen_leaf(c);
    if (expr_equal(a, b))
        b = x_const(p, k);
    return x_bin(p, op, a, b);
}

static void gen_block(gctx *c, block *b, int n);

static void gen_sub_block(gctx *c, block *b, int n, bool loop)
{
    int nscope = c->nscope;
    bool in_loop = c->in_loop;
    c->depth++;
    c->in_loop = c->in_loop || loop;
    gen_block(c, b, n);
    c->depth--;
    c->in_loop = in_loop;
    c->nscope = nscope;
}

/* Can the thread take lock `code` here: not held (unless a double lock
 * is wanted) and, in ordered programs, after every lock it holds. */
static bool lock_allowed(gctx *c, int code)
{
    prog *p = c->p;
    if (is_held(c, code))
        return p->p_double && chance(&p->r, p->p_double);
    return !p->ordered || code > max_held(c);
}

static int choose_lock(gctx *c)
{
    prog *p = c->p;
    int cand[MAX_MUTEX + ARR_SIZE + 1], n = 0;
    for (int m = 0; m < p->nmutex; m++)
        cand[n++] = m;
    if (p->lockarr && c->f->k == FN_WORKER)
        for (int k = 0; k < 3; k++)
            cand[n++] = LK_ID; /* a thread mostly takes its own lk[id] */
    if (p->lockarr && !p->ordered)
        cand[n++] = MAX_MUTEX + rnd(&p->r, ARR_SIZE);
    for (int tries = 0; tries < 4; tries++) {
        int code = cand[rnd(&p->r, n)];
        if (lock_allowed(c, code))
            return code;
    }
    return -1;
}

static void note_lock(gctx *c, int code)
{
    c->f->locks |= 1u << code;
}

static void gen_early_return(gctx *c, block *b)
{
    stmt *s = new_stmt(c->p, b, S_IF, 0, gen_cond(c));
    new_stmt(c->p, &s->body, S_RETURN, 0, NULL);
}

/* Statements from..b->n-1 of b (and their nested blocks) only read
 * shared data: a section of them may hold an rwlock for reading. */
static bool reads_only(const block *b, int from)
{
    for (int i = from; i < b->n; i++) {
        const stmt *s = b->v[i];
        if (s->k == S_SET_GLOBAL || s->k == S_SET_ELEM || s->k == S_CALL ||
            s->k == S_CWAIT || s->k == S_CSIGNAL || s->k == S_ATOMIC ||
            s->k == S_CREATE || s->k == S_JOIN || !reads_only(&s->body, 0) ||
            !reads_only(&s->els, 0))
            return false;
    }
    return true;
}

/* lock(code); body; unlock(code) -- or, now and then, an early return
 * holding the lock on some path. */
static void gen_locked(gctx *c, block *b, int code, void (*body)(gctx *, block *))
{
    prog *p = c->p;
    note_lock(c, code);
    stmt *lk = new_stmt(p, b, S_LOCK, code, NULL);
    int first = b->n;
    c->held[c->nheld++] = code;
    int nscope = c->nscope;
    c->depth++;
    body(c, b);
    if (c->f->k == FN_WORKER && p->p_forget && chance(&p->r, p->p_forget))
        gen_early_return(c, b);
    c->depth--;
    c->nscope = nscope;
    c->nheld--;
    lk->n = reads_only(b, first); /* 1: an rwlock is read-locked */
    new_stmt(p, b, S_UNLOCK, code, NULL);
}

static void body_random(gctx *c, block *b) { gen_block(c, b, 1 + rnd(&c->p->r, 3)); }

/* int lN; if (cond) lN = e; (--with uninit): where the condition is
 * false, a later read of lN reads an uninitialised value, which the
 * engines take as 0 (as the generator's own simulation does) and note. */
static void gen_decl_uninit(gctx *c, block *b)
{
    prog *p = c->p;
    int id = new_local(p, LEAF_BITS, false, true);
    new_stmt(p, b, S_DECL, id, NULL);
    stmt *s = new_stmt(p, b, S_IF, 0, gen_cond(c));
    new_stmt(p, &s->body, S_SET, id, fit(p, gen_expr(c, 2)));
    scope_add(c, id);
}

static void gen_decl(gctx *c, block *b)
{
    prog *p = c->p;
    /* without the feature no draw: the other draws stay the same */
    if (has(p, F_UNINIT) && chance(&p->r, 25)) {
        gen_decl_uninit(c, b);
        return;
    }
    expr *e = gen_expr(c, 2);
    if (e->w > DECL_BITS)
        e = x_bin(p, OP_AND, e, x_const(p, 255));
    /* later assignments store up to LEAF_BITS (fit) */
    int id = new_local(p, e->w > LEAF_BITS ? e->w : LEAF_BITS, false, true);
    if (has(p, F_VLA) && chance(&p->r, 50)) {
        p->locals[id].vla = true;
        p->locals[id].len = pick_local(c, false);
    }
    new_stmt(p, b, S_DECL, id, e);
    scope_add(c, id);
}

static bool gen_set_local(gctx *c, block *b)
{
    prog *p = c->p;
    int cand[MAX_SCOPE], n = 0;
    for (int i = 0; i < c->nscope; i++)
        if (p->locals[c->scope[i]].assignable)
            cand[n++] = c->scope[i];
    if (!n)
        return false;
    int id = cand[rnd(&p->r, n)];
    expr *e = gen_expr(c, 2);
    if (e->k == X_LOCAL && e->v == id)
        e = x_bin(p, OP_ADD, e, x_const(p, 1));
    new_stmt(p, b, S_SET, id, fit(p, e));
    return true;
}

static expr *gen_store_value(gctx *c, expr *target)
{
    prog *p = c->p;
    expr *e;
    if (chance(&p->r, 40))
        e = x_bin(p, chance(&p->r, 80) ? OP_ADD : OP_SUB, target, x_const(p, 1 + rnd(&p->r, 2)));
    else
        e = gen_expr(c, 2);
    if (expr_equal(e, target))
        e = x_bin(p, OP_ADD, e, x_const(p, 1));
    return fit(p, e);
}

static void store_global_body(gctx *c, block *b);

static void gen_store_global(gctx *c, block *b)
{
    prog *p = c->p;
    int g = rnd(&p->r, p->nglobals);
    if (global_ok(c, g)) {
        expr *target = new_expr(p, X_GLOBAL, g, LEAF_BITS);
        new_stmt(p, b, S_SET_GLOBAL, g, gen_store_value(c, target));
        return;
    }
    int m = p->guard[g];
    if (m >= 0 && !is_held(c, m) && (!p->ordered || m > max_held(c)) &&
        c->nheld < MAX_HELD) {
        c->sloppy_g = g; /* guarded below, the flag only picks g */
        gen_locked(c, b, m, store_global_body);
    } else {
        gen_decl(c, b);
    }
}

/* The body of a lock block made for one global store. */
static void store_global_body(gctx *c, block *b)
{
    prog *p = c->p;
    int g = c->sloppy_g;
    c->sloppy_g = -1;
    if (chance(&p->r, 30)) { /* read-modify-write through a local */
        int id = new_local(p, LEAF_BITS, false, false);
        new_stmt(p, b, S_DECL, id, new_expr(p, X_GLOBAL, g, LEAF_BITS));
        scope_add(c, id);
        new_stmt(p, b, S_SET_GLOBAL, g,
                 fit(p, x_bin(p, OP_ADD, x_local(p, id),
                              chance(&p->r, 60) ? x_const(p, 1 + rnd(&p->r, 2)) : gen_leaf(c))));
        return;
    }
    expr *target = new_expr(p, X_GLOBAL, g, LEAF_BITS);
    new_stmt(p, b, S_SET_GLOBAL, g, gen_store_value(c, target));
}

static void gen_store_elem(gctx *c, block *b)
{
    prog *p = c->p;
    expr *idx = gen_index(c);
    if (!elem_ok(c, idx)) {
        int m = p->aguard >= 0 ? p->aguard : p->aguard == AG_LOCKARR ? elem_lock(idx) : -1;
        if (m < 0 || !lock_allowed(c, m) || is_held(c, m) || c->nheld == MAX_HELD) {
            gen_decl(c, b);
            return;
        }
        note_lock(c, m);
        new_stmt(p, b, S_LOCK, m, NULL);
        c->held[c->nheld++] = m;
        stmt *s = new_stmt(p, b, S_SET_ELEM, 0, NULL);
        s->idx = idx;
        s->e = gen_store_value(c, x_elem(c, idx));
        c->nheld--;
        new_stmt(p, b, S_UNLOCK, m, NULL);
        return;
    }
    stmt *s = new_stmt(p, b, S_SET_ELEM, 0, NULL);
    s->idx = idx;
    s->e = gen_store_value(c, x_elem(c, idx));
}

static bool gen_lock_block(gctx *c, block *b)
{
    int code = choose_lock(c);
    if (code < 0)
        return false;
    gen_locked(c, b, code, body_random);
    return true;
}

static bool gen_trylock(gctx *c, block *b)
{
    prog *p = c->p;
    int code = choose_lock(c);
    if (code < 0 || is_held(c, code))
        return false;
    note_lock(c, code);
    stmt *s = new_stmt(p, b, S_TRYLOCK, code, NULL);
    s->n = b->n % 2;    /* 1: the result goes through a local first */
    c->held[c->nheld++] = code;
    gen_sub_block(c, &s->body, 1 + rnd(&p->r, 2), false);
    c->nheld--;
    new_stmt(p, &s->body, S_UNLOCK, code, NULL);
    s->n |= reads_only(&s->body, 0) << 1; /* 2: a read lock */
    if (chance(&p->r, 50))
        gen_sub_block(c, &s->els, 1, false);
    return true;
}

static void gen_if(gctx *c, block *b)
{
    prog *p = c->p;
    stmt *s = new_stmt(p, b, S_IF, 0, gen_cond(c));
    if (c->f->k == FN_WORKER && c->nheld == 0 && chance(&p->r, 8)) {
        new_stmt(p, &s->body, S_RETURN, 0, NULL);
        return;
    }
    gen_sub_block(c, &s->body, 1 + rnd(&p->r, 2), false);
    if (chance(&p->r, 50))
        gen_sub_block(c, &s->els, 1 + rnd(&p->r, 2), false);
}

static void gen_for(gctx *c, block *b)
{
    prog *p = c->p;
    int k = new_local(p, 3, false, false);
    stmt *s = new_stmt(p, b, S_FOR, k, NULL);
    s->n = 2 + rnd(&p->r, 2);
    int nscope = c->nscope;
    scope_add(c, k);
    gen_sub_block(c, &s->body, 1 + rnd(&p->r, 2), true);
    c->nscope = nscope;
}

/* A helper the current function may call without breaking the
 * program's lock discipline, or -1. */
static int choose_helper(gctx *c)
{
    prog *p = c->p;
    int limit = c->f->k == FN_HELPER ? c->f->index : p->nhelpers;
    if (limit == 0)
        return -1;
    int h = rnd(&p->r, limit);
    unsigned locks = p->helpers[h].locks, held = held_mask(c);
    if (locks & held)
        return p->p_double && chance(&p->r, p->p_double) ? h : -1;
    if (p->ordered && locks && c->nheld) {
        int lowest = 0;
        while (!(locks & (1u << lowest)))
            lowest++;
        if (lowest < max_held(c))
            return -1;
    }
    return h;
}

static bool gen_call(gctx *c, block *b)
{
    prog *p = c->p;
    int h = choose_helper(c);
    if (h < 0)
        return false;
    fn *callee = &p->helpers[h];
    expr *call = new_expr(p, X_CALL, h, LEAF_BITS);
    call->a = fit(p, gen_expr(c, 1));
    if (callee->nparams > 1)
        call->b = fit(p, gen_expr(c, 1));
    c->f->calls[h] = true;
    c->budget -= callee->cost;
    c->f->locks |= callee->locks;
    if (chance(&p->r, 50)) {
        new_stmt(p, b, S_CALL, 0, call);
    } else {
        int id = new_local(p, LEAF_BITS, false, true);
        new_stmt(p, b, S_DECL, id, call);
        scope_add(c, id);
    }
    return true;
}

static void gen_nondet(gctx *c, block *b)
{
    prog *p = c->p;
    p->used_nondet = true;
    int n = new_local(p, 32, true, false);
    new_stmt(p, b, S_DECL, n, new_expr(p, X_NONDET, 0, 32));
    scope_add(c, n);
    if (has(p, F_ASSUME) && chance(&p->r, 35)) {
        p->used_assume = true;
        new_stmt(p, b, S_ASSUME, 0, x_bin(p, OP_GE, x_local(p, n), x_const(p, 0)));
        if (chance(&p->r, 60))
            new_stmt(p, b, S_ASSUME, 0,
                     x_bin(p, OP_LE, x_local(p, n), x_const(p, 1 + rnd(&p->r, 3))));
    }
    int form = rnd(&p->r, 10);
    if (form < 4) { /* a magic value no small domain contains */
        static const int magic[] = {12345, 1000, 77, -5, 3};
        expr *k = x_const(p, magic[rnd(&p->r, 5)]);
        stmt *s = new_stmt(p, b, S_IF, 0, x_bin(p, OP_EQ, x_local(p, n), k));
        gen_sub_block(c, &s->body, 1 + rnd(&p->r, 2), false);
    } else if (form < 8) {
        expr *k = x_const(p, rnd(&p->r, 3));
        stmt *s = new_stmt(p, b, S_IF, 0, x_bin(p, OP_LT, x_local(p, n), k));
        gen_sub_block(c, &s->body, 1, false);
        gen_sub_block(c, &s->els, 1, false);
    }
}

static bool gen_assert(gctx *c, block *b)
{
    prog *p = c->p;
    if (p->nasserts == MAX_ASSERTS)
        return false;
    expr *subj = gen_leaf(c);
    if (subj->k == X_CONST || (subj->k == X_LOCAL && p->locals[subj->v].nondet))
        return false;
    p->used_error = true;
    aslot *a = &p->asserts[p->nasserts];
    a->subj = subj;
    new_stmt(p, b, S_ASSERT, p->nasserts++, NULL);
    return true;
}

enum { K_DECL, K_SETL, K_STORE, K_ELEM, K_LOCK, K_TRY, K_IF, K_FOR, K_CALL,
       K_NONDET, K_ASSERT, K_ATOMIC, K_COND, K_COUNT };

static void stmt_weights(const gctx *c, int *w)
{
    const prog *p = c->p;
    bool room = c->budget > 1 && c->depth < 3;
    static const int base[K_COUNT] = {10, 5, 24, 8, 14, 5, 9, 6, 8, 7, 7, 6,
                                      9};
    memcpy(w, base, sizeof base);
    if (!p->array)
        w[K_ELEM] = 0;
    if (!room || c->nheld >= MAX_HELD - 1)
        w[K_LOCK] = w[K_TRY] = 0;
    if (!has(p, F_TRYLOCK))
        w[K_TRY] = 0;
    if (!room)
        w[K_IF] = 0;
    if (!room || c->in_loop || !has(p, F_LOOPS))
        w[K_FOR] = 0;
    if (!p->nhelpers || (c->f->k == FN_HELPER && c->f->index == 0))
        w[K_CALL] = 0;
    if (!has(p, F_NONDET))
        w[K_NONDET] = 0;
    else if (p->nthreads == 3 && c->f->k == FN_WORKER)
        w[K_NONDET] /= 2; /* each value multiplies the states */
    if (!p->ordered && c->nheld == 1)
        w[K_LOCK] *= 2; /* nested locks in any order: deadlocks */
    if (!has(p, F_ASSERTS))
        w[K_ASSERT] = 0;
    if (!room || !has(p, F_ATOMIC))
        w[K_ATOMIC] = 0;
    /* weight 0 without the feature: the other draws stay the same */
    if (!has(p, F_COND) || c->in_atomic || c->f->k == FN_HELPER ||
        c->nheld >= MAX_HELD - 1)
        w[K_COND] = 0;
}

/* A block run without interleaving (it may lock, call, return). */
static void gen_atomic(gctx *c, block *b)
{
    prog *p = c->p;
    p->used_atomic = true;
    stmt *s = new_stmt(p, b, S_ATOMIC, 0, NULL);
    bool in_atomic = c->in_atomic;
    c->in_atomic = true;
    gen_sub_block(c, &s->body, 1 + rnd(&p->r, 3), false);
    c->in_atomic = in_atomic;
}

/* A wait for, or a signal of, one of the flags cf<k> (set only to 1,
 * under the mutex cm, which nothing else takes). */
static void gen_cond_stmt(gctx *c, block *b)
{
    prog *p = c->p;
    int k = rnd(&p->r, NCOND);
    p->used_cond[k] = true;
    if (chance(&p->r, 50)) {
        stmt *s = new_stmt(p, b, S_CSIGNAL, k, NULL);
        s->n = rnd(&p->r, 2);
        p->used_cflag[k] = true;
        return;
    }
    stmt *s = new_stmt(p, b, S_CWAIT, k, NULL);
    s->n = chance(&p->r, 70) ? CW_WHILE : chance(&p->r, 50) ? CW_IF : CW_BLIND;
    p->used_cflag[k] |= s->n != CW_BLIND;
}

static void gen_stmt(gctx *c, block *b)
{
    prog *p = c->p;
    c->budget--;
    c->sloppy_g = p->p_sloppy && chance(&p->r, p->p_sloppy) ? rnd(&p->r, p->nglobals) : -1;
    c->sloppy_a = p->p_sloppy && chance(&p->r, p->p_sloppy);
    int w[K_COUNT];
    stmt_weights(c, w);
    bool done = true;
    switch (pick_weighted(&p->r, w, K_COUNT)) {
    case K_DECL: gen_decl(c, b); break;
    case K_SETL: done = gen_set_local(c, b); break;
    case K_STORE: gen_store_global(c, b); break;
    case K_ELEM: gen_store_elem(c, b); break;
    case K_LOCK: done = gen_lock_block(c, b); break;
    case K_TRY: done = gen_trylock(c, b); break;
    case K_IF: gen_if(c, b); break;
    case K_FOR: gen_for(c, b); break;
    case K_CALL: done = gen_call(c, b); break;
    case K_NONDET: gen_nondet(c, b); break;
    case K_ATOMIC: gen_atomic(c, b); break;
    case K_COND: gen_cond_stmt(c, b); break;
    default: done = gen_assert(c, b); break;
    }
    if (!done)
        gen_store_global(c, b);
}

/* n statements, fewer when the budget is spent (but a nested block gets
 * one: no empty braces). */
static void gen_block(gctx *c, block *b, int n)
{
    for (int i = 0; i < n && (c->budget > 0 || (i == 0 && c->depth > 0)); i++)
        gen_stmt(c, b);
}

/* ------------------------------------------------------ program shape */

static void gen_params(prog *p)
{
    rng *r = &p->r;
    p->nglobals = 1 + rnd(r, MAX_GLOBALS);
    p->nmutex = 1 + rnd(r, MAX_MUTEX);
    for (int g = 0; g < p->nglobals; g++) {
        p->guard[g] = chance(r, 85) ? rnd(r, p->nmutex) : -1;
        p->ginit[g] = chance(r, 30) ? small_const(r) : 0;
    }
    p->array = has(p, F_ARRAYS) && chance(r, 40);
    p->lockarr = has(p, F_LOCKARRAY) && chance(r, 25);
    p->aguard = p->lockarr && chance(r, 60) ? AG_LOCKARR
                : chance(r, 80) ? rnd(r, p->nmutex) : AG_NONE;
    p->p_sloppy = has(p, F_RACES) && chance(r, 50) ? 10 + rnd(r, 25) : 0;
    bool dl = has(p, F_DEADLOCKS);
    p->ordered = !dl || chance(r, 45);
    p->p_forget = dl && chance(r, 20) ? 40 : 0;
    p->p_double = dl && chance(r, 8) ? 40 : 0;
    p->join_locked = dl && chance(r, 8);
    p->nondet_data = chance(r, 20);
    p->nhelpers = has(p, F_HELPERS) ? rnd(r, MAX_HELPERS + 1) : 0;
}

/* 1..3 threads of 1..3 worker functions; a function may be created in a
 * loop (ids i) or once (id = its slot). */
static void gen_spawns(prog *p)
{
    rng *r = &p->r;
    p->nthreads = 1 + rnd(r, MAX_THREADS);
    p->nworkers = 1 + rnd(r, p->nthreads);
    int slot = 0, next_fn = 0;
    while (slot < p->nthreads) {
        int left = p->nthreads - slot, unused = p->nworkers - next_fn;
        spawn *s = &p->spawns[p->nspawns++];
        s->fn = next_fn < p->nworkers ? next_fn++ : rnd(r, p->nworkers);
        int max = left - (unused > 0 ? unused - 1 : 0);
        s->count = max > 1 && chance(r, 55) ? 2 + rnd(r, max - 1) : 1;
        s->loop = s->count > 1;
        s->slot = slot;
        s->joined = chance(r, 85) && has(p, F_JOINS);
        slot += s->count;
    }
}

static void init_ctx(gctx *c, prog *p, fn *f, bool conc, int budget)
{
    memset(c, 0, sizeof *c);
    c->p = p;
    c->f = f;
    c->conc = conc;
    c->budget = budget;
    c->sloppy_g = -1;
}

static void gen_helper(prog *p, int h)
{
    fn *f = &p->helpers[h];
    f->k = FN_HELPER;
    f->index = h;
    f->nparams = 1 + rnd(&p->r, 2);
    gctx c;
    init_ctx(&c, p, f, true, 4);
    c.in_loop = true; /* no loops in helpers (see fit) */
    for (int i = 0; i < f->nparams; i++) {
        f->params[i] = new_local(p, LEAF_BITS, false, false);
        scope_add(&c, f->params[i]);
    }
    gen_block(&c, &f->body, 1 + rnd(&p->r, 3));
    f->ret = fit(p, gen_expr(&c, 1));
    f->cost = 4 - c.budget;
}

static void gen_worker(prog *p, int w)
{
    fn *f = &p->workers[w];
    f->k = FN_WORKER;
    f->index = w;
    f->id_local = new_local(p, 3, false, false);
    p->locals[f->id_local].is_id = true;
    gctx c;
    /* 10, 7, 5 statements: keeps the explicit search small */
    init_ctx(&c, p, f, true, 13 - 3 * p->nthreads + (p->nthreads == 3));
    scope_add(&c, f->id_local);
    gen_block(&c, &f->body, 2 + rnd(&p->r, 4));
}

static void gen_joins(prog *p, gctx *c, block *b)
{
    bool reverse = chance(&p->r, 30);
    for (int i = 0; i < p->nspawns; i++) {
        int s = reverse ? p->nspawns - 1 - i : i;
        if (!p->spawns[s].joined)
            continue;
        unsigned locks = p->workers[p->spawns[s].fn].locks;
        int m = rnd(&p->r, p->nmutex);
        if (p->join_locked && chance(&p->r, 60) && (locks & (1u << m))) {
            note_lock(c, m);
            new_stmt(p, b, S_LOCK, m, NULL);
            new_stmt(p, b, S_JOIN, s, NULL);
            new_stmt(p, b, S_UNLOCK, m, NULL);
        } else {
            new_stmt(p, b, S_JOIN, s, NULL);
        }
    }
}

/* main: a sequential prologue, the threads, work concurrent with them
 * (smaller with more threads: it multiplies the interleavings), the
 * joins, then an epilogue with assertions (concurrent if a thread was
 * left running). */
static void gen_main(prog *p)
{
    fn *f = &p->main;
    f->k = FN_MAIN;
    gctx c;
    init_ctx(&c, p, f, false, 4);
    gen_block(&c, &f->body, rnd(&p->r, 3));
    for (int s = 0; s < p->nspawns; s++)
        new_stmt(p, &f->body, S_CREATE, s, NULL);
    c.conc = true;
    c.budget = 5 - p->nthreads;
    gen_block(&c, &f->body, rnd(&p->r, 4 - p->nthreads));
    gen_joins(p, &c, &f->body);
    bool all = true;
    for (int s = 0; s < p->nspawns; s++)
        all = all && p->spawns[s].joined;
    c.conc = !all;
    c.budget = 3;
    gen_block(&c, &f->body, rnd(&p->r, 2));
    if (has(p, F_ASSERTS))
        for (int i = 1 + rnd(&p->r, 2); i > 0; i--)
            gen_assert(&c, &f->body);
}

/* ------------------------------------------------------------ the run */

/* One sequential run: each thread runs to completion when created. It
 * fixes the assertion constants; a run that blocks or is pruned by an
 * assumption stops, later assertions get random constants. */
typedef struct {
    prog *p;
    rng r;
    int32_t g[MAX_GLOBALS], a[ARR_SIZE];
    int owner[LK_ID];
    bool cflag[NCOND];
    int nthreads;
} sim;

typedef struct {
    int32_t *loc;
    int tid, id;
} sframe;

typedef enum { R_NEXT, R_RET, R_STOP } sres;

static sres sim_block(sim *s, sframe *f, const block *b);
static bool eval(sim *s, sframe *f, const expr *e, int32_t *out);

static bool sim_call(sim *s, const fn *h, const int32_t *args, int32_t *out, int tid)
{
    sframe f = {calloc((size_t)s->p->nlocals, sizeof(int32_t)), tid, -1};
    if (!f.loc)
        exit(2);
    for (int i = 0; i < h->nparams; i++)
        f.loc[h->params[i]] = args[i];
    bool ok = sim_block(s, &f, &h->body) != R_STOP;
    int32_t v = 0;
    if (ok && h->ret)
        ok = eval(s, &f, h->ret, &v);
    free(f.loc);
    *out = v;
    return ok;
}

static int32_t bin_eval(xop op, int32_t a, int32_t b)
{
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
    switch (op) {
    case OP_ADD: return (int32_t)(ua + ub);
    case OP_SUB: return (int32_t)(ua - ub);
    case OP_MUL: return (int32_t)(ua * ub);
    case OP_AND: return a & b;
    case OP_OR: return a | b;
    case OP_XOR: return a ^ b;
    case OP_EQ: return a == b;
    case OP_NE: return a != b;
    case OP_LT: return a < b;
    case OP_LE: return a <= b;
    case OP_GT: return a > b;
    default: return a >= b;
    }
}

static bool eval(sim *s, sframe *f, const expr *e, int32_t *out)
{
    int32_t a = 0, b = 0, args[2] = {0, 0};
    switch (e->k) {
    case X_CONST: *out = e->v; return true;
    case X_LOCAL: *out = f->loc[e->v]; return true;
    case X_GLOBAL: *out = s->g[e->v]; return true;
    case X_NONDET: *out = rnd(&s->r, 3); return true;
    case X_ELEM:
        if (!eval(s, f, e->a, &a) || a < 0 || a >= ARR_SIZE)
            return false;
        *out = s->a[a];
        return true;
    case X_BIN:
        if (!eval(s, f, e->a, &a) || !eval(s, f, e->b, &b))
            return false;
        *out = bin_eval(e->op, a, b);
        return true;
    default: /* X_CALL */
        if (!eval(s, f, e->a, &args[0]) || (e->b && !eval(s, f, e->b, &args[1])))
            return false;
        return sim_call(s, &s->p->helpers[e->v], args, out, f->tid);
    }
}

static int lock_slot(const sframe *f, int code)
{
    return code == LK_ID ? MAX_MUTEX + f->id : code;
}

static sres sim_threads(sim *s, const spawn *sp)
{
    const fn *w = &s->p->workers[sp->fn];
    for (int i = 0; i < sp->count; i++) {
        sframe f = {calloc((size_t)s->p->nlocals, sizeof(int32_t)), ++s->nthreads,
                    sp->slot + i};
        if (!f.loc)
            exit(2);
        f.loc[w->id_local] = f.id;
        sres r = sim_block(s, &f, &w->body);
        free(f.loc);
        if (r == R_STOP)
            return R_STOP;
    }
    return R_NEXT;
}

static void observe(aslot *a, int32_t v)
{
    if (!a->nobs || v < a->lo)
        a->lo = v;
    if (!a->nobs || v > a->hi)
        a->hi = v;
    a->nobs++;
}

static sres sim_loop(sim *s, sframe *f, const stmt *st)
{
    for (int i = 0; i < st->n; i++) {
        f->loc[st->v] = i;
        sres r = sim_block(s, f, &st->body);
        if (r != R_NEXT)
            return r;
    }
    return R_NEXT;
}

static sres sim_stmt(sim *s, sframe *f, const stmt *st)
{
    int32_t v = 0, i = 0;
    int slot = st->k == S_LOCK || st->k == S_UNLOCK || st->k == S_TRYLOCK
               ? lock_slot(f, st->v) : 0;
    switch (st->k) {
    case S_DECL:
    case S_SET:
        if (!st->e) { /* no initialiser: taken as 0, as the engines do */
            f->loc[st->v] = 0;
            return R_NEXT;
        }
        return eval(s, f, st->e, &f->loc[st->v]) ? R_NEXT : R_STOP;
    case S_SET_GLOBAL:
        return eval(s, f, st->e, &s->g[st->v]) ? R_NEXT : R_STOP;
    case S_SET_ELEM:
        if (!eval(s, f, st->idx, &i) || !eval(s, f, st->e, &v))
            return R_STOP;
        s->a[i] = v;
        return R_NEXT;
    case S_LOCK:
        if (s->owner[slot])
            return R_STOP; /* blocks in this schedule */
        s->owner[slot] = f->tid + 1;
        return R_NEXT;
    case S_UNLOCK:
        s->owner[slot] = 0;
        return R_NEXT;
    case S_TRYLOCK:
        if (s->owner[slot])
            return sim_block(s, f, &st->els);
        s->owner[slot] = f->tid + 1;
        return sim_block(s, f, &st->body);
    case S_IF:
        if (!eval(s, f, st->e, &v))
            return R_STOP;
        return sim_block(s, f, v ? &st->body : &st->els);
    case S_FOR:
        return sim_loop(s, f, st);
    case S_CALL:
        return eval(s, f, st->e, &v) ? R_NEXT : R_STOP;
    case S_ASSUME:
        return eval(s, f, st->e, &v) && v ? R_NEXT : R_STOP;
    case S_ASSERT:
        if (!eval(s, f, s->p->asserts[st->v].subj, &v))
            return R_STOP;
        observe(&s->p->asserts[st->v], v);
        return R_NEXT;
    case S_RETURN:
        return R_RET;
    case S_CREATE:
        return sim_threads(s, &s->p->spawns[st->v]);
    case S_ATOMIC:
        return sim_block(s, f, &st->body);
    case S_CWAIT: /* no other thread runs now: a wait blocks */
        return s->cflag[st->v] && st->n != CW_BLIND ? R_NEXT : R_STOP;
    case S_CSIGNAL:
        s->cflag[st->v] = true;
        return R_NEXT;
    default: /* S_JOIN: every thread has ended already */
        return R_NEXT;
    }
}

static sres sim_block(sim *s, sframe *f, const block *b)
{
    for (int i = 0; i < b->n; i++) {
        sres r = sim_stmt(s, f, b->v[i]);
        if (r != R_NEXT)
            return r;
    }
    return R_NEXT;
}

static void run_sequential(prog *p)
{
    sim s;
    memset(&s, 0, sizeof s);
    s.p = p;
    s.r.s = p->seed ^ UINT64_C(0x5eed);
    memcpy(s.g, p->ginit, sizeof s.g);
    sframe f = {calloc((size_t)p->nlocals + 1, sizeof(int32_t)), 0, -1};
    if (!f.loc)
        exit(2);
    sim_block(&s, &f, &p->main.body);
    free(f.loc);
}

/* Mostly what held on the run (so a failure needs another interleaving),
 * sometimes what did not (a bug on that very run). */
static void fix_asserts(prog *p)
{
    rng *r = &p->r;
    for (int i = 0; i < p->nasserts; i++) {
        aslot *a = &p->asserts[i];
        if (!a->nobs && chance(r, 50)) { /* likely to hold */
            a->op = chance(r, 50) ? OP_GE : OP_NE;
            a->k = a->op == OP_GE ? -1000 : 999;
        } else if (!a->nobs) {
            a->op = (xop)(OP_EQ + rnd(r, 6));
            a->k = small_const(r);
        } else if (chance(r, 5)) {
            a->op = OP_NE;
            a->k = a->lo;
        } else if (a->lo == a->hi && chance(r, 70)) {
            a->op = OP_EQ;
            a->k = a->lo;
        } else if (chance(r, 50)) {
            a->op = OP_GE;
            a->k = a->lo;
        } else {
            a->op = OP_LE;
            a->k = a->hi;
        }
    }
}

/* ---------------------------------------------------------- printing */

static void mark_expr(prog *p, const expr *e)
{
    if (!e)
        return;
    if (e->k == X_GLOBAL)
        p->used_g[e->v] = true;
    else if (e->k == X_ELEM)
        p->used_a = true;
    else if (e->k == X_LOCAL)
        p->locals[e->v].read = true;
    mark_expr(p, e->a);
    mark_expr(p, e->b);
}

static void mark_lock(prog *p, const fn *f, int code)
{
    if (code < MAX_MUTEX) {
        p->used_m[code] = true;
    } else {
        p->used_lk = true;
        if (code == LK_ID)
            p->locals[f->id_local].read = true;
    }
}

static void mark_block(prog *p, const fn *f, const block *b)
{
    for (int i = 0; i < b->n; i++) {
        const stmt *s = b->v[i];
        if (s->k == S_SET_GLOBAL)
            p->used_g[s->v] = true;
        else if (s->k == S_SET_ELEM)
            p->used_a = true;
        else if (s->k == S_ASSERT)
            mark_expr(p, p->asserts[s->v].subj);
        else if (s->k == S_LOCK || s->k == S_UNLOCK || s->k == S_TRYLOCK)
            mark_lock(p, f, s->v);
        else if (s->k == S_FOR)
            p->locals[s->v].read = true;
        else if (s->k == S_DECL && p->locals[s->v].vla &&
                 p->locals[s->v].len >= 0)
            p->locals[p->locals[s->v].len].read = true; /* its length */
        mark_expr(p, s->e);
        mark_expr(p, s->idx);
        mark_block(p, f, &s->body);
        mark_block(p, f, &s->els);
    }
}

/* What the printed code uses: helpers nobody live calls are not printed
 * (-Wunused-function), nor globals and mutexes only they use
 * (-Wunused-variable); locals nobody reads get a (void) cast. */
static void mark_used(prog *p)
{
    for (int h = p->nhelpers - 1; h >= 0; h--) {
        bool live = p->main.calls[h];
        for (int w = 0; w < p->nworkers; w++)
            live = live || p->workers[w].calls[h];
        for (int k = h + 1; k < p->nhelpers; k++)
            live = live || (p->helpers[k].live && p->helpers[k].calls[h]);
        p->helpers[h].live = live;
    }
    for (int h = 0; h < p->nhelpers; h++)
        if (p->helpers[h].live) {
            mark_block(p, &p->helpers[h], &p->helpers[h].body);
            mark_expr(p, p->helpers[h].ret);
        }
    for (int w = 0; w < p->nworkers; w++)
        mark_block(p, &p->workers[w], &p->workers[w].body);
    mark_block(p, &p->main, &p->main.body);
}

static void pr_local(FILE *o, const prog *p, int id)
{
    if (p->locals[id].is_id)
        fputs("id", o);
    else
        fprintf(o, p->locals[id].vla ? "l%d[0]" : "l%d", id);
}

/* int lN[1 + (lK & 1)], or int lN[2] */
static void pr_vla_decl(FILE *o, const prog *p, int id)
{
    int k = p->locals[id].len;
    fprintf(o, "int l%d[", id);
    if (k < 0) {
        fputs("2]", o);
        return;
    }
    fputs("1 + (", o);
    pr_local(o, p, k);
    fputs(" & 1)]", o);
}

/* The memory order name of prog.gorder k for a store or a load. */
static const char *weak_order(int k, bool store)
{
    return k == 1 ? "relaxed" : k == 3 ? "seq_cst" : store ? "release"
                                                             : "acquire";
}

static void pr_expr(FILE *o, const prog *p, const expr *e, bool top)
{
    switch (e->k) {
    case X_CONST: fprintf(o, "%d", e->v); break;
    case X_LOCAL: pr_local(o, p, e->v); break;
    case X_GLOBAL:
        if (p->gorder[e->v])
            fprintf(o, "atomic_load_explicit(&g%d, memory_order_%s)", e->v,
                    weak_order(p->gorder[e->v], false));
        else
            fprintf(o, "g%d", e->v);
        break;
    case X_NONDET: fputs("__VERIFIER_nondet_int()", o); break;
    case X_ELEM:
        fputs("a0[", o);
        pr_expr(o, p, e->a, true);
        fputs("]", o);
        break;
    case X_BIN:
        fputs(top ? "" : "(", o);
        pr_expr(o, p, e->a, false);
        fprintf(o, " %s ", op_text[e->op]);
        pr_expr(o, p, e->b, false);
        fputs(top ? "" : ")", o);
        break;
    default: /* X_CALL */
        fprintf(o, "h%d(", e->v);
        pr_expr(o, p, e->a, true);
        if (e->b) {
            fputs(", ", o);
            pr_expr(o, p, e->b, true);
        }
        fputs(")", o);
        break;
    }
}

static const lock_impl *impl_of(const prog *p, int code)
{
    return &lock_impls[p->lkind[code < MAX_MUTEX ? code : MAX_MUTEX]];
}

static void pr_lock(FILE *o, int code)
{
    if (code < MAX_MUTEX)
        fprintf(o, "&m%d", code);
    else if (code == LK_ID)
        fputs("&lk[id]", o);
    else
        fprintf(o, "&lk[%d]", code - MAX_MUTEX);
}

static void pr_block(FILE *o, const prog *p, const block *b, int ind);

/* The join of thread t[slot] (its kind's call, then pthread_join if it
 * failed), ended with a newline. */
static void pr_join(FILE *o, const spawn *sp, const char *slot)
{
    if (sp->join_kind == JK_TRYJOIN)
        fprintf(o, "if (pthread_tryjoin_np(t[%s], NULL) != 0) ", slot);
    else if (sp->join_kind == JK_TIMEDJOIN)
        fprintf(o, "if (pthread_timedjoin_np(t[%s], NULL, &join_timeout) != 0) ",
                slot);
    fprintf(o, "pthread_join(t[%s], NULL);\n", slot);
}

static bool uses_join_kind(const prog *p, int k)
{
    for (int s = 0; s < p->nspawns; s++)
        if (p->spawns[s].joined && p->spawns[s].join_kind == k)
            return true;
    return false;
}

/* Without the loops feature a group of threads is created and joined
 * one statement per thread (no loop in main either). */
static void pr_spawn_unrolled(FILE *o, const spawn *sp, skind k, int ind)
{
    char slot[32];
    for (int i = sp->slot; i < sp->slot + sp->count; i++)
        if (k == S_CREATE)
            fprintf(o, "%*spthread_create(&t[%d], NULL, w%d, (void *)(long)%d);\n",
                    ind, "", i, sp->fn, i);
        else {
            snprintf(slot, sizeof slot, "%d", i);
            fprintf(o, "%*s", ind, "");
            pr_join(o, sp, slot);
        }
}

static void pr_spawn(FILE *o, const prog *p, const stmt *s, int ind)
{
    const spawn *sp = &p->spawns[s->v];
    char slot[32];
    if (sp->loop && !has(p, F_LOOPS)) {
        pr_spawn_unrolled(o, sp, s->k, ind);
        return;
    }
    if (!sp->loop)
        snprintf(slot, sizeof slot, "%d", sp->slot);
    else if (sp->slot)
        snprintf(slot, sizeof slot, "i + %d", sp->slot);
    else
        snprintf(slot, sizeof slot, "i");
    if (sp->loop)
        fprintf(o, "%*sfor (int i = 0; i < %d; i++)\n%*s", ind, "", sp->count, ind + 4, "");
    else
        fprintf(o, "%*s", ind, "");
    if (s->k == S_CREATE)
        fprintf(o, "pthread_create(&t[%s], NULL, w%d, (void *)(long)%s%s%s);\n", slot,
                sp->fn, sp->loop && sp->slot ? "(" : "", slot, sp->loop && sp->slot ? ")" : "");
    else
        pr_join(o, sp, slot);
}

static void pr_cond_block(FILE *o, const prog *p, const stmt *s, int ind)
{
    pr_block(o, p, &s->body, ind + 4);
    if (s->els.n) {
        fprintf(o, "%*s} else {\n", ind, "");
        pr_block(o, p, &s->els, ind + 4);
    }
    fprintf(o, "%*s}\n", ind, "");
}

static void pr_stmt(FILE *o, const prog *p, const stmt *s, int ind)
{
    if (s->k == S_CREATE || s->k == S_JOIN) {
        pr_spawn(o, p, s, ind);
        return;
    }
    const lock_impl *li = s->k == S_LOCK || s->k == S_UNLOCK ||
                          s->k == S_TRYLOCK ? impl_of(p, s->v) : NULL;
    fprintf(o, "%*s", ind, "");
    switch (s->k) {
    case S_DECL:
    case S_SET:
        if (s->k == S_DECL && p->locals[s->v].vla) {
            pr_vla_decl(o, p, s->v);
            if (!s->e)
                break;
            fputs("; ", o);
        } else if (s->k == S_DECL) {
            fputs("int ", o);
        }
        pr_local(o, p, s->v);
        if (s->e) {
            fputs(" = ", o);
            pr_expr(o, p, s->e, true);
        }
        break;
    case S_SET_GLOBAL:
        if (p->gorder[s->v]) {
            fprintf(o, "atomic_store_explicit(&g%d, ", s->v);
            pr_expr(o, p, s->e, true);
            fprintf(o, ", memory_order_%s)", weak_order(p->gorder[s->v], true));
            break;
        }
        fprintf(o, "g%d = ", s->v);
        pr_expr(o, p, s->e, true);
        break;
    case S_SET_ELEM:
        fputs("a0[", o);
        pr_expr(o, p, s->idx, true);
        fputs("] = ", o);
        pr_expr(o, p, s->e, true);
        break;
    case S_LOCK:
        fprintf(o, "%s(", s->n && li->rdlock ? li->rdlock : li->lock);
        pr_lock(o, s->v);
        fputs(")", o);
        break;
    case S_UNLOCK:
        fprintf(o, "%s(", li->unlock);
        pr_lock(o, s->v);
        fputs(")", o);
        break;
    case S_CALL: pr_expr(o, p, s->e, true); break;
    case S_ASSUME: fputs("__VERIFIER_assume(", o); pr_expr(o, p, s->e, true); fputs(")", o); break;
    case S_RETURN:
        fputs(has(p, F_EXIT) ? "pthread_exit(NULL)" : "return NULL", o);
        break;
    case S_ASSERT: {
        const aslot *a = &p->asserts[s->v];
        fputs("if (!(", o);
        pr_expr(o, p, a->subj, true);
        fprintf(o, " %s %d)) reach_error()", op_text[a->op], a->k);
        break;
    }
    case S_TRYLOCK:
        fprintf(o, s->n & 1 ? "if (({ int rc_ = %s(" : "if (%s(",
                s->n & 2 && li->tryrdlock ? li->tryrdlock : li->trylock);
        pr_lock(o, s->v);
        fputs(s->n & 1 ? "); rc_; }) == 0) {\n" : ") == 0) {\n", o);
        pr_cond_block(o, p, s, ind);
        return;
    case S_IF:
        fputs("if (", o);
        pr_expr(o, p, s->e, true);
        fputs(") {\n", o);
        pr_cond_block(o, p, s, ind);
        return;
    case S_CWAIT:
        fprintf(o, "pthread_mutex_lock(&cm);\n%*s", ind, "");
        if (s->n != CW_BLIND)
            fprintf(o, "%s (!cf%d)\n%*s", s->n == CW_WHILE ? "while" : "if",
                    s->v, ind + 4, "");
        fprintf(o, "pthread_cond_wait(&cv%d, &cm);\n%*s"
                "pthread_mutex_unlock(&cm);\n", s->v, ind, "");
        return;
    case S_CSIGNAL:
        fprintf(o, "pthread_mutex_lock(&cm);\n%*scf%d = 1;\n%*s"
                "pthread_cond_%s(&cv%d);\n%*spthread_mutex_unlock(&cm);\n",
                ind, "", s->v, ind, "", s->n ? "broadcast" : "signal", s->v,
                ind, "");
        return;
    case S_ATOMIC:
        fprintf(o, "__VERIFIER_atomic_begin();\n%*s{\n", ind, "");
        pr_block(o, p, &s->body, ind + 4);
        fprintf(o, "%*s}\n%*s__VERIFIER_atomic_end();\n", ind, "", ind, "");
        return;
    default: /* S_FOR */
        fprintf(o, "for (int l%d = 0; l%d < %d; l%d++) {\n", s->v, s->v, s->n, s->v);
        pr_block(o, p, &s->body, ind + 4);
        fprintf(o, "%*s}\n", ind, "");
        return;
    }
    fputs(";\n", o);
}

static void pr_block(FILE *o, const prog *p, const block *b, int ind)
{
    for (int i = 0; i < b->n; i++)
        pr_stmt(o, p, b->v[i], ind);
    for (int i = 0; i < b->n; i++)
        if (b->v[i]->k == S_DECL && !p->locals[b->v[i]->v].read)
            fprintf(o, "%*s(void)l%d;\n", ind, "", b->v[i]->v);
}

static bool kind_used(const prog *p, int i)
{
    return i < MAX_MUTEX ? i < p->nmutex && p->used_m[i] : p->used_lk;
}

static bool uses_kind(const prog *p, int kind)
{
    for (int i = 0; i <= MAX_MUTEX; i++)
        if (kind_used(p, i) && p->lkind[i] == kind)
            return true;
    return false;
}

/* The calls that initialise locks without a static initializer, first
 * in main. */
static void pr_lock_inits(FILE *o, const prog *p)
{
    bool any = false;
    for (int i = 0; i <= MAX_MUTEX; i++) {
        const lock_impl *li = impl_of(p, i);
        if (!kind_used(p, i) || !li->init)
            continue;
        for (int k = 0; k < (i < MAX_MUTEX ? 1 : ARR_SIZE); k++) {
            fprintf(o, "    %s(", li->init);
            pr_lock(o, i + k); /* lk[k] is code MAX_MUTEX + k */
            fprintf(o, "%s);\n", li->init_args);
            any = true;
        }
    }
    if (any)
        fputs("\n", o);
}

static void pr_header(FILE *o, const prog *p)
{
    fprintf(o, "/* pnbmc-genprog %llu: %d thread(s), %d mutex(es)%s, locks %s, "
            "unguarded accesses %d%%, forgotten unlocks %d%%, double locks %d%%%s%s */\n",
            (unsigned long long)p->seed, p->nthreads, p->nmutex,
            p->lockarr ? " + lk[3]" : "", p->ordered ? "ordered" : "unordered",
            p->p_sloppy, p->p_forget, p->p_double,
            p->join_locked ? ", join under lock" : "",
            p->nondet_data ? ", nondet data" : "");
    if (uses_join_kind(p, JK_TRYJOIN) || uses_join_kind(p, JK_TIMEDJOIN))
        fputs("#define _GNU_SOURCE\n", o);
    fputs("#include <pthread.h>\n", o);
    if (uses_join_kind(p, JK_TIMEDJOIN))
        fputs("#include <time.h>\n", o);
    if (uses_kind(p, LK_SEM))
        fputs("#include <semaphore.h>\n", o);
    fputs("#include <stddef.h>\n", o);
    bool atomics = uses_kind(p, LK_CAS);
    for (int g = 0; g < p->nglobals; g++)
        atomics = atomics || (p->used_g[g] && p->gorder[g]);
    if (atomics)
        fputs("#include <stdatomic.h>\n", o);
    if (uses_kind(p, LK_MTX))
        fputs("#include <threads.h>\n", o);
    fputs("\n", o);
    if (p->used_nondet)
        fputs("extern int __VERIFIER_nondet_int(void);\n", o);
    if (p->used_assume)
        fputs("extern void __VERIFIER_assume(int cond);\n", o);
    if (p->used_atomic)
        fputs("extern void __VERIFIER_atomic_begin(void);\n"
              "extern void __VERIFIER_atomic_end(void);\n", o);
    if (p->used_error)
        fputs("extern void reach_error(void);\n", o);
    if (p->used_nondet || p->used_assume || p->used_error)
        fputs("\n", o);
    for (int m = 0; m < p->nmutex; m++) {
        const lock_impl *li = impl_of(p, m);
        if (!p->used_m[m])
            continue;
        fprintf(o, "static %s m%d", li->type, m);
        if (li->initializer)
            fprintf(o, " = %s", li->initializer);
        fputs(";\n", o);
    }
    if (p->used_lk) {
        const lock_impl *li = impl_of(p, MAX_MUTEX);
        fprintf(o, "static %s lk[3]", li->type);
        if (li->initializer)
            fprintf(o, " = {%s, %s,\n%30s%s}", li->initializer,
                    li->initializer, "", li->initializer);
        fputs(";\n", o);
    }
    if (uses_kind(p, LK_CAS))
        fputs(cas_lock_defs, o);
    if (uses_join_kind(p, JK_TIMEDJOIN)) /* passed: fails at once */
        fputs("static const struct timespec join_timeout = {0, 0};\n", o);
    bool cond = false;
    for (int k = 0; k < NCOND; k++)
        cond = cond || p->used_cond[k];
    if (cond)
        fputs("static pthread_mutex_t cm = PTHREAD_MUTEX_INITIALIZER;\n", o);
    for (int k = 0; k < NCOND; k++)
        if (p->used_cond[k])
            fprintf(o, "static pthread_cond_t cv%d = PTHREAD_COND_INITIALIZER;\n",
                    k);
    for (int k = 0; k < NCOND; k++)
        if (p->used_cflag[k])
            fprintf(o, "static int cf%d;\n", k);
    for (int g = 0; g < p->nglobals; g++)
        if (p->used_g[g] && p->ginit[g])
            fprintf(o, "static %sint g%d = %d;\n",
                    p->gatomic[g] ? "_Atomic " : "", g, p->ginit[g]);
        else if (p->used_g[g])
            fprintf(o, "static %sint g%d;\n", p->gatomic[g] ? "_Atomic " : "",
                    g);
    if (p->used_a)
        fputs("static int a0[3];\n", o);
}

static void pr_helper(FILE *o, const prog *p, const fn *h)
{
    fprintf(o, "\nstatic int h%d(", h->index);
    for (int i = 0; i < h->nparams; i++)
        fprintf(o, "%sint l%d", i ? ", " : "", h->params[i]);
    fputs(")\n{\n", o);
    for (int i = 0; i < h->nparams; i++)
        if (!p->locals[h->params[i]].read)
            fprintf(o, "    (void)l%d;\n", h->params[i]);
    pr_block(o, p, &h->body, 4);
    fputs("    return ", o);
    pr_expr(o, p, h->ret, true);
    fputs(";\n}\n", o);
}

static void pr_program(FILE *o, const prog *p)
{
    pr_header(o, p);
    for (int h = 0; h < p->nhelpers; h++)
        if (p->helpers[h].live)
            pr_helper(o, p, &p->helpers[h]);
    for (int w = 0; w < p->nworkers; w++) {
        const fn *f = &p->workers[w];
        fprintf(o, "\nstatic void *w%d(void *arg)\n{\n", w);
        if (p->locals[f->id_local].read)
            fputs("    int id = (int)(long)arg;\n", o);
        else
            fputs("    (void)arg;\n", o);
        pr_block(o, p, &f->body, 4);
        fputs(has(p, F_EXIT) ? "    pthread_exit(NULL);\n}\n"
                             : "    return NULL;\n}\n", o);
    }
    fprintf(o, "\nint main(void)\n{\n    pthread_t t[%d];\n\n", p->nthreads);
    pr_lock_inits(o, p);
    pr_block(o, p, &p->main.body, 4);
    fputs(has(p, F_EXIT) ? "    pthread_exit(NULL);\n}\n"
                         : "    return 0;\n}\n", o);
}

/* -------------------------------------------------------------- main */

static void generate(prog *p)
{
    gen_params(p);
    gen_spawns(p);
    for (int h = 0; h < p->nhelpers; h++)
        gen_helper(p, h);
    for (int w = 0; w < p->nworkers; w++)
        gen_worker(p, w);
    gen_main(p);
    run_sequential(p);
    fix_asserts(p);
    mark_used(p);
    for (int i = 0; has(p, F_PRIMS) && i <= MAX_MUTEX; i++)
        p->lkind[i] = has(p, F_CAS) && chance(&p->r, 50) ? LK_CAS
                    : rnd(&p->r, LK_CAS); /* last: the rest stays as is */
    for (int g = 0; has(p, F_ATOMICS) && g < p->nglobals; g++)
        p->gatomic[g] = chance(&p->r, 40);
    for (int g = 0; has(p, F_WEAK) && g < p->nglobals; g++)
        p->gorder[g] = p->gatomic[g] ? 1 + rnd(&p->r, 3) : 0;
    for (int s = 0; has(p, F_PRIMS) && s < p->nspawns; s++)
        p->spawns[s].join_kind = rnd(&p->r, NJKINDS);
}

static bool parse_features(const char *list, unsigned *feat, bool on)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        int i = 0;
        while (i < NFEATURES && strcmp(t, feature_names[i]))
            i++;
        if (i == NFEATURES) {
            fprintf(stderr, "pnbmc-genprog: unknown feature '%s'\n", t);
            return false;
        }
        *feat = on ? *feat | 1u << i : *feat & ~(1u << i);
    }
    return true;
}

static int usage(void)
{
    fputs("usage: pnbmc-genprog [--without FEATURE,...] [--with FEATURE,...] "
          "SEED > prog.c\n"
          "features (on unless --without): nondet assume arrays lockarray "
          "trylock helpers loops asserts races deadlocks joins\n"
          "features (off unless --with): atomic exit prims atomics cond "
          "uninit vla weak cas\n",
          stderr);
    return 2;
}

int main(int argc, char **argv)
{
    unsigned feat = DEFAULT_FEATURES;
    const char *seed_text = NULL;
    for (int i = 1; i < argc; i++) {
        if ((!strcmp(argv[i], "--without") || !strcmp(argv[i], "--with")) &&
            i + 1 < argc) {
            bool on = !strcmp(argv[i], "--with");
            if (!parse_features(argv[++i], &feat, on))
                return 2;
        } else if (!strcmp(argv[i], "--help")) {
            usage();
            return 0;
        } else if (!seed_text && argv[i][0] != '-') {
            seed_text = argv[i];
        } else {
            return usage();
        }
    }
    char *end;
    if (!seed_text)
        return usage();
    unsigned long long seed = strtoull(seed_text, &end, 10);
    if (*end || end == seed_text)
        return usage();
    prog *p = calloc(1, sizeof *p);
    if (!p)
        return 2;
    p->seed = seed;
    p->r.s = seed * UINT64_C(0x2545f4914f6cdd1d) + 1;
    p->feat = feat;
    generate(p);
    pr_program(stdout, p);
    arena_free(p);
    free(p);
    return fflush(stdout) == 0 ? 0 : 2;
}
