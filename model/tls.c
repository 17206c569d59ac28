/* model/tls.c — thread-local variables whose address is a value.
 *
 * The engines keep one copy of each thread-local global per thread, made
 * when the thread starts.  An address of the global that only loads and
 * stores use (directly, or through constant GEPs and casts) means the
 * accessing thread's own copy: resolved where the access runs.  Once the
 * address is a value (passed to a function, stored, compared, handed to
 * another thread), it must be the copy of the thread that computed it,
 * so that another thread dereferencing it reaches that copy.  So every
 * instruction operand that is the address of such a global, or a
 * constant expression (GEP, cast, ptrtoint) over it, becomes a call of
 * TLS_ADDRESS_FN on the global's address (lowered to PR_TLS_ADDR: the
 * current thread's copy at the same offset), inserted before the
 * instruction (for a phi, at the end of the incoming block), followed by
 * the same GEPs and casts as instructions.  A use the rewrite cannot
 * express (an address in another global's initialiser, which C does not
 * allow, or in another kind of constant expression) stays: the access
 * through it is unsupported in the engines, as before. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* errno's address as the extra argument of a sem_trywait, sem_timedwait
 * or calloc (errno.c): the primitive stores through it in the calling
 * thread only. */
static bool passes_errno(LLVMValueRef call, LLVMValueRef v)
{
    LLVMValueRef f = LLVMGetCalledValue(call);
    size_t len;
    const char *name = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len)
                                               : NULL;
    int at = name ? prim_errno_arg(name) : -1;
    unsigned nargs = LLVMGetNumArgOperands(call);
    if (at < 0 || (unsigned)at >= nargs)
        return false;
    for (unsigned i = 0; i < nargs; i++)   /* v there and nowhere else */
        if ((LLVMGetOperand(call, i) == v) != (i == (unsigned)at))
            return false;
    return true;
}

bool model_tls_escapes(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAConstantExpr(user)) {
            LLVMOpcode op = LLVMGetConstOpcode(user);
            if ((op != LLVMGetElementPtr && op != LLVMBitCast) ||
                model_tls_escapes(user))
                return true;
            continue;
        }
        if (!LLVMIsAInstruction(user))
            return true;
        LLVMOpcode op = LLVMGetInstructionOpcode(user);
        if (op == LLVMLoad || (op == LLVMStore && LLVMGetOperand(user, 1) == v))
            continue;
        if ((op == LLVMGetElementPtr || op == LLVMBitCast) &&
            !model_tls_escapes(user))
            continue;
        if (op == LLVMCall && passes_errno(user, v))
            continue;
        return true;
    }
    return false;
}

typedef struct {
    LLVMValueRef *user;
    unsigned *opnd;
    size_t n, cap;
} use_list;

static bool push_use(use_list *l, LLVMValueRef user, unsigned opnd)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        LLVMValueRef *u = realloc(l->user, cap * sizeof *u);
        if (u)
            l->user = u;
        unsigned *o = u ? realloc(l->opnd, cap * sizeof *o) : NULL;
        if (!o)
            return false;
        l->opnd = o;
        l->cap = cap;
    }
    l->user[l->n] = user;
    l->opnd[l->n++] = opnd;
    return true;
}

/* The instruction operands that are v or a constant expression over it
 * (each instruction and operand once). */
static bool collect_uses(LLVMValueRef v, use_list *l)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAConstantExpr(user)) {
            if (!collect_uses(user, l))
                return false;
            continue;
        }
        if (!LLVMIsAInstruction(user))
            continue;
        int n = LLVMGetNumOperands(user);
        for (int i = 0; i < n; i++) {
            bool seen = false;
            for (size_t k = 0; k < l->n && !seen; k++)
                seen = l->user[k] == user && l->opnd[k] == (unsigned)i;
            if (!seen && LLVMGetOperand(user, (unsigned)i) == v &&
                !push_use(l, user, (unsigned)i))
                return false;
        }
    }
    return true;
}

typedef struct {
    LLVMBuilderRef b;
    LLVMTypeRef i8p, fty;
    LLVMValueRef fn;
    LLVMValueRef g;
} rewriter;

