/* model/undef.c — uses of values that may be uninitialised through phis.
 *
 * After mem2reg, a local variable that is read on a path where nothing
 * assigned it becomes a phi with an `undef` input: `int x; if (c) x =
 * c + 10; assert(x != 7);` reads x through `phi [x1, then], [undef,
 * entry]`.  Lowering takes undef as 0 and flags an instruction that
 * reads undef directly (reads_undef: the engines take 0 and bound the
 * verdict), but a phi input is only a merge: flagging every reader of
 * such a phi would bound every program that merges a variable it then
 * reads only where it was assigned.  So the fact travels with the value:
 * each such phi gets a shadow phi of type i1, true exactly when the
 * value came in as undef (an undef input: true; the input of another
 * such phi: that phi's shadow; any other input: false), and every reader
 * of the phi other than a phi (a return too: a returned `undef` itself is
 * just 0, as in lowering, as a function that ends without `return` has
 * one, but a variable returned where it may be unassigned is a read) is
 * preceded by `call void @__pnbmc_undef_use(i1 s)`,
 * which lowering turns into MI_UNDEF_USE: a run that executes it with s
 * true read an uninitialised value there (the engines then do what they
 * do for reads_undef).  Runs that only read the variable where it was
 * assigned execute the checks with s false and are not bounded.
 *
 * mem2reg itself folds `phi [5, then], [undef, entry]` to 5 (undef may
 * be any value, so LLVM picks 5), which would hide `int x; if (c) x = 5;
 * assert(x != 7);`.  So before mem2reg every local that mem2reg promotes
 * (only direct loads and stores of its own scalar type) gets, right
 * after its alloca, a store of an opaque value (a call of UNINIT_FN.n):
 * mem2reg cannot fold that, and afterwards each such call is replaced by
 * undef and removed, which leaves the phis with undef inputs of every
 * variable read where it may be uninitialised (a store the call survives
 * in, had its local not been promoted after all, is removed with it).
 *
 * A function all of whose returns return undef (`int get(void) { int r;
 * return r; }`, or one that ends without `return`) gives its direct
 * callers an uninitialised result: it counts as an undef input where a
 * phi merges it, and its other readers get a check of a true flag.  A
 * call through a pointer gives one when the pointer is such a function:
 * its shadow compares the pointer with each whose address is taken. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNINIT_FN "__pnbmc_uninit"
#define UNINIT_TYPES 32         /* scalar types given an opaque value */

/* An index over an array of values: an open-addressing table of indices
 * + 1 into it (0: empty), a power of two at least twice its length, so
 * that lookups stay O(1) in functions of many phis or blocks. */
typedef struct {
    size_t *slot, nslot;
} value_index;

static size_t hash_ptr(LLVMValueRef v, size_t nslot)
{
    uintptr_t x = (uintptr_t)v;
    x ^= x >> 17;
    x *= (uintptr_t)0x9e3779b97f4a7c15u;
    return (size_t)(x ^ (x >> 29)) & (nslot - 1);
}

/* An empty table for up to n values (false: out of memory). */
static bool index_reset(value_index *x, size_t n)
{
    size_t nslot = 1;
    while (nslot < 2 * n)
        nslot *= 2;
    size_t *t = calloc(nslot, sizeof *t);
    if (!t)
        return false;
    free(x->slot);
    x->slot = t;
    x->nslot = nslot;
    return true;
}

/* Enters vals[i]. */
static void index_put(value_index *x, const LLVMValueRef *vals, size_t i)
{
    size_t h = hash_ptr(vals[i], x->nslot);
    while (x->slot[h])
        h = (h + 1) & (x->nslot - 1);
    x->slot[h] = i + 1;
}

/* The i with vals[i] == v, or -1. */
static int64_t index_find(const value_index *x, const LLVMValueRef *vals,
                          LLVMValueRef v)
{
    if (!x->nslot)
        return -1;
    for (size_t h = hash_ptr(v, x->nslot); x->slot[h];
         h = (h + 1) & (x->nslot - 1))
        if (vals[x->slot[h] - 1] == v)
            return (int64_t)(x->slot[h] - 1);
    return -1;
}

/* The values that may carry undef, with their shadows: phis, and the
 * indirect calls that may call a function returning only undef (their
 * shadow is computed right after them, not a phi), indexed. */
