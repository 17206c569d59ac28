/* checks/cutfree.c — the control places from which a step may end a run
 * in the simulator as unknown or at a bound (a "cut": undefined behaviour,
 * an unsupported construct, the thread or call-depth bound), found
 * statically so that the skeleton engine can prove a check safe
 * (satcheck.c): it may only do so when no cut place is reachable in the
 * skeleton, since the runs the net follows end at their first cut.
 *
 * Soundness argument.  An instruction is cut-free when, in every run that
 * executes no cut-capable instruction before it, executing it cannot cut
 * (the rules below mirror solve/sim*.c; everything not listed may cut).
 * A step from control place (f, p) executes p and the non-points after it
 * (model.h); after a call point those run in the return from the callee.
 * So if the skeleton (an over-approximation of the net's runs, which is
 * exact on exact mutex places, and follows the primitives' extra places,
 * as long as no cut cube holds) never marks a cut place nor meets a cut
 * cube, no run executes a cut-capable instruction, and each rule's
 * premise holds in every run:
 *   - loads, stores, atomics: constant addresses inside their objects (a
 *     global, or an alloca of the same frame, through GEPs with constant
 *     indices and same-width casts, or a parameter whose every argument
 *     in a create or direct call is such an address, an alloca of a
 *     thread's creator only in main, which lives as long as the process
 *     unless main may end its thread by pthread_exit);
 *     not thread-local, not a function; writes not to constants; or a
 *     thread-local global whose address is never a value, at a constant
 *     offset (the running thread's copy), when every slot's copies fit in
 *     the object ids;
 *   - division and shifts: a constant divisor that is not 0 (nor -1 for
 *     signed ones), a constant shift below the width; no arithmetic whose
 *     signed overflow is undefined (minstr.nsw);
 *   - allocas in the entry block, when every slot's allocas fit in the
 *     object ids;
 *   - direct calls of functions outside any call cycle with enough
 *     arguments, when every slot's deepest call chain fits --depth;
 *   - pthread_create in main (started once, never called) outside any
 *     CFG cycle, of a known routine other than main with at most one
 *     parameter: each site creates at most one thread, so the thread
 *     bound is never reached (and no slot is reused, which the skeleton
 *     leaves out);
 *   - pthread_join(t) in main where t was loaded from the location that
 *     exactly one such create, which dominates the load, writes: a valid
 *     id of another thread (every other writer of that location is a cut
 *     point, so never executed);
 *   - memset, memcpy and memmove of a constant length inside their
 *     objects; the mutex attribute calls on such addresses;
 *   - lock and trylock of a constant mutex address; unlock when the
 *     thread must hold the mutex there (it locked it in the same frame, or
 *     took the success branch of a trylock there, testing its result
 *     directly or through a local no other thread can reach, or held it
 *     when the frame started, with no unlock or init of it since): the
 *     owner unlocks.  A frame starts holding it when its function is entered
 *     only by direct calls (no address taken: not a thread routine, once
 *     or indirectly called function; not main) and every such call holds
 *     it; a call returns holding it when the callee holds it at every
 *     return even if it did not on entry, and may release it when the
 *     callee (or a callee of it) unlocks or inits it, unless the callee
 *     locks it (a normal mutex) before anything else touches it: entered
 *     holding it, the thread waits there for ever.  Any unlock of a
 *     recursive or error-checking mutex whose type is the same in every
 *     run (cutfree_mutex.inc): it fails with EPERM at worst;
 *   - mutex init (no attribute, or a plain C11 type, or a type the proof
 *     knows: cutfree_mutex.inc) of a mutex with an exact place (the
 *     net's, or an extra one of the skeleton), under a cut cube: the
 *     skeleton never marks the init point while the place is empty
 *     (held), so the token stays "free" exactly; other writers of a
 *     mutex word are cut points;
 *   - semaphores, rwlocks, condition variables, once controls and
 *     barriers at constant global addresses, with the places the
 *     skeleton adds for them and their cut cubes (cutfree_prims.inc);
 *     atomic sections: cutfree_atomic.inc.
 * Once calls count as calls in the call-chain analysis.
 * Uninitialised memory (taken as 0) is no cut: the skeleton ignores data;
 * an operand that is an uninitialised value (undef) is one.
 * Facts about runs without a cut come with the map, each argued at its
 * function: relaxed loads that a lock guards (guard_relaxed_loads, for
 * the atomicity target), places only the winner of a claim flag reaches
 * (claimed_places, for the race target) and the mutexes a thread holds
 * where the process may end (held_at_ends, for the deadlock target).
 * Each exact mutex place gets a complement, which a failing trylock reads
 * (mutex_complements): such a trylock finds the mutex held. */
#include "checks/checks_priv.h"

#include <stdlib.h>
#include <string.h>

#define CF_MAX_PTS 64
#define CF_MUTEX_SIZE 40        /* bytes of pthread_mutex_t / mtx_t (LP64) */
#define CF_SEM_SIZE 4           /* the count the simulator reads */
#define CF_RW_SIZE 16           /* what it reads of rwlocks, conditions */
#define CF_CV_SIZE 24
#define CF_BARRIER_SIZE 20
#define CF_SYNC_THREADS 64      /* ids its synchronisation objects take */
#define CF_SEM_MAX 16           /* largest initial count followed */

/* Synchronisation objects (cutfree_prims.inc). */
enum { CF_NONE, CF_MUTEX, CF_SEM, CF_RW, CF_COND, CF_ONCE, CF_BARRIER };

/* The kind of object operand 1 of primitive mi names. */
static int sync_kind(const minstr *mi)
{
    if (mi->kind != MI_PRIM)
        return CF_NONE;
    switch ((prim_kind)mi->op) {
    case PR_MUTEX_LOCK: case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK:
    case PR_MUTEX_INIT: case PR_MUTEX_DESTROY:
        return CF_MUTEX;
    case PR_SEM_INIT: case PR_SEM_DESTROY: case PR_SEM_WAIT:
    case PR_SEM_TRYWAIT: case PR_SEM_POST: case PR_SEM_GETVALUE:
        return CF_SEM;
    case PR_RW_INIT: case PR_RW_DESTROY: case PR_RW_RDLOCK:
    case PR_RW_WRLOCK: case PR_RW_TRYRDLOCK: case PR_RW_TRYWRLOCK:
    case PR_RW_UNLOCK:
        return CF_RW;
    case PR_COND_INIT: case PR_COND_DESTROY: case PR_COND_WAIT:
    case PR_COND_TIMEDWAIT: case PR_COND_SIGNAL: case PR_COND_BROADCAST:
        return CF_COND;
    case PR_ONCE:
        return CF_ONCE;
    case PR_BARRIER_INIT: case PR_BARRIER_DESTROY: case PR_BARRIER_WAIT:
        return CF_BARRIER;
    default:
        return CF_NONE;
    }
}

static uint64_t sync_size(int kind)
{
    return kind == CF_MUTEX ? CF_MUTEX_SIZE
         : kind == CF_SEM || kind == CF_ONCE ? CF_SEM_SIZE
         : kind == CF_RW ? CF_RW_SIZE
         : kind == CF_BARRIER ? CF_BARRIER_SIZE : CF_CV_SIZE;
}

static bool is_cond_wait(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_COND_WAIT || mi->op == PR_COND_TIMEDWAIT);
}


typedef struct {
    bool alloca;                /* else a global */
    uint32_t obj;               /* global object id */
    int32_t fn, ip;             /* alloca site */
    uint64_t off, size;         /* offset, object size */
} caddr;

/* Memo of entry_holds and call_effect per function and mutex (-2: not
 * known yet), and the depth of the current chain of those questions. */
typedef struct {
    int32_t f;
    caddr a;
    int8_t entry, effect;
} holdfact;

struct holdmemo {
    holdfact *v;
    int32_t n, cap, depth;
};

typedef struct {
    const model *m;
    const pnet *n;
    pta *pa;
    int max_threads, max_depth;
    int32_t **def;              /* [f][reg]: defining instruction, -1 */
    bool *cyclic;               /* [f]: on a cycle of direct calls */
    bool calls_ok, ids_ok, main_once;
    bool main_exits_alone;      /* main may end its thread by pthread_exit
                                   (main_thread_exit), its frame dying */
    bool *main_loop;            /* [block of main]: on a CFG cycle */
    bool *direct_only;          /* [f]: entered only by direct calls */
    struct holdmemo *hm;        /* memo of the interprocedural facts */
    const char ***why;          /* [f][ip]: why it may cut, NULL: cut-free */
} cfx;

/* ------------------------------------------------ constant addresses */

#define CF_MAX_ADDRS 8          /* candidates of one parameter */

static int const_addrs(const cfx *x, int32_t f, const mopnd *o, int depth,
                       caddr *out, int max);

/* The values parameter p of f can have: the argument of every create
 * whose routine is f and of every direct call of f, each a constant
 * address in its own function (a local only of main, whose frame lives as
 * long as the process, or of the calling frame).  0: not all constant.
 * Indirect calls, once routines and creates of a routine that is not a
 * constant are cut points: no proved run makes them. */
static int param_addrs(const cfx *x, int32_t f, int32_t p, int depth,
                       caddr *out, int max)
{
    const model *m = x->m;
    if (f == m->main_fn)        /* argc, argv */
        return 0;
    int n = 0;
    for (int32_t g = 0; g < m->nfuncs; g++)
        for (int32_t i = 0; i < m->funcs[g].ncode; i++) {
            const minstr *mi = &m->funcs[g].code[i];
            const mopnd *a = NULL;
            if (mi->kind == MI_CALL && mi->callee == f)
                a = mi->nops > p + 1 ? &mi->ops[p + 1] : NULL;
            else if (mi->kind == MI_PRIM && mi->op == PR_THREAD_CREATE &&
                     mi->nops > 3 && mi->ops[3].kind == OPND_IMM &&
                     model_ptr_obj(m, mi->ops[3].imm) == m->funcs[f].obj)
                a = p == 0 && mi->nops > 4 ? &mi->ops[4] : NULL;
            else
                continue;
            if (!a || n >= max)
                return 0;
            int k = const_addrs(x, g, a, depth + 1, out + n, max - n);
            for (int j = 0; j < k; j++)
                if (out[n + j].alloca && mi->kind != MI_CALL &&
                    (g != m->main_fn || x->main_exits_alone))
                    return 0;   /* a thread may outlive that frame */
            if (k == 0)
                return 0;
            n += k;
        }
    return n;
}

/* The addresses operand o of f may hold in a run: a constant (a global,
 * an alloca of the frame, a parameter whose every argument is one)
 * plus constant GEP offsets; 0 when not known that way. */
static int const_addrs(const cfx *x, int32_t f, const mopnd *o, int depth,
                       caddr *out, int max)
{
    const model *m = x->m;
    if (max < 1 || depth > 8)
        return 0;
    if (o->kind == OPND_IMM) {
        uint32_t obj = model_ptr_obj(m, o->imm);
        if (obj == 0 || obj >= (uint32_t)m->nglobals ||
            m->globals[obj].func >= 0 || m->globals[obj].thread_local)
            return 0;
        out[0] = (caddr){false, obj, -1, -1, model_ptr_off(m, o->imm),
                         m->globals[obj].size};
        return 1;
    }
    if (o->kind != OPND_REG || o->reg < 0 || o->reg >= m->funcs[f].nregs)
        return 0;
    int32_t d = x->def[f][o->reg];
    if (d < 0)
        return o->reg < m->funcs[f].nparams && d == -1
             ? param_addrs(x, f, o->reg, depth, out, max) : 0;
    const minstr *mi = &m->funcs[f].code[d];
    if (mi->kind == MI_ALLOCA && !model_is_vla(mi)) {
        out[0] = (caddr){true, 0, f, d, 0, mi->size};
        return 1;
    }
    if (mi->kind == MI_CAST && mi->nops == 1 && mi->bits == m->ptr_bits &&
        mi->ops[0].bits == m->ptr_bits)    /* same width: the same value */
        return const_addrs(x, f, &mi->ops[0], depth + 1, out, max);
    if (mi->kind != MI_GEP || mi->nops < 1)
        return 0;
    int n = const_addrs(x, f, &mi->ops[0], depth + 1, out, max);
    uint64_t add = (uint64_t)mi->gep_off;
    for (int32_t i = 1; i < mi->nops; i++) {
        if (mi->ops[i].kind != OPND_IMM)
            return 0;
        add += (uint64_t)(model_sext(mi->ops[i].bits, mi->ops[i].imm) *
                          mi->scales[i]);
    }
    for (int j = 0; j < n; j++)
        out[j].off = model_mask(m->ptr_bits, out[j].off + add);
    return n;
}