/* v (g, or a constant expression over it) computed by instructions at
 * the builder's position from the current thread's copy; NULL if v is
 * another kind of constant expression. */
static LLVMValueRef materialise(rewriter *r, LLVMValueRef v)
{
    if (v == r->g) {
        LLVMValueRef arg = LLVMConstBitCast(r->g, r->i8p);
        LLVMValueRef a = LLVMBuildCall2(r->b, r->fty, r->fn, &arg, 1, "");
        return LLVMBuildBitCast(r->b, a, LLVMTypeOf(v), "");
    }
    if (!LLVMIsAConstantExpr(v) || LLVMGetNumOperands(v) < 1)
        return NULL;
    LLVMOpcode op = LLVMGetConstOpcode(v);
    if (op != LLVMGetElementPtr && op != LLVMBitCast &&
        op != LLVMAddrSpaceCast && op != LLVMPtrToInt)
        return NULL;
    for (int i = 1; i < LLVMGetNumOperands(v); i++)
        if (LLVMGetOperand(v, (unsigned)i) == r->g)
            return NULL;        /* the global also as an index */
    LLVMValueRef base = materialise(r, LLVMGetOperand(v, 0));
    if (!base)
        return NULL;
    switch (op) {
    case LLVMGetElementPtr: {
        unsigned n = (unsigned)LLVMGetNumOperands(v) - 1;
        LLVMValueRef idx[16];
        if (n > 16)
            return NULL;
        for (unsigned i = 0; i < n; i++)
            idx[i] = LLVMGetOperand(v, i + 1);
        return LLVMBuildGEP2(r->b, LLVMGetGEPSourceElementType(v), base,
                             idx, n, "");
    }
    case LLVMBitCast:
        return LLVMBuildBitCast(r->b, base, LLVMTypeOf(v), "");
    case LLVMAddrSpaceCast:
        return LLVMBuildAddrSpaceCast(r->b, base, LLVMTypeOf(v), "");
    default:
        return LLVMBuildPtrToInt(r->b, base, LLVMTypeOf(v), "");
    }
}

/* Operand k of in, the address of r->g or an expression over it: from
 * the copy's address, computed just before in (a phi: at the end of the
 * block the operand comes from). */
static void rewrite_use(rewriter *r, LLVMValueRef in, unsigned k)
{
    LLVMValueRef at = in;
    if (LLVMIsAPHINode(in))
        at = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(in, k));
    if (!at)
        return;
    LLVMPositionBuilderBefore(r->b, at);
    LLVMSetCurrentDebugLocation2(r->b, LLVMInstructionGetDebugLoc(in));
    LLVMValueRef v = materialise(r, LLVMGetOperand(in, k));
    if (v)
        LLVMSetOperand(in, k, v);
}

static bool rewrite_global(rewriter *r, LLVMValueRef g)
{
    use_list l = {0};
    bool ok = collect_uses(g, &l);
    r->g = g;
    for (size_t i = 0; ok && i < l.n; i++)
        rewrite_use(r, l.user[i], l.opnd[i]);
    free(l.user);
    free(l.opnd);
    return ok;
}

bool tls_lower(LLVMModuleRef mod, merr *e)
{
    rewriter r = {0};
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    r.i8p = LLVMPointerType(LLVMInt8TypeInContext(ctx), 0);
    r.fty = LLVMFunctionType(r.i8p, &r.i8p, 1, 0);
    bool ok = true;
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g && ok;
         g = LLVMGetNextGlobal(g)) {
        if (!LLVMIsThreadLocal(g) || !model_tls_escapes(g))
            continue;
        if (!r.fn) {
            r.fn = LLVMGetNamedFunction(mod, TLS_ADDRESS_FN);
            if (!r.fn)
                r.fn = LLVMAddFunction(mod, TLS_ADDRESS_FN, r.fty);
            r.b = LLVMCreateBuilderInContext(ctx);
        }
        ok = rewrite_global(&r, g);
    }
    if (r.b)
        LLVMDisposeBuilder(r.b);
    if (!ok)
        merr_set(e, 2, "out of memory");
    return ok;
}