typedef struct {
    LLVMValueRef *phi, *shadow;
    size_t n, cap;
    value_index ix;
} maybe_undef;

static int64_t find_phi(const maybe_undef *u, LLVMValueRef v)
{
    return index_find(&u->ix, u->phi, v);
}

static bool add_phi(maybe_undef *u, LLVMValueRef v)
{
    if (u->n == u->cap) {
        size_t cap = u->cap ? 2 * u->cap : 16;
        LLVMValueRef *p = realloc(u->phi, cap * sizeof *p);
        if (!p)
            return false;
        u->phi = p;
        LLVMValueRef *s = realloc(u->shadow, cap * sizeof *s);
        if (!s)
            return false;
        u->shadow = s;
        if (!index_reset(&u->ix, cap))
            return false;
        u->cap = cap;
        for (size_t i = 0; i < u->n; i++)
            index_put(&u->ix, u->phi, i);
    }
    u->phi[u->n] = v;
    u->shadow[u->n] = NULL;
    index_put(&u->ix, u->phi, u->n++);
    return true;
}

static bool is_phi(LLVMValueRef v)
{
    return v && LLVMIsAInstruction(v) &&
           LLVMGetInstructionOpcode(v) == LLVMPHI;
}

/* f is defined, returns a value, and every return of it returns undef
 * (`int get(void) { int r; return r; }`, or a function that ends without
 * `return`): a caller that uses the result reads an uninitialised value. */
static bool returns_only_undef(LLVMValueRef f)
{
    if (!LLVMIsAFunction(f) || LLVMIsDeclaration(f) ||
        LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) ==
            LLVMVoidTypeKind)
        return false;
    bool any = false;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
         b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        if (!t || LLVMGetInstructionOpcode(t) != LLVMRet)
            continue;
        if (LLVMGetNumOperands(t) < 1 || !LLVMIsUndef(LLVMGetOperand(t, 0)))
            return false;
        any = true;
    }
    return any;
}

/* v is undef, or the result of a direct call of such a function. */
static bool is_undef_value(LLVMValueRef v)
{
    LLVMValueRef f = LLVMIsACallInst(v) ? model_direct_callee(v) : NULL;
    return LLVMIsUndef(v) || (f && returns_only_undef(f));
}

/* Some use of f is not as the callee of a call: a call through a pointer
 * may call it. */
static bool address_taken(LLVMValueRef f)
{
    for (LLVMUseRef use = LLVMGetFirstUse(f); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
            return true;
    }
    return false;
}

/* The functions a call through a pointer may call whose result is then
 * uninitialised (returns_only_undef and address_taken). */
typedef struct {
    LLVMValueRef *fn;
    size_t n;
} undef_callees;

static bool find_undef_callees(LLVMModuleRef mod, undef_callees *c)
{
    size_t cap = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f)) {
        if (!returns_only_undef(f) || !address_taken(f))
            continue;
        if (c->n == cap) {
            cap = cap ? 2 * cap : 8;
            LLVMValueRef *p = realloc(c->fn, cap * sizeof *p);
            if (!p)
                return false;
            c->fn = p;
        }
        c->fn[c->n++] = f;
    }
    return true;
}

/* After the call through a pointer `call` (whose result is used): the flag
 * that it called one of cs, which compares the pointer with each. */
static LLVMValueRef indirect_undef_flag(LLVMBuilderRef bld,
                                        const undef_callees *cs,
                                        LLVMValueRef call)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMTypeRef bytes = LLVMPointerType(LLVMInt8TypeInContext(ctx), 0);
    LLVMPositionBuilderBefore(bld, LLVMGetNextInstruction(call));
    LLVMValueRef callee = LLVMBuildPointerCast(bld, LLVMGetCalledValue(call),
                                               bytes, "");
    LLVMValueRef flag = NULL;
    for (size_t i = 0; i < cs->n; i++) {
        LLVMValueRef is = LLVMBuildICmp(bld, LLVMIntEQ, callee,
                                        LLVMConstPointerCast(cs->fn[i], bytes),
                                        "undef.callee");
        flag = flag ? LLVMBuildOr(bld, flag, is, "undef.callee") : is;
    }
    return flag;
}