/* The one address o may hold (a mutex, a thread id location). */
static bool const_addr(const cfx *x, int32_t f, const mopnd *o, int depth,
                       caddr *a)
{
    caddr c[CF_MAX_ADDRS];
    if (const_addrs(x, f, o, depth, c, CF_MAX_ADDRS) != 1)
        return false;
    *a = c[0];
    return true;
}

static bool in_object(const caddr *a, uint64_t n)
{
    return a->off <= a->size && n <= a->size - a->off;
}

/* A constant address with n bytes inside its object. */
static bool valid_addr(const cfx *x, int32_t f, const mopnd *o, uint64_t n,
                       caddr *a)
{
    return const_addr(x, f, o, 0, a) && in_object(a, n);
}

/* Every address o may hold has n bytes inside its object and, when
 * write, is not a constant. */
static bool valid_access(const cfx *x, int32_t f, const mopnd *o,
                         uint64_t n, bool write)
{
    caddr c[CF_MAX_ADDRS];
    int k = const_addrs(x, f, o, 0, c, CF_MAX_ADDRS);
    for (int j = 0; j < k; j++)
        if (!in_object(&c[j], n) ||
            (write && !c[j].alloca && x->m->globals[c[j].obj].is_const))
            return false;
    return k > 0;
}

/* A direct access to a thread-local global whose address is never a
 * value: the simulator resolves it to the running thread's copy, which
 * exists while the copies of every slot fit in the object ids (ids_ok;
 * the other ids are those of globals and allocas, as no cut-free run
 * allocates on the heap). */
static bool valid_tls_access(const cfx *x, const mopnd *o, uint64_t n,
                             bool write)
{
    const model *m = x->m;
    if (o->kind != OPND_IMM || !x->ids_ok)
        return false;
    uint32_t obj = model_ptr_obj(m, o->imm);
    if (obj == 0 || obj >= (uint32_t)m->nglobals)
        return false;
    const mglobal *gl = &m->globals[obj];
    caddr a = {false, obj, -1, -1, model_ptr_off(m, o->imm), gl->size};
    return gl->thread_local && !gl->tls_escapes && in_object(&a, n) &&
           !(write && gl->is_const);
}

static bool writable(const cfx *x, const caddr *a)
{
    return a->alloca || !x->m->globals[a->obj].is_const;
}

static bool same_addr(const caddr *a, const caddr *b)
{
    return a->alloca == b->alloca && a->obj == b->obj && a->fn == b->fn &&
           a->ip == b->ip && a->off == b->off;
}

/* [a, a + n) and [b, b + k) share a byte of one object. */
static bool addrs_overlap(const caddr *a, uint64_t n, const caddr *b,
                          uint64_t k)
{
    return a->alloca == b->alloca && a->obj == b->obj && a->fn == b->fn &&
           a->ip == b->ip && a->off < b->off + k && b->off < a->off + n;
}

/* The index of an address equal to a among v[0 .. n-1], -1 none. */
static int32_t addr_index(const caddr *v, int32_t n, const caddr *a)
{
    for (int32_t k = 0; k < n; k++)
        if (same_addr(&v[k], a))
            return k;
    return -1;
}

/* May a write of n bytes (0: any) through operand o of function f touch
 * [a->off, a->off + len)? */
static bool may_touch(const cfx *x, int32_t f, const mopnd *o, uint64_t n,
                      const caddr *a, uint64_t len)
{
    pta_loc l[CF_MAX_PTS];
    int32_t k = pta_targets(x->pa, f, o, l, CF_MAX_PTS);
    if (k > CF_MAX_PTS)
        return true;
    for (int32_t i = 0; i < k; i++) {
        bool same = a->alloca
                  ? l[i].obj_kind == PTA_ALLOCA && l[i].site_func == a->fn &&
                    l[i].site_ip == a->ip
                  : l[i].obj_kind == PTA_GLOBAL && l[i].obj == a->obj;
        if (!same)
            continue;
        if (l[i].any_off || n == 0 ||
            ((uint64_t)l[i].off < a->off + len &&
             a->off < (uint64_t)l[i].off + n))
            return true;
    }
    return false;
}

/* The memory a cut-free instruction may write: up to two regions, each
 * an operand index and a size (0: unknown); returns how many. */
static int written(const minstr *mi, int32_t *opnd, uint64_t *n, int ptr)
{
    int k = 0;
    switch (mi->kind) {
    case MI_STORE: opnd[0] = 1; n[0] = mi->size; return mi->nops > 1;
    case MI_RMW: case MI_CMPXCHG: opnd[0] = 0; n[0] = mi->size; return 1;
    case MI_PRIM:
        break;
    default:
        return 0;
    }
    if (mi->op == PR_THREAD_CREATE) {
        opnd[k] = 1;
        n[k++] = (uint64_t)ptr;
    } else if (mi->op == PR_THREAD_JOIN) {
        opnd[k] = 2;
        n[k++] = prim_is_c11(mi) ? 4 : (uint64_t)ptr;
    } else if (sync_kind(mi) != CF_NONE) {
        opnd[k] = 1;
        n[k++] = sync_size(sync_kind(mi));
    } else if (mi->op == PR_MEMSET || mi->op == PR_MEMCPY) {
        opnd[k] = 1;
        n[k++] = mi->nops > 3 && mi->ops[3].kind == OPND_IMM ? mi->ops[3].imm
                                                            : 0;
    } else if (mi->op == PR_MUTEXATTR_INIT || mi->op == PR_MUTEXATTR_SETTYPE) {
        opnd[k] = 1;
        n[k++] = 4;
    } else if (mi->op == PR_MUTEXATTR_GETTYPE) {
        opnd[k] = 2;
        n[k++] = 4;
    }
    if (prim_errno_opnd(mi)) {
        opnd[k] = (int32_t)(prim_errno_opnd(mi) - mi->ops);
        n[k++] = 4;
    } else if (is_cond_wait(mi) || mi->op == PR_SEM_GETVALUE) {
        opnd[k] = 2;        /* the wait's mutex, getvalue's result */
        n[k++] = 4;
    }
    for (int i = 0; i < k; i++)
        if (mi->nops <= opnd[i])
            return 0;
    return k;
}

/* ------------------------------------------------------ call graph */

static bool build_defs(cfx *x)
{
    const model *m = x->m;
    x->def = calloc((size_t)m->nfuncs + 1, sizeof *x->def);
    if (!x->def)
        return false;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        x->def[f] = malloc(sizeof(int32_t) * ((size_t)fn->nregs + 1));
        if (!x->def[f])
            return false;
        for (int32_t r = 0; r < fn->nregs; r++)
            x->def[f][r] = -1;
        for (int32_t i = 0; i < fn->ncode; i++) {
            int32_t d = fn->code[i].dst;
            if (d >= 0 && d < fn->nregs)
                x->def[f][d] = fn->code[i].kind == MI_PHI ? -2 : i;
        }
        for (int32_t r = 0; r < fn->nregs; r++)
            if (x->def[f][r] == -2)
                x->def[f][r] = -1;
    }
    return true;
}

/* The function a pthread_once / call_once runs: a constant function
 * with no parameters (the simulator passes none), -1 otherwise. */
static int32_t once_fn(const model *m, const minstr *mi)
{
    if (mi->kind != MI_PRIM || mi->op != PR_ONCE || mi->nops < 3 ||
        mi->ops[2].kind != OPND_IMM)
        return -1;
    uint32_t o = model_ptr_obj(m, mi->ops[2].imm);
    if (o == 0 || o >= (uint32_t)m->nglobals || model_ptr_off(m, mi->ops[2].imm) ||
        m->globals[o].func < 0 || m->globals[o].func >= m->nfuncs)
        return -1;
    int32_t g = m->globals[o].func;
    return m->funcs[g].nparams == 0 ? g : -1;
}

/* Longest chain of direct calls (and once calls) from f, counting f; -1:
 * f reaches a call cycle (state: 0 new, 1 on the stack, 2 done). */
static int32_t chain(cfx *x, int32_t f, uint8_t *state, int32_t *len)
{
    if (state[f] == 2)
        return len[f];
    if (state[f] == 1)
        return -1;
    state[f] = 1;
    int32_t best = 1;
    const mfunc *fn = &x->m->funcs[f];
    for (int32_t i = 0; i < fn->ncode && best > 0; i++) {
        const minstr *mi = &fn->code[i];
        int32_t g = mi->kind == MI_CALL ? mi->callee : once_fn(x->m, mi);
        if (g < 0 || g >= x->m->nfuncs)
            continue;
        int32_t c = chain(x, g, state, len);
        if (c < 0) {
            x->cyclic[f] = true;
            best = -1;
        } else if (c + 1 > best) {
            best = c + 1;
        }
    }
    state[f] = 2;
    len[f] = best;
    return best;
}

/* calls_ok: no slot entry reaches a call cycle or a chain deeper than
 * --depth; ids_ok: every slot's entry-block allocas and thread-local
 * copies fit the object ids. */
static bool check_calls(cfx *x)
{
    const model *m = x->m;
    const pnet *n = x->n;
    uint8_t *state = calloc((size_t)m->nfuncs + 1, 1);
    int32_t *len = calloc((size_t)m->nfuncs + 1, sizeof(int32_t));
    x->cyclic = calloc((size_t)m->nfuncs + 1, sizeof(bool));
    if (!state || !len || !x->cyclic) {
        free(state);
        free(len);
        return false;
    }
    x->calls_ok = true;
    for (int32_t s = 0; s < n->nslots; s++) {
        int32_t e = s == 0 ? m->main_fn : n->slot_entry[s];
        if (e < 0 || e >= m->nfuncs) {
            x->calls_ok = false;
            continue;
        }
        int32_t c = chain(x, e, state, len);
        if (c < 0 || c > x->max_depth)
            x->calls_ok = false;
    }
    uint64_t allocas = 0;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            allocas += m->funcs[f].code[i].kind == MI_ALLOCA;
    int idbits = m->ptr_bits - m->obj_shift;
    uint64_t ids = idbits >= 40 ? UINT64_MAX : UINT64_C(1) << idbits;
    uint64_t tls = 0;
    for (int32_t g = 1; g < m->nglobals; g++)
        tls += m->globals[g].thread_local;
    uint64_t used = allocas * (uint64_t)n->nslots * (uint64_t)x->max_depth +
                    tls * (uint64_t)n->nslots + (uint64_t)m->nglobals;
    x->ids_ok = used < ids / 2;
    free(state);
    free(len);
    return true;
}

/* ------------------------------------------------------ CFG facts */

static int32_t term_of(const mfunc *f, int32_t b)
{
    return f->blocks[b].n > 0 ? f->blocks[b].first + f->blocks[b].n - 1 : -1;
}

/* direct_only: f is not main and its address is not taken (thread
 * routines, once and indirectly called functions are entered without a
 * direct call). */
static bool direct_facts(cfx *x)
{
    const model *m = x->m;
    x->direct_only = malloc(sizeof(bool) * ((size_t)m->nfuncs + 1));
    x->hm = calloc(1, sizeof *x->hm);
    if (!x->direct_only || !x->hm)
        return false;
    for (int32_t f = 0; f < m->nfuncs; f++)
        x->direct_only[f] = f != m->main_fn && x->n->fn_taken &&
                            !x->n->fn_taken[f];
    return true;
}

/* Function f, or a function it may call, may end its thread by
 * pthread_exit: a direct callee (seen marks the functions visited), or
 * any function of the program behind an indirect call or a once. */
static bool may_exit_thread(const model *m, int32_t f, bool *seen)
{
    if (seen[f])
        return false;
    seen[f] = true;
    const mfunc *fn = &m->funcs[f];
    for (int32_t i = 0; i < fn->ncode; i++) {
        const minstr *mi = &fn->code[i];
        bool exits = mi->kind == MI_PRIM && mi->op == PR_THREAD_EXIT;
        bool unknown = (mi->kind == MI_CALL && (mi->callee < 0 ||
                        mi->callee >= m->nfuncs)) ||
                       (mi->kind == MI_PRIM && mi->op == PR_ONCE);
        if (exits ||
            (mi->kind == MI_CALL && !unknown &&
             may_exit_thread(m, mi->callee, seen)))
            return true;
        for (int32_t g = 0; unknown && g < m->nfuncs; g++)
            if (may_exit_thread(m, g, seen))
                return true;
    }
    return false;
}

