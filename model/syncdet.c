/* model/syncdet.c — is every thread's synchronisation independent of the
 * schedule?
 *
 * A value is *tainted* when another thread or the schedule may have
 * decided it: a load from memory another thread may write (globals that
 * are not const, heap, stack objects whose address is used as a value),
 * the result of an atomic operation, a nondet value, the result of any
 * primitive except the mutex, create and join calls (which return 0
 * whenever the proof in checks/lockorder.c applies), a heap or exposed
 * stack address (object ids are handed out in schedule order).  Taint
 * flows through arithmetic, comparisons, selects, phis, GEPs, casts,
 * call arguments, return values, thread arguments and stores into a
 * thread's private stack objects.
 *
 * The program is *synchronisation-deterministic* when no tainted value
 * decides a branch, a switch, an assume, a load or store address, a
 * divisor, a shift amount, a float-to-integer conversion, an indirect
 * call, a mutex or join operand or a thread start
 * routine, and no atomic access exists.  Then each thread's path, and so
 * its sequence of visible operations with their objects, is fixed by its
 * creation argument alone: the same in every run.  Private stack objects
 * are allocas whose address is only offset (GEP, cast) and used as a load
 * or store address, or as the handle a pthread_create writes; their
 * contents are tainted once a tainted value or address is stored there.
 * Implicit flows need no tracking: no branch depends on a tainted value,
 * except a branch to a block that ends the program (assertion failure,
 * abort, exit): it only cuts the threads' sequences short.
 */
#include "model/model.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const mfunc *f;
    bool *taint;         /* per register */
    int32_t *base;       /* per register: alloca instruction, -1 none */
    bool *exposed;       /* per instruction (allocas): not private */
    bool *dirty;         /* per instruction (allocas): tainted contents */
    bool ret_taint, reachable;
} fstate;

typedef struct {
    const model *m;
    fstate *fs;
    bool changed;
    char *why;
    size_t nwhy;
    bool failed;
    bool asserts_fixed;  /* no __VERIFIER_assert/assert condition tainted */
} sdet;

static void *sd_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        abort();
    return p;
}