/* The calls through a pointer in fn whose result is used, each with its
 * flag as shadow (none when no function may give them undef). */
static bool collect_indirect(LLVMBuilderRef bld, const undef_callees *cs,
                             LLVMValueRef fn, maybe_undef *u)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && cs->n;
         b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
             in = LLVMGetNextInstruction(in)) {
            if (!LLVMIsACallInst(in) || !LLVMGetFirstUse(in) ||
                model_direct_callee(in) ||
                LLVMIsAInlineAsm(LLVMGetCalledValue(in)))
                continue;
            LLVMValueRef flag = indirect_undef_flag(bld, cs, in);
            if (!add_phi(u, in))
                return false;
            u->shadow[u->n - 1] = flag;
        }
    return true;
}

/* After collect_indirect: the phis of fn with an undef input, then (in
 * the order found, which makes phi a worklist) every phi with an input
 * among them. */
static bool collect(LLVMValueRef fn, maybe_undef *u)
{
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
         b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef in = LLVMGetFirstInstruction(b); is_phi(in);
             in = LLVMGetNextInstruction(in)) {
            unsigned n = LLVMCountIncoming(in);
            for (unsigned i = 0; i < n; i++)
                if (is_undef_value(LLVMGetIncomingValue(in, i))) {
                    if (!add_phi(u, in))
                        return false;
                    break;
                }
        }
    for (size_t i = 0; i < u->n; i++)
        for (LLVMUseRef use = LLVMGetFirstUse(u->phi[i]); use;
             use = LLVMGetNextUse(use)) {
            LLVMValueRef user = LLVMGetUser(use);
            if (is_phi(user) && find_phi(u, user) < 0 && !add_phi(u, user))
                return false;
        }
    return true;
}

/* Shadow phis first (their inputs may be each other), then inputs. */
static void build_shadows(LLVMBuilderRef bld, LLVMTypeRef i1, maybe_undef *u)
{
    for (size_t i = 0; i < u->n; i++) {
        if (!is_phi(u->phi[i]))
            continue;
        LLVMBasicBlockRef b = LLVMGetInstructionParent(u->phi[i]);
        LLVMPositionBuilderBefore(bld, LLVMGetFirstInstruction(b));
        u->shadow[i] = LLVMBuildPhi(bld, i1, "undef.shadow");
    }
    for (size_t i = 0; i < u->n; i++) {
        unsigned n = is_phi(u->phi[i]) ? LLVMCountIncoming(u->phi[i]) : 0;
        for (unsigned k = 0; k < n; k++) {
            LLVMValueRef v = LLVMGetIncomingValue(u->phi[i], k);
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(u->phi[i], k);
            int64_t j = find_phi(u, v);
            LLVMValueRef s = j >= 0 ? u->shadow[j]
                           : LLVMConstInt(i1, is_undef_value(v), 0);
            LLVMAddIncoming(u->shadow[i], &s, &from, 1);
        }
    }
}

/* A check of flag before every reader of v that is no phi (a return is
 * one: the caller would get the value without its flag); a reader using
 * v twice gets one. */
static void add_checks(LLVMBuilderRef bld, LLVMTypeRef fty, LLVMValueRef chk,
                       LLVMValueRef v, LLVMValueRef flag)
{
    LLVMValueRef last = NULL;
    for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsAInstruction(user) || user == last || is_phi(user))
            continue;
        last = user;
        LLVMValueRef arg = flag;
        model_call_before(bld, user, fty, chk, &arg, 1);
    }
}

static bool is_call_of(LLVMValueRef in, const char *prefix, size_t n)
{
    if (!in || !LLVMIsACallInst(in))
        return false;
    LLVMValueRef f = LLVMGetCalledValue(in);
    return LLVMIsAFunction(f) && !strncmp(LLVMGetValueName(f), prefix, n);
}

/* A variable-length array: a fresh object each time its alloca runs,
 * neither a scalar nor one to re-declare. */
static bool is_vla(LLVMValueRef a)
{
    return !LLVMIsAConstantInt(LLVMGetOperand(a, 0));
}

/* Every use of alloca a is a load or a store through it, of the type it
 * allocates, and that type is a scalar: what mem2reg promotes. */