/* Main may end its thread alone (pthread_exit, thrd_exit): its frame
 * dies while the other threads run on. */
static bool main_thread_exit(const model *m)
{
    bool *seen = calloc((size_t)m->nfuncs + 1, sizeof(bool));
    bool r = !seen || may_exit_thread(m, m->main_fn, seen);
    free(seen);
    return r;
}

static bool main_facts(cfx *x)
{
    const model *m = x->m;
    if (m->main_fn < 0 || m->main_fn >= m->nfuncs)
        return true;
    x->main_loop = net_blocks_on_cycle(&m->funcs[m->main_fn]);
    if (!x->main_loop)
        return false;
    x->main_once = !net_called_directly(m, m->main_fn);
    x->main_exits_alone = main_thread_exit(m);
    for (int32_t s = 1; s < x->n->nslots; s++)
        if (x->n->slot_entry[s] < 0 || x->n->slot_entry[s] == m->main_fn)
            x->main_once = false;
    return true;
}

/* Instruction a executes before instruction b in every run of main that
 * reaches b (a's block dominates b's, or a precedes b in one block). */
static bool main_before(const cfx *x, int32_t a, int32_t b)
{
    const mfunc *f = &x->m->funcs[x->m->main_fn];
    int32_t ba = net_block_of(f, a), bb = net_block_of(f, b);
    if (ba < 0 || bb < 0)
        return false;
    if (ba == bb)
        return a < b;
    if (ba == 0 || bb == 0)
        return ba == 0;     /* the entry block dominates every block */
    bool *seen = calloc((size_t)f->nblocks + 1, sizeof(bool));
    int32_t *stack = malloc(sizeof(int32_t) * ((size_t)f->nblocks + 1));
    bool ok = false;
    if (seen && stack) {
        seen[0] = true;
        net_reach_blocks(f, 0, ba, seen, stack);
        ok = !seen[bb];
    }
    free(seen);
    free(stack);
    return ok;
}

/* ------------------------------------------------- mutex ownership */

#define CF_HOLD_DEPTH 24        /* deeper questions answer conservatively */

static holdfact *hold_fact(const cfx *x, int32_t f, const caddr *a)
{
    struct holdmemo *h = x->hm;
    for (int32_t i = 0; i < h->n; i++)
        if (h->v[i].f == f && same_addr(&h->v[i].a, a))
            return &h->v[i];
    if (h->n == h->cap) {
        int32_t c = h->cap ? h->cap * 2 : 32;
        holdfact *v = realloc(h->v, sizeof(holdfact) * (size_t)c);
        if (!v)
            return NULL;
        h->v = v;
        h->cap = c;
    }
    h->v[h->n] = (holdfact){f, *a, -2, -2};
    return &h->v[h->n++];
}

static int call_effect(const cfx *x, int32_t g, const caddr *a);
static int mutex_kind_of(const cfx *x, const caddr *a);

static bool mutex_at(const cfx *x, int32_t f, const minstr *mi, caddr *a)
{
    return mi->kind == MI_PRIM && mi->nops > 1 &&
           valid_addr(x, f, &mi->ops[1], 4, a) && writable(x, a);
}

/* Instruction mi of f changes whether the running thread holds the mutex
 * at a: 1 it does (lock, or a call that returns holding it), 0 it may not
 * (unlock, init, a call that may release it), -1 no change.  A
 * cut-capable instruction never runs in a proved program, and every other
 * unlock of a is its owner's (its own must-hold), so only these count. */
static int hold_effect(const cfx *x, int32_t f, const minstr *mi,
                       const caddr *a)
{
    caddr b;
    if (mi->kind == MI_CALL)
        return mi->callee >= 0 && mi->callee < x->m->nfuncs
             ? call_effect(x, mi->callee, a) : 0;
    if (mi->kind != MI_PRIM || !mutex_at(x, f, mi, &b))
        return -1;
    bool same = same_addr(a, &b);
    bool overlap = addrs_overlap(a, CF_MUTEX_SIZE, &b, CF_MUTEX_SIZE);
    switch ((prim_kind)mi->op) {
    case PR_MUTEX_LOCK: return same ? 1 : overlap ? 0 : -1;
    case PR_MUTEX_UNLOCK: case PR_MUTEX_INIT: return overlap ? 0 : -1;
    default: return -1;
    }
}

static bool block_out(const cfx *x, int32_t f, int32_t b, bool in,
                      int32_t stop, const caddr *a)
{
    const mfunc *fn = &x->m->funcs[f];
    for (int32_t i = fn->blocks[b].first;
         i < fn->blocks[b].first + fn->blocks[b].n && i != stop; i++) {
        int e = hold_effect(x, f, &fn->code[i], a);
        if (e >= 0)
            in = e;
    }
    return in;
}

/* The local (its alloca) that load ld of f reads directly, -1 none. */
static int32_t local_read(const cfx *x, int32_t f, int32_t ld)
{
    const minstr *mi = &x->m->funcs[f].code[ld];
    if (mi->kind != MI_LOAD || mi->nops < 1 || mi->ops[0].kind != OPND_REG)
        return -1;
    int32_t al = x->def[f][mi->ops[0].reg];
    return al >= 0 && x->m->funcs[f].code[al].kind == MI_ALLOCA &&
           !x->m->funcs[f].code[al].escapes ? al : -1;
}

/* The instruction whose result register r holds: its definition, or,
 * when r is loaded in block b from a local that no other thread can reach
 * (an alloca whose address does not escape), the definition of the
 * register stored there by the last write of the block before the load,
 * with nothing in between that writes memory (as `int rc = trylock(&m);
 * if (rc == 0)` compiles without optimisation); -1 if none. */
static int32_t stored_def(const cfx *x, int32_t f, int32_t b, int32_t r)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t ld = x->def[f][r];
    if (ld < 0 || fn->code[ld].kind != MI_LOAD || net_block_of(fn, ld) != b ||
        fn->code[ld].nops < 1 || fn->code[ld].ops[0].kind != OPND_REG)
        return ld;
    int32_t slot = fn->code[ld].ops[0].reg;
    if (local_read(x, f, ld) < 0)
        return -1;
    for (int32_t i = ld - 1; i >= fn->blocks[b].first; i--) {
        const minstr *mi = &fn->code[i];
        if (mi->kind == MI_LOAD || mi->kind == MI_ICMP ||
            mi->kind == MI_CAST || mi->kind == MI_BIN || mi->kind == MI_GEP)
            continue;
        if (mi->kind != MI_STORE || mi->nops < 2 ||
            mi->ops[1].kind != OPND_REG || mi->ops[1].reg != slot ||
            mi->ops[0].kind != OPND_REG || mi->size != fn->code[ld].size)
            return -1;
        return x->def[f][mi->ops[0].reg];
    }
    return -1;
}

/* The successor of block b that b enters only when the try operation
 * that b's branch tests succeeded (b ends in `br (r == 0)` or `!= 0` with
 * the targets swapped, r the result of a primitive in b, directly or
 * through a local: stored_def; for a mutex trylock, which returns 0 or
 * EBUSY (thrd_busy) and nothing else, also `r != EBUSY` and the like,
 * not for a timed lock, which may also return EINVAL (a time-out out of
 * range, a clock glibc refuses) or EDEADLK); *tl: that primitive; -1 if
 * none. */
static int32_t try_success(const cfx *x, int32_t f, int32_t b, int32_t *tl)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t t = term_of(fn, b);
    if (t < 0 || fn->code[t].kind != MI_BR || fn->code[t].ntargets != 2 ||
        fn->code[t].ops[0].kind != OPND_REG ||
        fn->code[t].targets[0] == fn->code[t].targets[1])
        return -1;
    int32_t c = x->def[f][fn->code[t].ops[0].reg];
    const minstr *cmp = c >= 0 ? &fn->code[c] : NULL;
    if (!cmp || cmp->kind != MI_ICMP || cmp->nops != 2 ||
        (cmp->op != CP_EQ && cmp->op != CP_NE) ||
        net_block_of(fn, c) != b)
        return -1;
    int z = cmp->ops[1].kind == OPND_IMM ? 1 : 0;
    const mopnd *r = &cmp->ops[1 - z];
    if (cmp->ops[z].kind != OPND_IMM || r->kind != OPND_REG)
        return -1;
    *tl = stored_def(x, f, b, r->reg);
    if (*tl < 0 || net_block_of(fn, *tl) != b ||
        fn->code[*tl].kind != MI_PRIM)
        return -1;
    const minstr *pm = &fn->code[*tl];
    uint64_t v = model_mask(cmp->ops[z].bits, cmp->ops[z].imm);
    bool zero = v == 0;
    if (!zero && (pm->op != PR_MUTEX_TRYLOCK || prim_is_timed(pm) ||
                  v != model_mask(cmp->ops[z].bits, prim_try_failure(pm))))
        return -1;
    return fn->code[t].targets[(cmp->op == CP_EQ) == zero ? 0 : 1];
}

/* The same for a trylock of the mutex at a, when nothing after it in b
 * changes whether the thread holds it. */
static int32_t trylock_success(const cfx *x, int32_t f, int32_t b,
                               const caddr *a)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t tl, won = try_success(x, f, b, &tl);
    caddr m;
    if (won < 0 || fn->code[tl].op != PR_MUTEX_TRYLOCK ||
        !mutex_at(x, f, &fn->code[tl], &m) || !same_addr(&m, a))
        return -1;
    for (int32_t i = tl + 1; i < term_of(fn, b); i++)
        if (hold_effect(x, f, &fn->code[i], a) >= 0)
            return -1;
    return won;
}

/* The forward must-analysis over f's blocks and edges: in[b] whether the
 * thread holds the mutex at a on entering block b (held on entering f as
 * entry says, a successful trylock holds on its success edge); false on
 * out of memory. */
static bool hold_flow(const cfx *x, int32_t f, const caddr *a, bool entry,
                      bool *in)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t nb = fn->nblocks;
    bool *out = malloc(sizeof(bool) * ((size_t)nb + 1));
    if (!out)
        return false;
    for (int32_t b = 0; b < nb; b++)
        out[b] = true;          /* optimistic start of a must-analysis */
    for (bool changed = true; changed; ) {
        changed = false;
        for (int32_t b = 0; b < nb; b++)
            in[b] = b != 0 || entry;
        for (int32_t b = 0; b < nb; b++) {
            int32_t t = term_of(fn, b), won = trylock_success(x, f, b, a);
            for (int32_t i = 0; t >= 0 && i < fn->code[t].ntargets; i++) {
                int32_t s = fn->code[t].targets[i];
                if (s >= 0 && s < nb)
                    in[s] = in[s] && (out[b] || s == won);
            }
        }
        for (int32_t b = 0; b < nb; b++) {
            bool o = block_out(x, f, b, in[b], -1, a);
            changed |= o != out[b];
            out[b] = o;
        }
    }
    free(out);
    return true;
}

/* Does the thread hold the mutex at a whenever it reaches instruction u
 * of f, for each u in us (n of them), given entry (hold_flow)? */
static bool holds_at_all(const cfx *x, int32_t f, const int32_t *us,
                         int32_t n, const caddr *a, bool entry)
{
    const mfunc *fn = &x->m->funcs[f];
    bool *in = malloc(sizeof(bool) * ((size_t)fn->nblocks + 1));
    bool held = in && hold_flow(x, f, a, entry, in);
    for (int32_t i = 0; held && i < n; i++) {
        int32_t ub = net_block_of(fn, us[i]);
        held = ub >= 0 && block_out(x, f, ub, in[ub], us[i], a);
    }
    free(in);
    return held;
}

static bool must_hold_from(const cfx *x, int32_t f, int32_t u,
                           const caddr *a, bool entry)
{
    return holds_at_all(x, f, &u, 1, a, entry);
}

/* Callee g's effect on the caller holding the mutex at a: 1 it holds it
 * at every return even if it did not on entry, 0 it may release it (an
 * unlock, init or such a call anywhere in it), -1 neither.  The call
 * graph of a proved program has no cycle (calls_ok); deep or cyclic
 * questions answer 0 (may release). */
/* Does every path from g's entry lock the mutex at a before anything
 * else could change whether the thread holds it (another lock, unlock or
 * init of it, a call) and before a return?  For a normal mutex a thread
 * that enters g holding it then waits there for ever. */