static void fail_at(sdet *d, mloc l, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void fail_at(sdet *d, mloc l, const char *fmt, ...)
{
    if (d->failed)
        return;
    d->failed = true;
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(d->why, d->nwhy, "%s at %s:%d", what, model_file(d->m, l),
             l.line);
}

static bool reg_taint(const fstate *s, const mopnd *o)
{
    return o->kind == OPND_REG && s->taint[o->reg];
}

static int32_t reg_base(const fstate *s, const mopnd *o)
{
    return o->kind == OPND_REG ? s->base[o->reg] : -1;
}

static void set_taint(sdet *d, fstate *s, int32_t reg)
{
    if (reg >= 0 && !s->taint[reg]) {
        s->taint[reg] = true;
        d->changed = true;
    }
}

/* The function a create's start-routine operand names, -1 if none. */
static int32_t start_routine(const model *m, const minstr *mi)
{
    if (mi->nops < 5 || mi->ops[3].kind != OPND_IMM)
        return -1;
    uint32_t o = model_ptr_obj(m, mi->ops[3].imm);
    return o < (uint32_t)m->nglobals ? m->globals[o].func : -1;
}

/* Registers pointing into an alloca: the alloca and offsets of it. */
static void find_bases(fstate *s)
{
    for (int32_t r = 0; r < s->f->nregs; r++)
        s->base[r] = -1;
    bool again = true;
    while (again) {
        again = false;
        for (int32_t i = 0; i < s->f->ncode; i++) {
            const minstr *mi = &s->f->code[i];
            int32_t b = mi->kind == MI_ALLOCA ? i
                      : (mi->kind == MI_GEP || mi->kind == MI_CAST)
                        && mi->nops > 0 ? reg_base(s, &mi->ops[0]) : -1;
            if (mi->dst >= 0 && b >= 0 && s->base[mi->dst] != b) {
                s->base[mi->dst] = b;
                again = true;
            }
        }
    }
}

/* Operand k of mi may carry an alloca address without exposing it. */
static bool address_use(const minstr *mi, int32_t k)
{
    switch (mi->kind) {
    case MI_LOAD: return k == 0 && mi->order == 0;
    case MI_STORE: return k == 1 && mi->order == 0;
    case MI_GEP: case MI_CAST: return k == 0;
    case MI_PRIM: return mi->op == PR_THREAD_CREATE && k == 1;
    default: return false;
    }
}

static void find_exposed(fstate *s)
{
    for (int32_t i = 0; i < s->f->ncode; i++) {
        const minstr *mi = &s->f->code[i];
        for (int32_t k = 0; k < mi->nops; k++) {
            int32_t b = reg_base(s, &mi->ops[k]);
            if (b >= 0 && !address_use(mi, k))
                s->exposed[b] = true;
        }
    }
}

static bool load_taint(const sdet *d, const fstate *s, const minstr *mi)
{
    const mopnd *p = &mi->ops[0];
    if (mi->order || reg_taint(s, p))
        return true;
    if (p->kind == OPND_IMM) {
        uint32_t o = model_ptr_obj(d->m, p->imm);
        return !(o > 0 && o < (uint32_t)d->m->nglobals &&
                 d->m->globals[o].is_const);
    }
    int32_t b = reg_base(s, p);
    return b < 0 || s->exposed[b] || s->dirty[b];
}

static bool prim_result_taint(prim_kind k)
{
    switch (k) {
    case PR_MUTEX_INIT: case PR_MUTEX_DESTROY: case PR_MUTEX_LOCK:
    case PR_MUTEX_UNLOCK: case PR_THREAD_CREATE: case PR_THREAD_JOIN:
    case PR_THREAD_DETACH:
    case PR_STACKSAVE: /* its frame's count of allocas */
        return false;
    default:
        return true;
    }
}

static bool any_op_taint(const fstate *s, const minstr *mi, int32_t from)
{
    for (int32_t k = from; k < mi->nops; k++)
        if (reg_taint(s, &mi->ops[k]))
            return true;
    return false;
}

static void param_taint(sdet *d, int32_t fn, int32_t param)
{
    if (fn < 0 || param >= d->m->funcs[fn].nparams)
        return;
    set_taint(d, &d->fs[fn], param);
}

/* Taint leaving mi through memory, calls, threads and returns. */
static void flow_out(sdet *d, fstate *s, const minstr *mi)
{
    if (mi->kind == MI_STORE) {
        int32_t b = reg_base(s, &mi->ops[1]);
        if (b >= 0 && !s->dirty[b] &&
            (reg_taint(s, &mi->ops[0]) || reg_taint(s, &mi->ops[1]))) {
            s->dirty[b] = true;
            d->changed = true;
        }
    } else if (mi->kind == MI_CALL && mi->callee >= 0) {
        for (int32_t k = 1; k < mi->nops; k++)
            if (reg_taint(s, &mi->ops[k]))
                param_taint(d, mi->callee, k - 1);
    } else if (mi->kind == MI_PRIM && mi->op == PR_THREAD_CREATE) {
        if (mi->nops >= 5 && reg_taint(s, &mi->ops[4]))
            param_taint(d, start_routine(d->m, mi), 0);
    } else if (mi->kind == MI_RET && mi->nops > 0 &&
               reg_taint(s, &mi->ops[0]) && !s->ret_taint) {
        s->ret_taint = true;
        d->changed = true;
    }
}

static bool dst_taint(const sdet *d, const fstate *s, const minstr *mi)
{
    switch (mi->kind) {
    case MI_LOAD: return load_taint(d, s, mi);
    case MI_ALLOCA: return s->exposed[mi - s->f->code];
    case MI_CALL:
        return mi->callee < 0 || d->fs[mi->callee].ret_taint;
    case MI_PRIM: return prim_result_taint((prim_kind)mi->op);
    case MI_RMW: case MI_CMPXCHG: case MI_UNSUPPORTED: return true;
    default: return any_op_taint(s, mi, 0);
    }
}

static void taint_pass(sdet *d, fstate *s)
{
    for (int32_t i = 0; i < s->f->ncode; i++) {
        const minstr *mi = &s->f->code[i];
        if (mi->dst >= 0 && dst_taint(d, s, mi))
            set_taint(d, s, mi->dst);
        if (mi->dst2 >= 0 && mi->kind == MI_CMPXCHG)
            set_taint(d, s, mi->dst2);
        flow_out(d, s, mi);
    }
}

static void mark_reachable(sdet *d, int32_t fn)
{
    if (fn < 0 || d->fs[fn].reachable)
        return;
    d->fs[fn].reachable = true;
    const mfunc *f = &d->m->funcs[fn];
    for (int32_t i = 0; i < f->ncode; i++) {
        const minstr *mi = &f->code[i];
        if (mi->kind == MI_CALL)
            mark_reachable(d, mi->callee);
        else if (mi->kind == MI_PRIM && mi->op == PR_THREAD_CREATE)
            mark_reachable(d, start_routine(d->m, mi));
    }
}

/* Operations whose undefined behaviour depends on a value: a divisor, a
 * shift amount, a float converted to an integer, a variable-length
 * array's length. */
static bool ub_operand(const minstr *mi, int32_t *k)
{
    *k = 1;
    if (mi->kind == MI_UNDEF_USE || model_is_vla(mi)) {
        *k = 0;
        return true;
    }
    if (mi->kind == MI_FCAST) {
        *k = 0;
        return mi->op == FC_TOSI || mi->op == FC_TOUI;
    }
    return mi->kind == MI_BIN && (mi->op == BO_UDIV || mi->op == BO_SDIV ||
                                  mi->op == BO_UREM || mi->op == BO_SREM ||
                                  mi->op == BO_SHL || mi->op == BO_LSHR ||
                                  mi->op == BO_ASHR);
}

/* An operand of an arithmetic that may overflow into undefined
 * behaviour depends on shared or nondet data: a signed division's or
 * remainder's dividend (INT_MIN / -1), an nsw operation's operands
 * (--signed-overflow undefined). */
static bool overflow_operand_tainted(const fstate *s, const minstr *mi)
{
    if (mi->kind != MI_BIN || mi->nops < 2)
        return false;
    if (mi->nsw)
        return reg_taint(s, &mi->ops[0]) || reg_taint(s, &mi->ops[1]);
    return (mi->op == BO_SDIV || mi->op == BO_SREM) &&
           reg_taint(s, &mi->ops[0]);
}

/* Primitive operands that must not be tainted: the object of a mutex
 * operation, a join's thread, a create's handle and start routine, an
 * assume's condition. */
static void check_prim(sdet *d, const fstate *s, const minstr *mi)
{
    if (prim_join_may_fail(mi)) /* whether it writes the result, too */
        fail_at(d, mi->loc, "%s returns what the schedule decides",
                mi->text);
    switch ((prim_kind)mi->op) {
    case PR_MUTEX_INIT: case PR_MUTEX_DESTROY: case PR_MUTEX_LOCK:
    case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK: case PR_THREAD_JOIN:
    case PR_THREAD_DETACH: case PR_ASSUME:
        if (mi->nops > 1 && reg_taint(s, &mi->ops[1]))
            fail_at(d, mi->loc, "%s operand depends on the schedule",
                    mi->text ? mi->text : "primitive");
        return;
    case PR_ASSERT:
        if (mi->nops > 1 && reg_taint(s, &mi->ops[1]))
            d->asserts_fixed = false;
        return;
    case PR_FREE: case PR_MEMSET: case PR_MEMCPY: case PR_HEAP_SIZE:
        /* the memory they touch is an access of the thread */
        for (int32_t k = 1; k < mi->nops && k <= 3; k++)
            if (reg_taint(s, &mi->ops[k]) &&
                (k != 2 || mi->op == PR_MEMCPY))
                fail_at(d, mi->loc, "address computed from shared or "
                        "nondet data");
        return;
    case PR_THREAD_CREATE:
        if (start_routine(d->m, mi) < 0 || reg_taint(s, &mi->ops[1]))
            fail_at(d, mi->loc, "thread creation not fixed statically");
        return;
    default:
        return;
    }
}

/* The primitive that ends every run entering block b (an assertion
 * failure, abort or exit, after harmless calls), PR_NOP if none. */
static prim_kind block_end(const mfunc *f, int32_t b)
{
    const mblock *bl = &f->blocks[b];
    for (int32_t i = bl->first + bl->nphis; i < bl->first + bl->n; i++) {
        const minstr *mi = &f->code[i];
        if (mi->kind != MI_PRIM)
            return PR_NOP;
        switch ((prim_kind)mi->op) {
        case PR_NOP: continue;
        case PR_REACH_ERROR: case PR_ASSERT_FAIL: case PR_ABORT:
        case PR_EXIT:
            return (prim_kind)mi->op;
        default: return PR_NOP;
        }
    }
    return PR_NOP;
}

/* A tainted branch to a block that ends the program only cuts a thread's
 * sequence short; when that end is an assertion failure, assertions
 * depend on the schedule. */
static void check_branch(sdet *d, const fstate *s, const minstr *mi)
{
    if (mi->nops == 0 || !reg_taint(s, &mi->ops[0]))
        return;
    prim_kind end = PR_NOP;
    for (int32_t t = 0; mi->kind == MI_BR && t < mi->ntargets; t++)
        if (end == PR_NOP)
            end = block_end(s->f, mi->targets[t]);
    if (end == PR_NOP)
        fail_at(d, mi->loc, "branch on shared or nondet data");
    else if (end == PR_REACH_ERROR || end == PR_ASSERT_FAIL)
        d->asserts_fixed = false;
}

static void check_instr(sdet *d, const fstate *s, const minstr *mi)
{
    switch (mi->kind) {
    case MI_BR: case MI_SWITCH:
        check_branch(d, s, mi);
        return;
    case MI_LOAD: case MI_STORE:
        if (mi->order)
            fail_at(d, mi->loc, "atomic access");
        else if (reg_taint(s, &mi->ops[mi->kind == MI_STORE ? 1 : 0]))
            fail_at(d, mi->loc, "address computed from shared or nondet data");
        return;
    case MI_RMW: case MI_CMPXCHG: case MI_FENCE:
        fail_at(d, mi->loc, "atomic operation");
        return;
    case MI_CALL:
        if (mi->callee < 0)
            fail_at(d, mi->loc, "indirect call");
        return;
    case MI_PRIM:
        check_prim(d, s, mi);
        return;
    default: {
        int32_t k;
        if ((ub_operand(mi, &k) && k < mi->nops &&
             reg_taint(s, &mi->ops[k])) ||
            overflow_operand_tainted(s, mi))
            fail_at(d, mi->loc, "operand that may be undefined computed "
                    "from shared or nondet data");
        return;
    }
    }
}

static void sdet_init(sdet *d, const model *m, char *why, size_t n)
{
    d->m = m;
    d->why = why;
    d->nwhy = n;
    d->fs = sd_calloc((size_t)m->nfuncs, sizeof(fstate));
    for (int32_t fn = 0; fn < m->nfuncs; fn++) {
        fstate *s = &d->fs[fn];
        s->f = &m->funcs[fn];
        s->taint = sd_calloc((size_t)s->f->nregs, sizeof(bool));
        s->base = sd_calloc((size_t)s->f->nregs, sizeof(int32_t));
        s->exposed = sd_calloc((size_t)s->f->ncode, sizeof(bool));
        s->dirty = sd_calloc((size_t)s->f->ncode, sizeof(bool));
        find_bases(s);
        find_exposed(s);
    }
}

static void sdet_free(sdet *d)
{
    for (int32_t fn = 0; fn < d->m->nfuncs; fn++) {
        free(d->fs[fn].taint);
        free(d->fs[fn].base);
        free(d->fs[fn].exposed);
        free(d->fs[fn].dirty);
    }
    free(d->fs);
}

bool model_sync_deterministic(const model *m, bool *asserts_fixed,
                              char *why, size_t n)
{
    sdet d = {0};
    d.asserts_fixed = true;
    snprintf(why, n, "%s", "");
    if (m->main_fn < 0) {
        snprintf(why, n, "no main function");
        return false;
    }
    sdet_init(&d, m, why, n);
    mark_reachable(&d, m->main_fn);
    do {
        d.changed = false;
        for (int32_t fn = 0; fn < m->nfuncs; fn++)
            if (d.fs[fn].reachable)
                taint_pass(&d, &d.fs[fn]);
    } while (d.changed);
    for (int32_t fn = 0; fn < m->nfuncs && !d.failed; fn++)
        for (int32_t i = 0; d.fs[fn].reachable && i < m->funcs[fn].ncode;
             i++)
            check_instr(&d, &d.fs[fn], &m->funcs[fn].code[i]);
    sdet_free(&d);
    *asserts_fixed = d.asserts_fixed;
    return !d.failed;
}