static bool promotable(LLVMValueRef a)
{
    if (is_vla(a))
        return false;
    LLVMTypeRef t = LLVMGetAllocatedType(a);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k != LLVMIntegerTypeKind && k != LLVMPointerTypeKind &&
        k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user) && !LLVMGetVolatile(user) &&
            LLVMTypeOf(user) == t)
            continue;
        if (LLVMIsAStoreInst(user) && !LLVMGetVolatile(user) &&
            LLVMGetOperand(user, 1) == a &&
            LLVMTypeOf(LLVMGetOperand(user, 0)) == t)
            continue;
        return false;
    }
    return true;
}

/* The opaque-value function for type t (one per type: UNINIT_FN.i). */
static LLVMValueRef uninit_fn(LLVMModuleRef mod, LLVMTypeRef t,
                              LLVMValueRef *fns, LLVMTypeRef *tys, int *n)
{
    for (int i = 0; i < *n; i++)
        if (tys[i] == t)
            return fns[i];
    if (*n == UNINIT_TYPES)
        return NULL;
    char name[64];
    snprintf(name, sizeof name, "%s.%d", UNINIT_FN, *n);
    tys[*n] = t;
    fns[*n] = LLVMAddFunction(mod, name, LLVMFunctionType(t, NULL, 0, 0));
    return fns[(*n)++];
}

/* The local whose declaration `llvm.dbg.declare` call in describes (its
 * first operand wraps the alloca), or NULL. */
LLVMValueRef model_declared_local(LLVMValueRef in)
{
    if (!is_call_of(in, "llvm.dbg.declare", sizeof "llvm.dbg.declare") ||
        LLVMGetNumArgOperands(in) < 1)
        return NULL;
    LLVMValueRef md = LLVMGetOperand(in, 0);
    if (LLVMGetValueKind(md) != LLVMMetadataAsValueValueKind ||
        LLVMGetMDNodeNumOperands(md) != 1)
        return NULL;
    LLVMValueRef a;
    LLVMGetMDNodeOperands(md, &a);
    return a && LLVMIsAAllocaInst(a) ? a : NULL;
}

/* After `at` (never a block's last instruction): a store of a fresh
 * opaque value into the promotable local a, unless no opaque-value
 * function is left for its type.  Returns the last instruction added,
 * else at. */
static LLVMValueRef store_opaque(LLVMModuleRef mod, LLVMBuilderRef bld,
                                 LLVMValueRef at, LLVMValueRef a,
                                 LLVMValueRef *fns, LLVMTypeRef *tys, int *n)
{
    LLVMValueRef f = uninit_fn(mod, LLVMGetAllocatedType(a), fns, tys, n);
    if (!f)
        return at;
    LLVMPositionBuilderBefore(bld, LLVMGetNextInstruction(at));
    LLVMValueRef v = LLVMBuildCall2(bld, LLVMGlobalGetValueType(f), f, NULL,
                                    0, "");
    return LLVMBuildStore(bld, v, a);
}

/* Blocks of fn (as values), indexed so that a search over the CFG stays
 * linear. */
typedef struct {
    LLVMValueRef *b;
    unsigned n;
    value_index ix;
    bool *seen;
    int *stack;
} cfg;

static int block_index(const cfg *g, LLVMBasicBlockRef b)
{
    return (int)index_find(&g->ix, g->b, LLVMBasicBlockAsValue(b));
}

static bool cfg_init(LLVMValueRef fn, cfg *g)
{
    g->n = LLVMCountBasicBlocks(fn);
    g->b = calloc(g->n + 1, sizeof *g->b);
    g->seen = calloc(g->n + 1, sizeof *g->seen);
    g->stack = calloc(g->n + 1, sizeof *g->stack);
    if (!g->b || !g->seen || !g->stack || !index_reset(&g->ix, g->n))
        return false;
    unsigned i = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
         b = LLVMGetNextBasicBlock(b), i++) {
        g->b[i] = LLVMBasicBlockAsValue(b);
        index_put(&g->ix, g->b, i);
    }
    return true;
}

static void cfg_free(cfg *g)
{
    free(g->b);
    free(g->ix.slot);
    free(g->seen);
    free(g->stack);
}

/* Block b lies on a cycle of the CFG (it reaches itself): a declaration
 * there may be reached again. */