static bool relocks_first(const cfx *x, int32_t g, const caddr *a)
{
    const mfunc *fn = &x->m->funcs[g];
    bool *seen = calloc((size_t)fn->nblocks + 1, sizeof(bool));
    int32_t *stack = malloc(sizeof(int32_t) * ((size_t)fn->nblocks + 1));
    int32_t sp = 0;
    bool ok = seen && stack && fn->nblocks > 0;
    if (ok) {
        seen[0] = true;
        stack[sp++] = 0;
    }
    while (ok && sp > 0) {
        int32_t b = stack[--sp], i = fn->blocks[b].first;
        bool locked = false;
        caddr m;
        for (; !locked && ok && i < fn->blocks[b].first + fn->blocks[b].n;
             i++) {
            const minstr *mi = &fn->code[i];
            locked = mi->kind == MI_PRIM && mi->op == PR_MUTEX_LOCK &&
                     mutex_at(x, g, mi, &m) && same_addr(&m, a);
            ok = locked || (mi->kind != MI_CALL && mi->kind != MI_RET &&
                            hold_effect(x, g, mi, a) < 0);
        }
        int32_t t = term_of(fn, b);
        for (int32_t j = 0; ok && !locked && t >= 0 &&
                            j < fn->code[t].ntargets; j++) {
            int32_t s = fn->code[t].targets[j];
            if (s >= 0 && s < fn->nblocks && !seen[s]) {
                seen[s] = true;
                stack[sp++] = s;
            }
        }
    }
    free(seen);
    free(stack);
    return ok;
}

static int call_effect(const cfx *x, int32_t g, const caddr *a)
{
    holdfact *h = hold_fact(x, g, a);
    if (!h || !x->calls_ok || x->cyclic[g] || x->hm->depth > CF_HOLD_DEPTH)
        return 0;
    if (h->effect != -2)
        return h->effect;
    const mfunc *fn = &x->m->funcs[g];
    int32_t *rets = malloc(sizeof(int32_t) * ((size_t)fn->ncode + 1));
    int32_t nrets = 0;
    bool kill = false, acq = false;
    x->hm->depth++;
    for (int32_t i = 0; rets && i < fn->ncode; i++) {
        if (fn->code[i].kind == MI_RET)
            rets[nrets++] = i;
        kill = kill || hold_effect(x, g, &fn->code[i], a) == 0;
    }
    acq = rets && nrets > 0 && holds_at_all(x, g, rets, nrets, a, false);
    x->hm->depth--;
    free(rets);
    /* entered holding a normal mutex it locks first, the thread never
     * returns: the call keeps whatever the caller had */
    bool stuck = rets && !acq && kill && mutex_kind_of(x, a) == 0 &&
                 relocks_first(x, g, a);
    int e = acq ? 1 : (kill && !stuck) || !rets ? 0 : -1;
    if ((h = hold_fact(x, g, a)))   /* the memo may have moved */
        h->effect = (int8_t)e;
    return e;
}

/* Does the thread hold the mutex at a when it enters f?  Only when f is
 * entered by direct calls alone (not main, a thread's routine, a once
 * function or a function whose address is taken) and it holds it at
 * every such call. */
static bool entry_holds(const cfx *x, int32_t f, const caddr *a)
{
    holdfact *h = hold_fact(x, f, a);
    if (!h || !x->calls_ok || !x->direct_only[f] ||
        x->hm->depth > CF_HOLD_DEPTH)
        return false;
    if (h->entry != -2)
        return h->entry == 1;
    const model *m = x->m;
    bool all = true, any = false;
    x->hm->depth++;
    for (int32_t g = 0; g < m->nfuncs && all; g++)
        for (int32_t i = 0; i < m->funcs[g].ncode && all; i++)
            if (m->funcs[g].code[i].kind == MI_CALL &&
                m->funcs[g].code[i].callee == f) {
                any = true;
                all = must_hold_from(x, g, i, a, entry_holds(x, g, a));
            }
    x->hm->depth--;
    if ((h = hold_fact(x, f, a)))
        h->entry = any && all;
    return any && all;
}

static bool must_hold(const cfx *x, int32_t f, int32_t u, const caddr *a)
{
    return must_hold_from(x, f, u, a, entry_holds(x, f, a));
}

/* ------------------------------------------------ depths over the net */

/* A thread's depth (of atomic sections, of holds of one mutex) on each
 * net place, as a set: bit d for depth d, DEPTH_MANY for 7 or more.  A
 * forward pass over the net's transitions from the entries (depth 0);
 * each transition moves the depth as its move function says.  The net
 * returns from a function to every call site of its slot, so the depths
 * of a place over-approximate its thread's in every run. */
enum { DEPTH_MANY = 0x80 };
/* Moves: MV_UP_TO_ONE goes from 0 to 1 and leaves the others (a lock of
 * an error-checking mutex), MV_RESET goes to 0 (a mutex init). */
enum { MV_DOWN = -1, MV_STAY = 0, MV_UP = 1, MV_UP_TO_ONE, MV_RESET };
typedef int (*depth_move)(const void *ctx, const pnet *n, int32_t t,
                          const minstr *from);

static uint8_t depth_moved(uint8_t d, int mv)
{
    switch (mv) {
    case MV_UP: return (uint8_t)((d << 1) | (d & DEPTH_MANY));
    case MV_DOWN: return (uint8_t)((d >> 1) | (d & 1) | (d & DEPTH_MANY));
    case MV_UP_TO_ONE: return (uint8_t)(((d & 1) << 1) | (d & ~1));
    case MV_RESET: return 1;
    default: return d;
    }
}

/* The control place net transition t moves its thread off, -1 if none. */
static int32_t trans_from(const pnet *n, int32_t t)
{
    for (int32_t a = 0; a < n->trans[t].narcs; a++)
        if (n->trans[t].arcs[a].weight < 0 &&
            n->places[n->trans[t].arcs[a].place].kind == PL_CONTROL)
            return n->trans[t].arcs[a].place;
    return -1;
}

/* One pass over the transitions; true when some place got a new depth. */
static bool depth_pass(const model *m, const pnet *n, uint8_t *d,
                       depth_move move, const void *ctx)
{
    bool changed = false;
    for (int32_t t = 0; t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        int32_t from = trans_from(n, t);
        if (from < 0 || !d[from])
            continue;
        uint8_t out = depth_moved(d[from], move(ctx, n, t,
                                  checks_place_instr(m, &n->places[from])));
        for (int32_t a = 0; a < tr->narcs; a++) {
            int32_t q = tr->arcs[a].place;
            if (tr->arcs[a].weight > 0 && n->places[q].kind == PL_CONTROL &&
                (d[q] | out) != d[q]) {
                d[q] |= out;
                changed = true;
            }
        }
    }
    return changed;
}

/* [p]: the depths a thread on net place p may have (0: none reaches p);
 * NULL on out of memory. */
static uint8_t *net_depths_of(const model *m, const pnet *n, depth_move move,
                              const void *ctx)
{
    uint8_t *d = calloc((size_t)n->nplaces + 1, 1);
    if (!d)
        return NULL;
    for (int32_t t = 0; t < n->ntrans; t++)
        for (int32_t a = 0; a < n->trans[t].narcs; a++) {
            int32_t q = n->trans[t].arcs[a].place;
            if (n->trans[t].kind == TR_START && n->trans[t].arcs[a].weight > 0
                && n->places[q].kind == PL_CONTROL)
                d[q] = 1;
        }
    for (int32_t p = 0; p < n->nplaces; p++)
        if (n->places[p].kind == PL_CONTROL && n->places[p].initial > 0)
            d[p] = 1;
    while (depth_pass(m, n, d, move, ctx))
        ;
    return d;
}

static int32_t join_create(const cfx *x, int32_t f, const minstr *mi);
static bool self_detach(const cfx *x, int32_t f, const minstr *mi);

#include "checks/cutfree_mutex.inc"
#include "checks/cutfree_prims.inc"
#include "checks/cutfree_atomic.inc"
#include "checks/cutfree_calls.inc"

/* ------------------------------------------------------ the rules */

static bool bin_ok(const minstr *mi)
{
    if (mi->nsw) /* may overflow: the skeleton has no values */
        return false;
    if (mi->op != BO_UDIV && mi->op != BO_SDIV && mi->op != BO_UREM &&
        mi->op != BO_SREM && mi->op != BO_SHL && mi->op != BO_LSHR &&
        mi->op != BO_ASHR)
        return true;
    if (mi->nops < 2 || mi->ops[1].kind != OPND_IMM)
        return false;
    uint64_t v = model_mask(mi->bits, mi->ops[1].imm);
    if (mi->op == BO_SHL || mi->op == BO_LSHR || mi->op == BO_ASHR)
        return mi->ops[1].imm < (uint64_t)mi->bits;
    return v != 0 && (mi->op == BO_UDIV || mi->op == BO_UREM ||
                      v != model_mask(mi->bits, UINT64_MAX));
}

static bool create_ok(const cfx *x, int32_t f, int32_t ip, const minstr *mi)
{
    const model *m = x->m;
    if (f != m->main_fn || !x->main_once || x->max_threads < 1 ||
        mi->nops < 4)
        return false;
    int32_t b = net_block_of(&m->funcs[f], ip);
    const mopnd *r = &mi->ops[3];
    if (b < 0 || x->main_loop[b] || r->kind != OPND_IMM)
        return false;
    uint32_t o = model_ptr_obj(m, r->imm);
    if (o == 0 || o >= (uint32_t)m->nglobals || m->globals[o].func < 0 ||
        m->globals[o].func >= m->nfuncs || m->globals[o].func == m->main_fn ||
        model_ptr_off(m, r->imm) || m->funcs[m->globals[o].func].nparams > 1)
        return false;           /* the routine gets one argument */
    caddr a;
    const mopnd *t = &mi->ops[1];
    return (t->kind == OPND_IMM && t->imm == 0) ||
           (valid_addr(x, f, t, (uint64_t)m->ptr_bits / 8, &a) &&
            writable(x, &a));
}

/* The location a join's thread id is loaded from (join_ok's premise). */
static bool join_source(const cfx *x, int32_t f, const minstr *mi,
                        int32_t *load, caddr *a)
{
    uint64_t ptr = (uint64_t)x->m->ptr_bits / 8;
    if (f != x->m->main_fn || mi->nops < 2 || mi->ops[1].kind != OPND_REG ||
        mi->ops[1].reg < 0 || mi->ops[1].reg >= x->m->funcs[f].nregs)
        return false;
    *load = x->def[f][mi->ops[1].reg];
    if (*load < 0)
        return false;
    const minstr *ld = &x->m->funcs[f].code[*load];
    return ld->kind == MI_LOAD && ld->size == ptr && ld->order == 0 &&
           valid_addr(x, f, &ld->ops[0], ptr, a);
}

/* The one cut-free create in main that writes the id a join of main
 * loads, and precedes that load in every run; -1 if none. */
static int32_t join_create(const cfx *x, int32_t f, const minstr *mi)
{
    uint64_t ptr = (uint64_t)x->m->ptr_bits / 8;
    caddr a;
    int32_t load, found = -1, creates = 0;
    if (!join_source(x, f, mi, &load, &a))
        return -1;
    const mfunc *fn = &x->m->funcs[f];
    for (int32_t i = 0; i < fn->ncode; i++) {
        const minstr *c = &fn->code[i];
        caddr t;
        if (c->kind != MI_PRIM || c->op != PR_THREAD_CREATE ||
            !create_ok(x, f, i, c) || !valid_addr(x, f, &c->ops[1], ptr, &t) ||
            !same_addr(&t, &a))
            continue;
        creates++;
        found = i;
    }
    return creates == 1 && main_before(x, found, load) ? found : -1;
}

/* Bytes a join stores through its result pointer (the thread's result:
 * an int for thrd_join, a pointer for pthread_join). */
static uint64_t join_result_size(const cfx *x, const minstr *mi)
{
    return prim_is_c11(mi) ? 4 : (uint64_t)x->m->ptr_bits / 8;
}

/* detach(pthread_self()) or thrd_detach(thrd_current()): the running
 * thread detaches itself. */
static bool self_detach(const cfx *x, int32_t f, const minstr *mi)
{
    if (mi->nops < 2 || mi->ops[1].kind != OPND_REG || mi->ops[1].reg < 0 ||
        mi->ops[1].reg >= x->m->funcs[f].nregs)
        return false;
    int32_t d = x->def[f][mi->ops[1].reg];
    const minstr *self = d >= 0 ? &x->m->funcs[f].code[d] : NULL;
    return self && self->kind == MI_PRIM && self->op == PR_THREAD_SELF;
}

/* A detach of the running thread, or in main of the thread one create
 * started (as join_create). */
static bool detach_ok(const cfx *x, int32_t f, const minstr *mi)
{
    return self_detach(x, f, mi) || join_create(x, f, mi) >= 0;
}

static bool join_ok(const cfx *x, int32_t f, const minstr *mi)
{
    caddr r;
    if (mi->nops > 2 && !(mi->ops[2].kind == OPND_IMM && !mi->ops[2].imm) &&
        !(valid_addr(x, f, &mi->ops[2], join_result_size(x, mi), &r) &&
          writable(x, &r)))
        return false;
    return join_create(x, f, mi) >= 0;
}

/* A mutex init with no attribute (pthread) or of a plain type (C11). */
static bool untyped_init(const minstr *mi)
{
    if (mi->nops < 3)
        return true;
    if (mi->ops[2].kind != OPND_IMM)
        return false;
    return prim_is_c11(mi) ? !prim_c11_type_recursive(mi->ops[2].imm)
                           : !mi->ops[2].imm;
}

/* A memcpy (not memmove) whose constant addresses may give overlapping
 * ranges of n bytes that are not equal (the simulator's cut). */
static bool copy_may_overlap(const cfx *x, int32_t f, const minstr *mi,
                             uint64_t n)
{
    caddr d[CF_MAX_ADDRS], s[CF_MAX_ADDRS];
    if (!prim_copy_no_overlap(mi))
        return false;
    int kd = const_addrs(x, f, &mi->ops[1], 0, d, CF_MAX_ADDRS);
    int ks = const_addrs(x, f, &mi->ops[2], 0, s, CF_MAX_ADDRS);
    for (int i = 0; i < kd; i++)
        for (int j = 0; j < ks; j++)
            if (d[i].off != s[j].off && addrs_overlap(&d[i], n, &s[j], n))
                return true;
    return false;
}

/* memset(d, c, n), memcpy/memmove(d, s, n) with a constant length whose
 * bytes lie inside their objects: the simulator resolves them (length 0
 * touches nothing). */
static bool memory_ok(const cfx *x, int32_t f, const minstr *mi)
{
    if (mi->nops < 4 || mi->ops[3].kind != OPND_IMM)
        return false;
    uint64_t n = mi->ops[3].imm;
    return n == 0 || (valid_access(x, f, &mi->ops[1], n, true) &&
                      (mi->op == PR_MEMSET ||
                       (valid_access(x, f, &mi->ops[2], n, false) &&
                        !copy_may_overlap(x, f, mi, n))));
}

static const char *prim_cut(const cfx *x, int32_t f, int32_t ip,
                            const minstr *mi)
{
    caddr a;
    /* a spin lock main may not have initialised first (model/spin.c):
     * the simulator's cut when pthread_spin_init did not run */
    if (prim_is_spin(mi) && mi->op != PR_MUTEX_INIT &&
        (x->m->spin_lost || !mutex_at(x, f, mi, &a) ||
         model_spin_late(x->m, a.obj, a.off)))
        return "a spin lock operation before pthread_spin_init may have run";
    switch ((prim_kind)mi->op) {
    case PR_NOP: case PR_THREAD_SELF: case PR_NONDET: case PR_ASSUME:
    case PR_REACH_ERROR: case PR_ASSERT_FAIL: case PR_ASSERT: case PR_ABORT:
    case PR_EXIT: case PR_ATOMIC_BEGIN: case PR_ATOMIC_END:
    case PR_THREAD_EXIT: case PR_STACKSAVE: case PR_STACKRESTORE:
    case PR_TLS_ADDR: /* an address: accesses through it are checked */
        return NULL;
    case PR_THREAD_CREATE:
        return create_ok(x, f, ip, mi) ? NULL
             : "a thread creation that may reach the thread bound or have "
               "an unknown routine or id location";
    case PR_THREAD_JOIN:
        if (prim_join_may_fail(mi))
            return "a join that may fail (tryjoin or timed join)";
        return join_ok(x, f, mi) ? NULL
             : "a join whose thread id the proof cannot follow";
    case PR_THREAD_DETACH:
        return detach_ok(x, f, mi) ? NULL
             : "a detach whose thread the proof cannot follow";
    case PR_MUTEX_LOCK: case PR_MUTEX_TRYLOCK: case PR_MUTEX_DESTROY:
        if (!mutex_at(x, f, mi, &a))
            return "a mutex operation through a pointer";
        /* no init of a local one is followed: its bytes may be unwritten
         * (the simulator's `taken as unlocked`, bounded) */
        return a.alloca ? "an operation on a mutex local to a frame" : NULL;
    case PR_MUTEX_UNLOCK:   /* a typed mutex fails with EPERM */
        return mutex_at(x, f, mi, &a) && !a.alloca &&
               (must_hold(x, f, ip, &a) || mutex_kind_of(x, &a) > 0) ? NULL
             : "an unlock by a thread that may not hold the mutex";
    case PR_MUTEX_INIT:
        return mutex_at(x, f, mi, &a) && !a.alloca &&
               ((untyped_init(mi) &&
                 (net_mutex_place(x->n, a.obj, a.off) >= 0 ||
                  !net_mutex_static_typed(x->m, a.obj, a.off))) ||
                (mutex_kind_of(x, &a) > 0 && in_object(&a, CF_MUTEX_SIZE)))
             ? NULL : "a mutex initialisation the proof does not follow";
    case PR_MEMSET: case PR_MEMCPY:
        return memory_ok(x, f, mi) ? NULL
             : "a memset or memcpy of a length or address the proof does not "
               "follow";
    case PR_MUTEXATTR_INIT: case PR_MUTEXATTR_SETTYPE:
    case PR_MUTEXATTR_GETTYPE:
        return mi->nops > 2 - (mi->op == PR_MUTEXATTR_INIT) &&
               valid_access(x, f, &mi->ops[1], 4,
                            mi->op != PR_MUTEXATTR_GETTYPE) &&
               (mi->op != PR_MUTEXATTR_GETTYPE ||
                valid_access(x, f, &mi->ops[2], 4, true)) ? NULL
             : "a mutex attribute through a pointer";
    default:
        return sync_kind(mi) != CF_NONE ? sync_cut(x, f, ip, mi)
             : "a call the proof does not follow";
    }
}

static const char *instr_cut(const cfx *x, int32_t f, int32_t ip)
{
    const mfunc *fn = &x->m->funcs[f];
    const minstr *mi = &fn->code[ip];
    if (mi->reads_undef)
        return "use of an uninitialised value";
    /* (an ADDR_FORGED cast of a register is no cut here: an access
     * through its result has no constant address, which valid_access
     * requires) */
    if (mi->forged || (mi->addr_check == ADDR_FORGED && mi->nops > 0 &&
                       mi->ops[0].kind == OPND_IMM &&
                       model_ptr_obj(x->m, mi->ops[0].imm) != 0))
        return "a number used as an address";
    if (mi->addr_check && mi->addr_check != ADDR_FORGED)
        return mi->addr_check == ADDR_INT ? "a use of an address as a number"
             : mi->addr_check == ADDR_ORDER ? "an order comparison or a "
               "difference of addresses" : mi->addr_check == ADDR_LITERAL
             ? "an address compared with an integer literal"
             : "a comparison of addresses that may be freed";
    switch (mi->kind) {
    case MI_ICMP: case MI_CAST: case MI_SELECT: case MI_GEP: case MI_FENCE:
    case MI_BR: case MI_JMP: case MI_SWITCH: case MI_RET: case MI_PHI:
    case MI_FBIN: case MI_FCMP:
        return NULL;
    case MI_UNDEF_USE:
        return model_undef_use_idle(mi) ? NULL
             : "use of a value that may be uninitialised";
    case MI_BIN:
        return bin_ok(mi) ? NULL
             : mi->nsw ? "a signed addition, subtraction or multiplication "
                         "that may overflow"
             : "a division or shift by a value that may be out of range";
    case MI_FCAST:
        return mi->op == FC_TOSI || mi->op == FC_TOUI
             ? "a conversion of a floating-point value" : NULL;
    case MI_LOAD:
        return mi->nops > 0 &&
               (valid_access(x, f, &mi->ops[0], mi->size, false) ||
                valid_tls_access(x, &mi->ops[0], mi->size, false))
             ? NULL : "a memory access through a pointer";
    case MI_STORE: case MI_RMW: case MI_CMPXCHG: {
        int k = mi->kind == MI_STORE ? 1 : 0;
        return mi->nops > k &&
               (valid_access(x, f, &mi->ops[k], mi->size, true) ||
                valid_tls_access(x, &mi->ops[k], mi->size, true))
             ? NULL : "a memory access through a pointer";
    }
    case MI_ALLOCA:
        if (model_is_vla(mi))
            return "a variable-length array (its length may be 0 or too "
                   "large)";
        return x->ids_ok && net_block_of(fn, ip) == 0 ? NULL
             : "a local object that may exceed the memory model";
    case MI_CALL:
        return x->calls_ok && mi->callee >= 0 &&
               mi->callee < x->m->nfuncs && mi->callee != x->m->main_fn &&
               !x->cyclic[mi->callee] &&
               mi->nops - 1 >= x->m->funcs[mi->callee].nparams
             ? NULL : "a call through a pointer, recursion or the depth bound";
    case MI_PRIM:
        return prim_cut(x, f, ip, mi);
    default:
        return "unreachable code or an unsupported construct";
    }
}

/* ---------------------------------------------- protected locations */

typedef struct {
    caddr a;
    uint64_t len;
    int kind;                   /* CF_NONE: a thread id, else an object */
    int32_t create;             /* thread id: its one create in main */
} ploc;

/* The synchronisation object of kind k operand i of cut-free mi names. */
static bool object_at(const cfx *x, int32_t f, const minstr *mi, int i,
                      int k, caddr *a)
{
    if (i == 2)
        return k == CF_MUTEX && wait_mutex(x, f, mi, a);
    return sync_kind(mi) == k &&
           (k == CF_MUTEX ? mutex_at(x, f, mi, a) : sync_at(x, f, mi, a));
}

/* Thread-id locations of the cut-free joins and the objects of the
 * cut-free synchronisation operations (a wait's mutex too); NULL on
 * out-of-memory. */
static ploc *protected_locs(const cfx *x, int32_t *nlocs)
{
    const model *m = x->m;
    uint64_t ptr = (uint64_t)m->ptr_bits / 8;
    int64_t cap = 1;
    for (int32_t f = 0; f < m->nfuncs; f++)
        cap += 2 * m->funcs[f].ncode;
    ploc *l = malloc(sizeof(ploc) * (size_t)cap);
    *nlocs = 0;
    for (int32_t f = 0; l && f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        for (int32_t i = 0; i < fn->ncode; i++) {
            const minstr *mi = &fn->code[i];
            int32_t load;
            int k = sync_kind(mi);
            if (x->why[f][i] || mi->kind != MI_PRIM)
                continue;
            if (mi->op == PR_THREAD_JOIN &&
                join_source(x, f, mi, &load, &l[*nlocs].a)) {
                l[*nlocs].len = ptr;
                l[*nlocs].kind = CF_NONE;
                l[*nlocs].create = join_create(x, f, mi);
                ++*nlocs;
            }
            if (k != CF_NONE && object_at(x, f, mi, 1, k, &l[*nlocs].a)) {
                l[*nlocs].len = sync_size(k);
                l[*nlocs].kind = k;
                l[*nlocs].create = -1;
                ++*nlocs;
            }
            if (object_at(x, f, mi, 2, CF_MUTEX, &l[*nlocs].a)) {
                l[*nlocs].len = CF_MUTEX_SIZE;
                l[*nlocs].kind = CF_MUTEX;
                l[*nlocs].create = -1;
                ++*nlocs;
            }
        }
    }
    return l;
}

/* A write by instruction i of f to location p that its rule allows: the
 * location's own create, or an operation of the object's kind on the
 * same object. */
static bool allowed_write(const cfx *x, int32_t f, int32_t i, const ploc *p)
{
    const minstr *mi = &x->m->funcs[f].code[i];
    caddr a;
    if (p->kind == CF_NONE)
        return f == x->m->main_fn && i == p->create;
    return (object_at(x, f, mi, 1, p->kind, &a) && same_addr(&a, &p->a)) ||
           (object_at(x, f, mi, 2, p->kind, &a) && same_addr(&a, &p->a));
}

/* May instruction i of f, cut-free so far, write some of the len bytes
 * at a? */