static bool on_cycle(cfg *g, LLVMBasicBlockRef b)
{
    int i = block_index(g, b), top = 0;
    if (i < 0)
        return false;
    memset(g->seen, 0, g->n * sizeof *g->seen);
    g->stack[top++] = i;
    while (top) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(
            LLVMValueAsBasicBlock(g->b[g->stack[--top]]));
        unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
        for (unsigned k = 0; k < ns; k++) {
            int j = block_index(g, LLVMGetSuccessor(t, k));
            if (j == i)
                return true;
            if (j >= 0 && !g->seen[j]) {
                g->seen[j] = true;
                g->stack[top++] = j;
            }
        }
    }
    return false;
}

/* Memory locals declared on a cycle are re-declared at each pass by a
 * copy from `uninit.src`, a local of their function that nothing writes
 * (all unwritten, zeros): the engines carry unwritten-ness through
 * memcpy, so a pass reads no value the previous one left.  Up to
 * REDECLARE_MAX bytes (the smt engine follows memcpy up to that length);
 * a bigger one keeps its bytes. */
#define REDECLARE_MAX 256

static bool uses(LLVMValueRef in, LLVMValueRef v)
{
    int n = LLVMGetNumOperands(in);
    for (int i = 0; i < n; i++)
        if (LLVMGetOperand(in, i) == v)
            return true;
    return false;
}

/* The first instruction after the declaration decl (in its block) that
 * uses local a writes all of its size bytes and reads none: a store of
 * that size to a, or a call that fills it first (a primitive, prims.c:
 * thread creation into a thread id, memset or memcpy/memmove into it of a
 * constant length >= size).  Then
 * each pass writes it before it could read it: no re-declaration (most
 * loop-body locals whose address is taken: pthread_t t; create(&t, ..)). */
static bool written_first(LLVMValueRef decl, LLVMValueRef a,
                          unsigned long long size, LLVMTargetDataRef td)
{
    for (LLVMValueRef in = LLVMGetNextInstruction(decl); in;
         in = LLVMGetNextInstruction(in)) {
        if (!uses(in, a))
            continue;
        if (LLVMIsABitCastInst(in)) { /* clang's i8* for memset/memcpy */
            a = in;
            continue;
        }
        if (LLVMIsAStoreInst(in))
            return LLVMGetOperand(in, 1) == a && LLVMGetOperand(in, 0) != a &&
                   LLVMABISizeOfType(td, LLVMTypeOf(LLVMGetOperand(in, 0)))
                       >= size;
        if (!LLVMIsACallInst(in) || LLVMGetNumArgOperands(in) < 1 ||
            LLVMGetOperand(in, 0) != a)
            return false;
        LLVMValueRef f = model_direct_callee(in);
        prim_kind k;
        if (!f || !prim_lookup(LLVMGetValueName(f), &k))
            return false;
        if (k == PR_THREAD_CREATE)
            return true;
        if (k != PR_MEMSET && k != PR_MEMCPY)
            return false;
        LLVMValueRef len = LLVMGetOperand(in, 2);
        return LLVMIsAConstantInt(len) &&
               LLVMConstIntGetZExtValue(len) >= size &&
               (LLVMGetNumArgOperands(in) < 2 || LLVMGetOperand(in, 1) != a);
    }
    return false;
}

/* The bytes a re-declaration at decl of memory local a copies (0: none:
 * not on a cycle, too big, or written first). */
static unsigned long long redeclared_size(cfg *g, LLVMValueRef decl,
                                          LLVMValueRef a, LLVMTargetDataRef td)
{
    LLVMTypeRef t = LLVMGetAllocatedType(a);
    if (!LLVMTypeIsSized(t) || is_vla(a))
        return 0;
    unsigned long long size = LLVMABISizeOfType(td, t);
    if (size == 0 || size > REDECLARE_MAX || written_first(decl, a, size, td) ||
        !on_cycle(g, LLVMGetInstructionParent(decl)))
        return 0;
    return size;
}

/* The declarations of fn to re-declare (the dbg.declare calls, each with
 * its size), and the largest size. */
typedef struct {
    LLVMValueRef *decl;
    unsigned long long *size, max;
    size_t n, cap;
} redecls;