static bool writes_into(const cfx *x, int32_t f, int32_t i, const caddr *a,
                        uint64_t len)
{
    const minstr *mi = &x->m->funcs[f].code[i];
    int32_t o[2];
    uint64_t n[2];
    int nw = x->why[f][i] ? 0 : written(mi, o, n, x->m->ptr_bits / 8);
    for (int r = 0; r < nw; r++)
        if (may_touch(x, f, &mi->ops[o[r]], n[r], a, len))
            return true;
    return false;
}

/* Every cut-free instruction that may write a protected location against
 * its rule becomes a cut point (so no proved run executes it). */
static bool protect(cfx *x)
{
    int32_t nl;
    ploc *l = protected_locs(x, &nl);
    if (!l)
        return false;
    const model *m = x->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            for (int32_t k = 0; k < nl && !x->why[f][i]; k++)
                if (writes_into(x, f, i, &l[k].a, l[k].len) &&
                    !allowed_write(x, f, i, &l[k]))
                    x->why[f][i] = "a write that may change a thread id or "
                                   "synchronisation object the proof relies "
                                   "on";
    free(l);
    return true;
}

/* ------------------------------------------------------ place map */

/* Marks the terminators of the blocks that enter a phi reading an
 * uninitialised value: the edge evaluates it. */
static void phi_edges(cfx *x, int32_t f)
{
    const mfunc *fn = &x->m->funcs[f];
    for (int32_t b = 0; b < fn->nblocks; b++) {
        int32_t t = term_of(fn, b);
        if (t < 0)
            continue;
        for (int32_t i = 0; i < fn->code[t].ntargets; i++) {
            int32_t s = fn->code[t].targets[i];
            if (s < 0 || s >= fn->nblocks)
                continue;
            for (int32_t p = 0; p < fn->blocks[s].nphis; p++)
                if (fn->code[fn->blocks[s].first + p].reads_undef)
                    x->why[f][t] = "use of an uninitialised value";
        }
    }
}

static bool classify(cfx *x)
{
    const model *m = x->m;
    x->why = calloc((size_t)m->nfuncs + 1, sizeof *x->why);
    if (!x->why)
        return false;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        x->why[f] = calloc((size_t)m->funcs[f].ncode + 1, sizeof(char *));
        if (!x->why[f])
            return false;
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            x->why[f][i] = instr_cut(x, f, i);
        phi_edges(x, f);
    }
    return protect(x);
}

/* Primitives after which the thread runs nothing (the rest of the
 * block is an `unreachable` the compiler put after a noreturn call). */
static bool ends_run(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_ABORT || mi->op == PR_EXIT ||
            mi->op == PR_THREAD_EXIT || mi->op == PR_REACH_ERROR ||
            mi->op == PR_ASSERT_FAIL);
}

/* First cut-capable instruction a step from point p of f runs (post: only
 * the non-points after p, which a call point runs on its return), -1. */
static int32_t seg_cut(const cfx *x, int32_t f, int32_t p, bool post)
{
    const mfunc *fn = &x->m->funcs[f];
    const minstr *mi = &fn->code[p];
    if (!post && x->why[f][p])
        return p;
    if (net_is_term(mi) || mi->kind == MI_RET || mi->kind == MI_UNREACHABLE ||
        mi->kind == MI_UNSUPPORTED || ends_run(mi))
        return -1;
    int32_t b = net_block_of(fn, p);
    int32_t end = b < 0 ? fn->ncode : fn->blocks[b].first + fn->blocks[b].n;
    for (int32_t j = p + 1; j < end && !net_is_point(fn, j); j++) {
        if (x->why[f][j])
            return j;
        if (net_is_term(&fn->code[j]) || fn->code[j].kind == MI_UNREACHABLE)
            break;
    }
    return -1;
}

static void set_place(cutmap *c, int32_t p, const cfx *x, int32_t f,
                      int32_t i)
{
    c->fn[p] = f;
    c->ip[p] = i;
    c->what[p] = x->why[f][i];
}

/* The join at control place p waits for the exit of the thread its
 * create c started: slot 0 of that site (a site creates at most once). */
static void add_join(const cfx *x, cutmap *c, int32_t p, int32_t create)
{
    int32_t s = net_slot_of(x->n, x->m->main_fn, create, 0);
    for (int32_t q = 0; s >= 0 && q < x->n->nplaces; q++)
        if (x->n->places[q].kind == PL_EXIT && x->n->places[q].slot == s) {
            c->join_ctl[c->njoins] = p;
            c->join_exit[c->njoins++] = q;
            return;
        }
}

/* Cut places: a step may cut; the joins' exit places. */
static bool map_places(const cfx *x, cutmap *c)
{
    const model *m = x->m;
    const pnet *n = x->n;
    int32_t *rf = malloc(sizeof(int32_t) * 2 * ((size_t)m->nfuncs + 1));
    if (!rf)
        return false;
    for (int32_t g = 0; g < 2 * m->nfuncs; g++)
        rf[g] = -1;             /* [2g], [2g+1]: cut after a call of g */
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            const minstr *mi = &m->funcs[f].code[i];
            int32_t j;
            if (mi->kind == MI_CALL && mi->callee >= 0 &&
                mi->callee < m->nfuncs && rf[2 * mi->callee] < 0 &&
                (j = seg_cut(x, f, i, true)) >= 0) {
                rf[2 * mi->callee] = f;
                rf[2 * mi->callee + 1] = j;
            }
        }
    for (int32_t p = 0; p < n->nplaces; p++) {
        const pplace *pl = &n->places[p];
        const minstr *mi = checks_place_instr(m, pl);
        c->fn[p] = -1;
        if (!mi)
            continue;
        int32_t j = seg_cut(x, pl->func, pl->point, false);
        if (mi->kind == MI_PRIM && mi->op == PR_THREAD_JOIN &&
            !x->why[pl->func][pl->point])
            add_join(x, c, p, join_create(x, pl->func, mi));
        caddr a;
        c->relock[p] = mi->kind == MI_PRIM && mi->op == PR_MUTEX_LOCK &&
                       mutex_at(x, pl->func, mi, &a) &&
                       must_hold(x, pl->func, pl->point, &a);
        if (j >= 0)
            set_place(c, p, x, pl->func, j);
        else if (mi->kind == MI_RET && rf[2 * pl->func] >= 0)
            set_place(c, p, x, rf[2 * pl->func], rf[2 * pl->func + 1]);
    }
    free(rf);
    return true;
}

/* ---- relaxed loads that a lock guards (the atomicity target) ---- */

#define CF_MAX_GUARDS 64        /* global mutexes the guard masks name */

typedef struct {
    caddr mtx[CF_MAX_GUARDS];
    int32_t nmtx;
} guards;

/* The global mutexes some lock takes at a constant address; false when
 * there are more than the masks hold. */
static bool collect_guards(const cfx *x, guards *g)
{
    g->nmtx = 0;
    for (int32_t f = 0; f < x->m->nfuncs; f++)
        for (int32_t i = 0; i < x->m->funcs[f].ncode; i++) {
            const minstr *mi = &x->m->funcs[f].code[i];
            caddr a;
            if (mi->kind != MI_PRIM || mi->op != PR_MUTEX_LOCK ||
                !mutex_at(x, f, mi, &a) || a.alloca ||
                addr_index(g->mtx, g->nmtx, &a) >= 0)
                continue;
            if (g->nmtx == CF_MAX_GUARDS)
                return false;
            g->mtx[g->nmtx++] = a;
        }
    return true;
}

/* The mutexes of g that the thread holds at (f, ip) in every run. */
static uint64_t held_mask(const cfx *x, const guards *g, int32_t f,
                          int32_t ip)
{
    uint64_t m = 0;
    for (int32_t k = 0; k < g->nmtx; k++)
        if (must_hold(x, f, ip, &g->mtx[k]))
            m |= UINT64_C(1) << k;
    return m;
}

/* A relaxed store as the simulator's history counts it (a compare-
 * exchange that succeeds: solve/relax.c). */
static bool relaxed_store(const minstr *mi)
{
    return mi && mi->order == 2 && (mi->kind == MI_STORE ||
                                    mi->kind == MI_RMW ||
                                    mi->kind == MI_CMPXCHG);
}

/* May the accesses through operands o (of f) and q (of g), of n and k
 * bytes, touch a common byte?  Yes unless both have known constant
 * addresses, pairwise disjoint. */
static bool may_overlap(const cfx *x, int32_t f, const mopnd *o, uint64_t n,
                        int32_t g, const mopnd *q, uint64_t k)
{
    caddr a[CF_MAX_ADDRS], b[CF_MAX_ADDRS];
    int na = const_addrs(x, f, o, 0, a, CF_MAX_ADDRS);
    int nb = const_addrs(x, g, q, 0, b, CF_MAX_ADDRS);
    if (na <= 0 || nb <= 0)
        return true;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (addrs_overlap(&a[i], n, &b[j], k))
                return true;
    return false;
}

/* A call or thread creation in main: after it other threads may run. */
static bool may_start_threads(const minstr *mi)
{
    return mi->kind == MI_CALL ||
           (mi->kind == MI_PRIM && mi->op == PR_THREAD_CREATE);
}

/* [i]: instruction i of main runs while main is the only thread (no
 * path in main's CFG from a call or creation reaches it, and main is
 * entered once: never called, its address never taken); NULL when that
 * cannot be told or on no memory. */
static bool *main_alone(const cfx *x)
{
    const model *m = x->m;
    if (m->main_fn < 0 || m->main_fn >= m->nfuncs || !x->n->fn_taken ||
        x->n->fn_taken[m->main_fn])
        return NULL;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            if (m->funcs[f].code[i].kind == MI_CALL &&
                m->funcs[f].code[i].callee == m->main_fn)
                return NULL;
    const mfunc *fn = &m->funcs[m->main_fn];
    bool *seen = calloc((size_t)fn->nblocks + 1, sizeof(bool));
    int32_t *stack = malloc(sizeof(int32_t) * ((size_t)fn->nblocks + 1));
    bool *alone = malloc(sizeof(bool) * ((size_t)fn->ncode + 1));
    for (int32_t b = 0; seen && stack && alone && b < fn->nblocks; b++)
        for (int32_t i = fn->blocks[b].first;
             i < fn->blocks[b].first + fn->blocks[b].n; i++)
            if (may_start_threads(&fn->code[i])) {
                net_reach_blocks(fn, b, -1, seen, stack);
                break;
            }
    for (int32_t b = 0; seen && stack && alone && b < fn->nblocks; b++) {
        bool after = seen[b];
        for (int32_t i = fn->blocks[b].first;
             i < fn->blocks[b].first + fn->blocks[b].n; i++) {
            alone[i] = !after;
            after |= may_start_threads(&fn->code[i]);
        }
    }
    if (!seen || !stack) {
        free(alone);
        alone = NULL;
    }
    free(seen);
    free(stack);
    return alone;
}

/* guarded[p]: the relaxed load at control place p that decides a branch
 * cannot be an atomicity violation.  Its thread holds some global mutex
 * M there in every run, and so does every thread of another slot at each
 * relaxed store that may touch the loaded cell.  The thread took M (a
 * synchronising operation: solve/relax.c) before the load and kept it,
 * so no other thread stored there since its last synchronisation, and
 * the history holds at most its own stores: one thread, where the check
 * needs two.  A store main makes while it is the only thread
 * (main_alone) lies before the loader's creation: no window holds it
 * (the history records stores for the threads alive then).  Like must_hold, this holds in every run that executes no
 * cut-capable instruction, which is what the skeleton's proofs and
 * bounded answers ask (its candidates are replayed anyway). */
static bool guard_relaxed_loads(const cfx *x, cutmap *c)
{
    const pnet *n = x->n;
    guards g;
    if (!collect_guards(x, &g) || g.nmtx == 0)
        return true;
    bool *alone = main_alone(x);
    for (int32_t p = 0; p < n->nplaces; p++) {
        const pplace *pl = &n->places[p];
        const minstr *mi = checks_place_instr(x->m, pl);
        if (!mi || !model_relaxed_branch(mi))
            continue;
        uint64_t mine = held_mask(x, &g, pl->func, pl->point);
        bool ok = mine != 0;
        for (int32_t q = 0; ok && q < n->nplaces; q++) {
            const pplace *ql = &n->places[q];
            const minstr *st = checks_place_instr(x->m, ql);
            if (ql->slot == pl->slot || !relaxed_store(st) ||
                (alone && ql->func == x->m->main_fn && alone[ql->point]) ||
                !may_overlap(x, pl->func, &mi->ops[0], mi->size, ql->func,
                             &st->ops[st->kind == MI_STORE ? 1 : 0],
                             st->size))
                continue;
            ok = (held_mask(x, &g, ql->func, ql->point) & mine) != 0;
        }
        c->guarded[p] = ok;
    }
    free(alone);
    return true;
}

/* ---- claim flags: places only a compare-and-swap's winner reaches ---- */

#define CF_MAX_CLAIMS 64

typedef struct {
    caddr a[CF_MAX_CLAIMS];     /* the claim flags */
    int32_t n;
} claims;

static uint64_t init_value(const cfx *x, const caddr *a, uint32_t n)
{
    const mglobal *g = &x->m->globals[a->obj];
    uint64_t v = 0;
    for (uint32_t i = n; i-- > 0;)
        v = v << 8 | (g->init ? g->init[a->off + i] : 0);
    return v;
}

/* mi (of f) is a compare-and-swap at a constant global address with
 * constant expected and new values: *a its flag, *from and *to those. */
static bool claim_cas(const cfx *x, int32_t f, const minstr *mi, caddr *a,
                      uint64_t *from, uint64_t *to)
{
    if (mi->kind != MI_CMPXCHG || mi->nops < 3 || mi->dst2 < 0 ||
        mi->size == 0 || mi->size > 8 ||
        mi->ops[1].kind != OPND_IMM || mi->ops[2].kind != OPND_IMM ||
        !valid_addr(x, f, &mi->ops[0], mi->size, a) || a->alloca ||
        x->m->globals[a->obj].thread_local)
        return false;
    *from = model_mask(mi->bits, mi->ops[1].imm);
    *to = model_mask(mi->bits, mi->ops[2].imm);
    return true;
}

/* Flag k of c is written by claim CASes only: each from the flag's
 * initial value to another value, and no other cut-free instruction may
 * write it.  Then in a run without a cut at most one CAS on it succeeds
 * (after the first the flag never holds its initial value again), i.e.
 * one thread at most ever wins it. */
static bool claim_only(const cfx *x, const caddr *fa, uint32_t size)
{
    const model *m = x->m;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            const minstr *mi = &m->funcs[f].code[i];
            caddr a;
            uint64_t from, to;
            if (writes_into(x, f, i, fa, size) &&
                (!claim_cas(x, f, mi, &a, &from, &to) || !same_addr(&a, fa) ||
                 mi->size != size || from != init_value(x, fa, size) ||
                 to == from))
                return false;
        }
    return true;
}

static void collect_claims(const cfx *x, claims *c)
{
    c->n = 0;
    for (int32_t f = 0; f < x->m->nfuncs; f++)
        for (int32_t i = 0; i < x->m->funcs[f].ncode; i++) {
            caddr a;
            uint64_t from, to;
            const minstr *mi = &x->m->funcs[f].code[i];
            if (x->why[f][i] || !claim_cas(x, f, mi, &a, &from, &to) ||
                addr_index(c->a, c->n, &a) >= 0 || c->n == CF_MAX_CLAIMS ||
                !claim_only(x, &a, mi->size))
                continue;
            c->a[c->n++] = a;
        }
}

/* The claim flag (index into c) whose CAS succeeded when register r of f
 * is nonzero (want) or zero (!want) in block b: r is the CAS's success
 * flag, through zero-extensions and truncations to at least one bit,
 * comparisons with 0, and a local of the block (stored_def); -1 none. */
static int32_t cas_of_flag(const cfx *x, const claims *c, int32_t f,
                           int32_t b, int32_t r, bool *want)
{
    const mfunc *fn = &x->m->funcs[f];
    for (int depth = 0; depth < 8; depth++) {
        for (int32_t i = 0; i < fn->ncode; i++) {
            const minstr *mi = &fn->code[i];
            caddr a;
            uint64_t from, to;
            if (mi->dst2 != r || x->why[f][i] ||
                !claim_cas(x, f, mi, &a, &from, &to))
                continue;
            return addr_index(c->a, c->n, &a);
        }
        int32_t d = stored_def(x, f, b, r);
        const minstr *mi = d >= 0 ? &fn->code[d] : NULL;
        if (mi && mi->kind == MI_CAST &&
            (mi->op == CA_ZEXT || mi->op == CA_TRUNC) &&
            mi->ops[0].kind == OPND_REG)
            r = mi->ops[0].reg;
        else if (mi && mi->kind == MI_ICMP && mi->nops == 2 &&
                 (mi->op == CP_EQ || mi->op == CP_NE) &&
                 mi->ops[1].kind == OPND_IMM && mi->ops[1].imm == 0 &&
                 mi->ops[0].kind == OPND_REG) {
            *want = *want == (mi->op == CP_NE);
            r = mi->ops[0].reg;
        } else
            return -1;
    }
    return -1;
}

/* The successor of block b that b enters only when a claim CAS that
 * b's branch tests succeeded, -1 none; *won: that flag's bit. */
static int32_t win_edge(const cfx *x, const claims *c, int32_t f, int32_t b,
                        uint64_t *won)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t t = term_of(fn, b);
    if (t < 0 || fn->code[t].kind != MI_BR || fn->code[t].ntargets != 2 ||
        fn->code[t].ops[0].kind != OPND_REG ||
        fn->code[t].targets[0] == fn->code[t].targets[1])
        return -1;
    bool want = true;           /* targets[0] is taken on nonzero */
    int32_t k = cas_of_flag(x, c, f, b, fn->code[t].ops[0].reg, &want);
    if (k < 0)
        return -1;
    *won = UINT64_C(1) << k;
    return fn->code[t].targets[want ? 0 : 1];
}

/* in[b]: the flags the thread surely won on entering block b of f (a
 * forward must-analysis over the edges, as hold_flow's; nothing on
 * entering f nor on a block no edge enters); false on no memory. */
static bool claim_flow(const cfx *x, const claims *c, int32_t f,
                       uint64_t *in)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t nb = fn->nblocks;
    uint64_t all = c->n == 64 ? ~UINT64_C(0) : (UINT64_C(1) << c->n) - 1;
    int32_t *wsucc = malloc(sizeof(int32_t) * ((size_t)nb + 1));
    uint64_t *wbit = malloc(sizeof(uint64_t) * ((size_t)nb + 1));
    uint64_t *next = malloc(sizeof(uint64_t) * ((size_t)nb + 1));
    bool *entered = calloc((size_t)nb + 1, sizeof(bool));
    bool ok = wsucc && wbit && next && entered;
    for (int32_t b = 0; ok && b < nb; b++) {
        wsucc[b] = win_edge(x, c, f, b, &wbit[b]);
        int32_t t = term_of(fn, b);
        for (int32_t i = 0; t >= 0 && i < fn->code[t].ntargets; i++)
            if (fn->code[t].targets[i] >= 0 && fn->code[t].targets[i] < nb)
                entered[fn->code[t].targets[i]] = true;
    }
    for (int32_t b = 0; ok && b < nb; b++)
        in[b] = b == 0 || !entered[b] ? 0 : all;   /* optimistic start */
    for (bool changed = ok; changed;) {
        changed = false;
        for (int32_t b = 0; b < nb; b++)
            next[b] = b == 0 || !entered[b] ? 0 : all;
        for (int32_t b = 0; b < nb; b++) {
            int32_t t = term_of(fn, b);
            for (int32_t i = 0; t >= 0 && i < fn->code[t].ntargets; i++) {
                int32_t s = fn->code[t].targets[i];
                if (s > 0 && s < nb)
                    next[s] &= in[b] | (s == wsucc[b] ? wbit[b] : 0);
            }
        }
        for (int32_t b = 0; b < nb; b++) {
            changed |= next[b] != in[b];
            in[b] = next[b];
        }
    }
    free(wsucc);
    free(wbit);
    free(next);
    free(entered);
    return ok;
}

/* c->claimed[p]: the claim flags the thread on control place p surely
 * won; two threads never both stand on places that share one (at most
 * one thread wins a flag in a run without a cut). */
static bool claimed_places(const cfx *x, cutmap *cm)
{
    claims c;
    collect_claims(x, &c);
    if (c.n == 0)
        return true;
    for (int32_t f = 0; f < x->m->nfuncs; f++) {
        const mfunc *fn = &x->m->funcs[f];
        uint64_t *in = malloc(sizeof(uint64_t) * ((size_t)fn->nblocks + 1));
        if (!in || !claim_flow(x, &c, f, in)) {
            free(in);
            return false;
        }
        for (int32_t p = 0; p < x->n->nplaces; p++) {
            const pplace *pl = &x->n->places[p];
            int32_t b = pl->kind == PL_CONTROL && pl->func == f
                      ? net_block_of(fn, pl->point) : -1;
            if (b >= 0)
                cm->claimed[p] = in[b];
        }
        free(in);
    }
    return true;
}

/* ---- branches on values known in every run ---- */

/* The value parameter r of f has in every run: f is entered by direct
 * calls alone (direct_only), at least one, each passing the same
 * constant for it; false if not so. */
static bool const_param(const cfx *x, int32_t f, int32_t r, uint64_t *v)
{
    const model *m = x->m;
    bool any = false;
    if (!x->direct_only[f] || r < 0 || r >= m->funcs[f].nparams)
        return false;
    for (int32_t g = 0; g < m->nfuncs; g++)
        for (int32_t i = 0; i < m->funcs[g].ncode; i++) {
            const minstr *mi = &m->funcs[g].code[i];
            if (mi->kind != MI_CALL || mi->callee != f)
                continue;
            const mopnd *a = 1 + r < mi->nops ? &mi->ops[1 + r] : NULL;
            if (!a || a->kind != OPND_IMM ||
                (any && model_mask(a->bits, a->imm) != *v))
                return false;
            *v = model_mask(a->bits, a->imm);
            any = true;
        }
    return any;
}

/* No instruction of f in [from, to) may write a local: no store, no
 * read-modify-write, no call (a callee may write through its address). */
static bool keeps_locals(const mfunc *fn, int32_t from, int32_t to)
{
    for (int32_t i = from; i < to; i++) {
        mi_kind k = fn->code[i].kind;
        if (k == MI_STORE || k == MI_RMW || k == MI_CMPXCHG ||
            k == MI_CALL || k == MI_PRIM)
            return false;
    }
    return true;
}

/* The block whose one incoming edge is the won side of the branch
 * ending block p on a try operation's result (try_success, *tl the
 * operation); -1 if b has another incoming edge or that edge is not so. */
static int32_t won_from(const cfx *x, int32_t f, int32_t b, int32_t *tl)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t p = -1, edges = 0;
    for (int32_t q = 0; q < fn->nblocks; q++) {
        int32_t t = term_of(fn, q);
        for (int32_t i = 0; t >= 0 && i < fn->code[t].ntargets; i++)
            if (fn->code[t].targets[i] == b) {
                edges++;
                p = q;
            }
    }
    return edges == 1 && try_success(x, f, p, tl) == b ? p : -1;
}

/* Does instruction d of f give 0 whenever block b, which uses it, runs?
 * b's one incoming edge is the won side of the branch ending block p on
 * a try operation's result, taken only when that result was 0 (a trylock
 * returns 0 or its failure value), and d is that operation, which ran in
 * p right before, or a load in b of the local the branch read it from,
 * which nothing wrote since (nor before the load in b): `if (status !=
 * EBUSY) { if (status != 0) err_abort(...); ...}` never takes the inner
 * error path. */
static bool try_zero(const cfx *x, int32_t f, int32_t b, int32_t d)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t tl = -1, p = won_from(x, f, b, &tl);
    if (p < 0)
        return false;
    if (d == tl)
        return true;
    int32_t al = local_read(x, f, d);
    if (al < 0 || net_block_of(fn, d) != b ||
        !keeps_locals(fn, fn->blocks[b].first, d))
        return false;
    const minstr *cmp = &fn->code[x->def[f][fn->code[term_of(fn, p)]
                                               .ops[0].reg]];
    int z = cmp->ops[1].kind == OPND_IMM ? 1 : 0;
    int32_t ldp = x->def[f][cmp->ops[1 - z].reg];
    return ldp >= 0 && local_read(x, f, ldp) == al &&
           fn->code[ldp].size == fn->code[d].size &&
           net_block_of(fn, ldp) == p &&
           keeps_locals(fn, ldp + 1, term_of(fn, p));
}

/* The value operand o has whenever block b of f, which uses it, runs,
 * when known: a constant, a constant parameter, or a try operation's
 * success (try_zero). */