static bool add_redecl(redecls *r, LLVMValueRef decl, unsigned long long size)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 8;
        LLVMValueRef *d = realloc(r->decl, cap * sizeof *d);
        if (!d)
            return false;
        r->decl = d;
        unsigned long long *s = realloc(r->size, cap * sizeof *s);
        if (!s)
            return false;
        r->size = s;
        r->cap = cap;
    }
    r->decl[r->n] = decl;
    r->size[r->n++] = size;
    if (size > r->max)
        r->max = size;
    return true;
}

/* After each declaration of r: memcpy(local, uninit.src, size). */
static void redeclare_all(LLVMBuilderRef bld, LLVMValueRef fn,
                          const redecls *r)
{
    if (!r->n)
        return;
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(r->decl[0]));
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    LLVMPositionBuilderBefore(bld, LLVMGetFirstInstruction(entry));
    LLVMValueRef src = LLVMBuildAlloca(
        bld, LLVMArrayType(LLVMInt8TypeInContext(ctx), (unsigned)r->max),
        MODEL_REDECLARE_SRC);
    for (size_t i = 0; i < r->n; i++) {
        LLVMValueRef a = model_declared_local(r->decl[i]);
        LLVMPositionBuilderBefore(bld, LLVMGetNextInstruction(r->decl[i]));
        LLVMValueRef cp = LLVMBuildMemCpy(
            bld, a, 1, src, 1,
            LLVMConstInt(LLVMInt64TypeInContext(ctx), r->size[i], 0));
        LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(r->decl[i]);
        model_set_loc(cp, loc);
    }
}

/* Whether v is the alloca a or an address computed from it (a cast or
 * an element of it, through at most depth such steps). */
static bool derives_from(LLVMValueRef v, LLVMValueRef a, int depth)
{
    if (v == a)
        return true;
    if (depth == 0 || !LLVMIsAInstruction(v) ||
        (!LLVMIsAGetElementPtrInst(v) && !LLVMIsABitCastInst(v) &&
         !LLVMIsAAddrSpaceCastInst(v)))
        return false;
    return derives_from(LLVMGetOperand(v, 0), a, depth - 1);
}

/* Whether an instruction before the declaration decl of a, in decl's
 * block, uses a: then decl declares a parameter whose value is already
 * stored there (clang stores a parameter, then declares it; an inlined
 * function's parameters are declared where the call was, which may be a
 * loop), not a local that starts indeterminate. */
static bool declared_after_use(LLVMValueRef decl, LLVMValueRef a)
{
    for (LLVMValueRef p = LLVMGetPreviousInstruction(decl); p;
         p = LLVMGetPreviousInstruction(p)) {
        int nops = LLVMGetNumOperands(p);
        for (int i = 0; i < nops; i++)
            if (derives_from(LLVMGetOperand(p, i), a, 4))
                return true;
    }
    return false;
}

/* Every promotable local gets its opaque value right after its alloca,
 * and again where its declaration is outside the entry block: a local
 * declared in a loop body is indeterminate at each pass, not the value
 * the previous pass left (the alloca is in the entry block; clang's
 * `llvm.dbg.declare` marks the declaration; a parameter's comes after
 * the store of its value and gets none: in the entry block, or where an
 * inlined call was, see declared_after_use).  A memory
 * local declared on a cycle is re-declared (redeclare_all).  Out of
 * memory, a function keeps its memory locals as they are. */
static void mark_function(LLVMModuleRef mod, LLVMBuilderRef bld,
                          LLVMValueRef fn, LLVMValueRef *fns, LLVMTypeRef *tys,
                          int *n)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
    cfg g = {0};
    redecls r = {0};
    bool ok = cfg_init(fn, &g);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    for (LLVMBasicBlockRef b = entry; b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
             in = LLVMGetNextInstruction(in)) {
            LLVMValueRef a = LLVMIsAAllocaInst(in) ? in
                           : b == entry ? NULL : model_declared_local(in);
            if (a && a != in && declared_after_use(in, a))
                a = NULL;
            unsigned long long size;
            if (a && promotable(a))
                in = store_opaque(mod, bld, in, a, fns, tys, n);
            else if (a && a != in && ok &&
                     (size = redeclared_size(&g, in, a, td)) > 0)
                ok = add_redecl(&r, in, size);
        }
    if (ok)
        redeclare_all(bld, fn, &r);
    cfg_free(&g);
    free(r.decl);
    free(r.size);
}