static bool const_value(const cfx *x, int32_t f, int32_t b, const mopnd *o,
                        uint64_t *v)
{
    if (o->kind == OPND_IMM) {
        *v = o->imm;
        return true;
    }
    if (o->kind != OPND_REG || o->reg < 0 || o->reg >= x->m->funcs[f].nregs)
        return false;
    int32_t d = x->def[f][o->reg];
    if (d >= 0 && try_zero(x, f, b, d)) {
        *v = 0;
        return true;
    }
    return d == -1 && x->direct_only && const_param(x, f, o->reg, v);
}

/* The successor block of block b of f that its branch never takes (the
 * branch compares two values const_value knows: `if (out) *out = now;`
 * in a function only ever called with NULL, `if (status != 0)` where a
 * try operation surely succeeded), -1 if none. */
static int32_t dead_side(const cfx *x, int32_t f, int32_t b)
{
    const mfunc *fn = &x->m->funcs[f];
    int32_t t = term_of(fn, b);
    const minstr *br = t >= 0 ? &fn->code[t] : NULL;
    if (!br || br->kind != MI_BR || br->ntargets != 2 ||
        br->ops[0].kind != OPND_REG ||
        br->targets[0] == br->targets[1])
        return -1;
    int32_t c = x->def[f][br->ops[0].reg];
    const minstr *cmp = c >= 0 ? &fn->code[c] : NULL;
    uint64_t u, w;
    if (!cmp || cmp->kind != MI_ICMP || cmp->nops != 2 ||
        !const_value(x, f, b, &cmp->ops[0], &u) ||
        !const_value(x, f, b, &cmp->ops[1], &w))
        return -1;
    bool taken = model_icmp((cmppred)cmp->op, cmp->ops[0].bits, u, w);
    return br->targets[taken ? 1 : 0];
}

/* The local steps whose hop ends at such a branch and goes on to its
 * dead side fire in no run: an arc from an extra place that never holds
 * a token disables them, so the skeleton does not reach the code there
 * (a store through the NULL it was given, which would be a cut). */
static bool const_branches(const cfx *x, cutmap *c)
{
    const model *m = x->m;
    const pnet *n = x->n;
    int32_t never = -1;
    /* [f][b]: dead_side of block b, -2 not asked yet (the slots' copies
     * of a step share it) */
    int32_t **dead = calloc((size_t)m->nfuncs + 1, sizeof(int32_t *));
    bool ok = dead != NULL;
    for (int32_t t = 0; ok && t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        if (tr->kind != TR_LOCAL || tr->func < 0 || tr->func >= m->nfuncs)
            continue;
        const mfunc *fn = &m->funcs[tr->func];
        int32_t b = net_block_of(fn, tr->from_point);
        if (b < 0)
            continue;
        if (!dead[tr->func]) {
            dead[tr->func] = malloc(sizeof(int32_t) *
                                    ((size_t)fn->nblocks + 1));
            if (!(ok = dead[tr->func] != NULL))
                break;
            for (int32_t i = 0; i < fn->nblocks; i++)
                dead[tr->func][i] = -2;
        }
        if (dead[tr->func][b] == -2)
            dead[tr->func][b] = dead_side(x, tr->func, b);
        int32_t side = dead[tr->func][b];
        if (side < 0 || tr->to_point != net_block_entry(fn, side))
            continue;
        bool direct = true;   /* no point between the step and the branch */
        for (int32_t j = tr->from_point + 1; direct && j < term_of(fn, b); j++)
            direct = !net_is_point(fn, j);
        if (!direct)
            continue;
        if (never < 0)
            ok = (never = cf_place(x, c, 0, -1)) >= 0;
        ok = ok && cf_arc(c, t, never, 1, 0);
    }
    for (int32_t f = 0; dead && f < m->nfuncs; f++)
        free(dead[f]);
    free(dead);
    return ok;
}

/* ---- a failed trylock of an exact mutex finds it held ---- */

/* d[t]: the net change every transition t (net, then extra: those
 * start with the arcs of their net transition) makes on place q, with
 * the arcs of c.ext up to narcs. */
static void deltas_on(const cfx *x, const cutmap *c, int32_t narcs,
                      int32_t q, int32_t *d)
{
    const pnet *n = x->n;
    for (int32_t t = 0; t < n->ntrans + c->ext.ntrans; t++) {
        int32_t base = t < n->ntrans ? t : c->ext.trans_net[t - n->ntrans];
        d[t] = 0;
        for (int32_t i = 0; base >= 0 && i < n->trans[base].narcs; i++)
            if (n->trans[base].arcs[i].place == q)
                d[t] += n->trans[base].arcs[i].weight;
    }
    for (int32_t i = 0; i < narcs; i++)
        if (c->xa[i].place == q)
            d[c->xa[i].trans] += c->xa[i].delta;
}

/* Is net transition t the failing one of a trylock pair (net.c: the one
 * after the transition that takes the mutex, same key)? */
static bool trylock_busy(const cfx *x, int32_t t)
{
    const ptrans *tr = &x->n->trans[t];
    if (tr->kind != TR_LOCAL || tr->func < 0 || tr->func >= x->m->nfuncs)
        return false;
    const minstr *mi = &x->m->funcs[tr->func].code[tr->from_point];
    return mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK &&
           !prim_try_may_fail_spuriously(x->m, mi) && /* fails on a free one too */
           net_find_trans(x->n, tr->slot, tr->func, tr->from_point,
                          tr->func, tr->to_point) == t - 1;
}

/* Each exact mutex place M gets a complement H (an extra place: a token
 * exactly while M has none): every transition that changes M changes H
 * the other way, taking from H what it gives to M.  A failing trylock of
 * M (whose twin takes M) reads H: in a run, a trylock of a normal mutex
 * fails only while some thread, maybe the caller, holds it, and the
 * skeleton's marking of M is exact (net.c), so every run still is a
 * skeleton run; the skeleton no longer lets a trylock fail on a free
 * mutex (but C17's mtx_trylock, which may: it reads no H).  An unlock
 * now needs M empty: an unlock of a free normal mutex is a cut in the
 * simulator anyway (the place before it stays reachable, which is what
 * the cut map asks). */
static bool mutex_complements(const cfx *x, cutmap *c)
{
    const pnet *n = x->n;
    int32_t narcs = c->ext.narcs, ntr = n->ntrans + c->ext.ntrans;
    int32_t *d = malloc(sizeof(int32_t) * ((size_t)ntr + 1));
    bool ok = d != NULL;
    for (int32_t m = 0; ok && m < n->nplaces; m++) {
        const pplace *pl = &n->places[m];
        if (pl->kind != PL_MUTEX || pl->off == UINT64_MAX || pl->initial > 1)
            continue;
        int32_t h = cf_place(x, c, 1 - pl->initial, -1);
        ok = h >= 0;
        if (ok)
            deltas_on(x, c, narcs, m, d);
        for (int32_t t = 0; ok && t < ntr; t++) {
            if (d[t])
                ok = cf_arc(c, t, h, d[t] > 0 ? d[t] : 0, -d[t]);
            if (ok && t > 0 && t < n->ntrans && d[t - 1] < 0 &&
                trylock_busy(x, t))
                ok = cf_arc(c, t, h, 1, 0);
        }
    }
    free(d);
    return ok;
}

/* ---- mutexes held where the process may end (the deadlock target) ---- */

/* An instruction at which the process may end: a failed assertion, an
 * abort, an exit (main's returns are the exit place: c->held_end). */
static bool may_end_process(const minstr *mi)
{
    if (!mi || mi->kind != MI_PRIM)
        return false;
    switch ((prim_kind)mi->op) {
    case PR_REACH_ERROR: case PR_ASSERT_FAIL: case PR_ASSERT: case PR_ABORT:
    case PR_EXIT:
        return true;
    default:
        return false;
    }
}

/* c->held[p] for the places where the process may end and c->held_end
 * for main's returns: bit k when the thread holds the mutex of exact net
 * place c->held_pl[k] there in every run without a cut (must_hold).  A
 * thread the deadlock proof moves there holds no mutex a thread of a
 * lock cycle waits for (satdead.inc). */
static bool held_at_ends(const cfx *x, cutmap *c)
{
    const pnet *n = x->n;
    guards g;
    if (!collect_guards(x, &g))
        return true;                    /* no masks: no refinement */
    uint64_t usable = 0;
    for (int32_t k = 0; k < g.nmtx; k++) {
        c->held_pl[k] = net_mutex_place(n, g.mtx[k].obj, g.mtx[k].off);
        usable |= c->held_pl[k] >= 0 ? UINT64_C(1) << k : 0;
    }
    c->nheld = g.nmtx;
    int32_t *prev = malloc(sizeof(int32_t) * ((size_t)n->nplaces + 1));
    if (!prev)
        return false;
    for (int32_t p = 0, last = -1; usable && p < n->nplaces; p++) {
        const pplace *pl = &n->places[p];
        if (!may_end_process(checks_place_instr(x->m, pl)))
            continue;
        int32_t q = last;       /* the slots share their code: look back */
        while (q >= 0 && (n->places[q].func != pl->func ||
                          n->places[q].point != pl->point))
            q = prev[q];
        c->held[p] = q >= 0 ? c->held[q]
                   : held_mask(x, &g, pl->func, pl->point) & usable;
        prev[p] = last;
        last = p;
    }
    free(prev);
    uint64_t end = usable;
    bool any = false;
    for (int32_t t = 0; end && t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        if (tr->kind != TR_END || tr->slot != 0)
            continue;
        any = true;
        end &= tr->func >= 0 && tr->func < x->m->nfuncs
             ? held_mask(x, &g, tr->func, tr->from_point) : 0;
    }
    c->held_end = any ? end : 0;
    return true;
}

static void cfx_free(cfx *x)
{
    for (int32_t f = 0; f < x->m->nfuncs; f++) {
        if (x->def)
            free(x->def[f]);
        if (x->why)
            free(x->why[f]);
    }
    free(x->def);
    free(x->why);
    free(x->cyclic);
    free(x->main_loop);
    free(x->direct_only);
    if (x->hm)
        free(x->hm->v);
    free(x->hm);
    pta_free(x->pa);
}

bool checks_cut_map(const model *m, const pnet *n, int max_threads,
                    int max_depth, cutmap *c)
{
    memset(c, 0, sizeof *c);
    size_t np = (size_t)n->nplaces + 1;
    c->fn = malloc(sizeof(int32_t) * np);
    c->ip = malloc(sizeof(int32_t) * np);
    c->what = malloc(sizeof(char *) * np);
    c->join_ctl = malloc(sizeof(int32_t) * np);
    c->join_exit = malloc(sizeof(int32_t) * np);
    c->relock = calloc(np, 1);
    c->guarded = calloc(np, 1);
    c->claimed = calloc(np, sizeof(uint64_t));
    c->held = calloc(np, sizeof(uint64_t));
    cfx x = {.m = m, .n = n, .max_threads = max_threads,
             .max_depth = max_depth};
    bool ok = c->fn && c->ip && c->what && c->join_ctl && c->join_exit &&
              c->relock && c->guarded && c->claimed && c->held &&
              (x.pa = pta_build(m)) && build_defs(&x) && check_calls(&x) &&
              main_facts(&x) && direct_facts(&x) && classify(&x) &&
              map_places(&x, c) &&
              prim_places(&x, c) && atomic_places(&x, c) &&
              call_site_places(&x, c) && guard_relaxed_loads(&x, c) &&
              claimed_places(&x, c) && held_at_ends(&x, c) &&
              const_branches(&x, c) && mutex_complements(&x, c);
    cfx_free(&x);
    if (!ok)
        checks_cut_map_free(c);
    return ok;
}

const minstr *checks_place_instr(const model *m, const pplace *pl)
{
    if (pl->kind != PL_CONTROL || pl->func < 0 || pl->func >= m->nfuncs ||
        pl->point < 0 || pl->point >= m->funcs[pl->func].ncode)
        return NULL;
    return &m->funcs[pl->func].code[pl->point];
}

void checks_cut_map_free(cutmap *c)
{
    free(c->fn);
    free(c->ip);
    free(c->what);
    free(c->cube_start);
    free(c->cube_ctl);
    free(c->cube_what);
    free(c->cube_lit);
    free(c->join_ctl);
    free(c->join_exit);
    free(c->gated);
    free(c->xp_init);
    free(c->xp_slot);
    free(c->xt_slot);
    free(c->xt_net);
    free(c->xa);
    free(c->depth);
    free(c->relock);
    free(c->guarded);
    free(c->claimed);
    free(c->held);
    free(c->ret_gated);
    free(c->rw_r);
    free(c->sum_from);
    free(c->sum_to);
    memset(c, 0, sizeof *c);
}