void undef_mark_uninit(LLVMModuleRef mod)
{
    LLVMValueRef fns[UNINIT_TYPES];
    LLVMTypeRef tys[UNINIT_TYPES];
    int n = 0;
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn))
        if (!LLVMIsDeclaration(fn))
            mark_function(mod, bld, fn, fns, tys, &n);
    LLVMDisposeBuilder(bld);
}

/* Each opaque value becomes undef (a store of one, left when its local
 * was not promoted, goes with it). */
static void drop_uninit_calls(LLVMModuleRef mod)
{
    size_t len = strlen(UNINIT_FN);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
             b = LLVMGetNextBasicBlock(b)) {
            LLVMValueRef in = LLVMGetFirstInstruction(b);
            while (in) {
                LLVMValueRef next = LLVMGetNextInstruction(in);
                if (is_call_of(in, UNINIT_FN, len)) {
                    LLVMUseRef u;
                    while ((u = LLVMGetFirstUse(in)) &&
                           LLVMIsAStoreInst(LLVMGetUser(u)) &&
                           LLVMGetOperand(LLVMGetUser(u), 0) == in) {
                        LLVMValueRef st = LLVMGetUser(u);
                        if (st == next)
                            next = LLVMGetNextInstruction(st);
                        LLVMInstructionEraseFromParent(st);
                    }
                    LLVMReplaceAllUsesWith(in, LLVMGetUndef(LLVMTypeOf(in)));
                    LLVMInstructionEraseFromParent(in);
                }
                in = next;
            }
        }
    for (LLVMValueRef f = LLVMGetFirstFunction(mod), nf; f; f = nf) {
        nf = LLVMGetNextFunction(f);
        if (!strncmp(LLVMGetValueName(f), UNINIT_FN, len))
            LLVMDeleteFunction(f);
    }
}

/* The check function, declared on first use. */
static LLVMValueRef check_fn(LLVMModuleRef mod, LLVMTypeRef fty,
                             LLVMValueRef *chk)
{
    if (!*chk)
        *chk = LLVMAddFunction(mod, UNDEF_USE_FN, fty);
    return *chk;
}

/* The readers (phis aside: collect's) of a direct call in fn whose result
 * is undef read it uninitialised in every run: a check of a true flag
 * before each (the checks inserted on the way are calls of no value). */
static void check_undef_calls(LLVMBuilderRef bld, LLVMModuleRef mod,
                              LLVMTypeRef fty, LLVMValueRef *chk,
                              LLVMValueRef fn)
{
    LLVMValueRef yes = LLVMConstInt(LLVMInt1TypeInContext(
                                        LLVMGetModuleContext(mod)), 1, 0);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
         b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef in = LLVMGetFirstInstruction(b); in;
             in = LLVMGetNextInstruction(in))
            if (LLVMIsACallInst(in) && LLVMGetFirstUse(in) &&
                is_undef_value(in))
                add_checks(bld, fty, check_fn(mod, fty, chk), in, yes);
}

bool undef_lower(LLVMModuleRef mod, merr *e)
{
    drop_uninit_calls(mod);
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx);
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &i1, 1, 0);
    LLVMValueRef chk = NULL;
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(ctx);
    undef_callees cs = {0};
    bool ok = find_undef_callees(mod, &cs);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && ok;
         fn = LLVMGetNextFunction(fn)) {
        maybe_undef u = {0};
        ok = collect_indirect(bld, &cs, fn, &u) && collect(fn, &u);
        if (ok && u.n) {
            build_shadows(bld, i1, &u);
            for (size_t i = 0; i < u.n; i++)
                add_checks(bld, fty, check_fn(mod, fty, &chk), u.phi[i],
                           u.shadow[i]);
        }
        free(u.phi);
        free(u.shadow);
        free(u.ix.slot);
        if (ok)
            check_undef_calls(bld, mod, fty, &chk, fn);
    }
    LLVMDisposeBuilder(bld);
    free(cs.fn);
    if (!ok)
        merr_set(e, 2, "out of memory");
    return ok;
}
