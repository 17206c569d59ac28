/* model/errno.c — errno as a thread-local variable of the program.
 *
 * glibc's errno is `(*__errno_location ())`: the function returns the
 * address of the calling thread's own int.  The rewrite replaces every
 * call of it (when the program does not define it) by the address of one
 * new thread-local global, `errno`, so the engines see ordinary accesses
 * to a thread-local variable: never shared, one copy per thread, 0 at
 * the thread's start (glibc's; C fixes it only for the initial thread).
 * An errno address used as a value (stored, passed on) is what any
 * thread-local variable's is: unsupported when it is accessed.
 *
 * The library sets errno where the model has a failing call: sem_trywait
 * returns -1 with errno EAGAIN when the count is 0, sem_timedwait -1
 * with ETIMEDOUT, calloc NULL with ENOMEM when its size overflows.  The
 * model's other primitives never fail with -1 (pthread and C11
 * functions return their error codes and leave errno alone; sem_wait is
 * never interrupted, as the model has no signals).
 * Each sem_trywait or sem_timedwait call passes errno's address to the
 * primitive as an extra argument (not as code after the call: the branch
 * on its result must follow it directly for the skeleton to see the
 * outcome).  A call through a pointer is a direct call in model/fnref.c's
 * stand-in by now, and gets it there. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>

/* Is every use of f a direct call of it (with nargs arguments; -1: any
 * number)? */
static bool only_direct_calls(LLVMValueRef f, int nargs)
{
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f ||
            (nargs >= 0 && LLVMGetNumArgOperands(user) != (unsigned)nargs))
            return false;
    }
    return true;
}

static LLVMValueRef add_errno_global(LLVMModuleRef mod)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef g = LLVMAddGlobal(mod, i32, "errno");
    LLVMSetInitializer(g, LLVMConstInt(i32, 0, 0));
    LLVMSetThreadLocal(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetAlignment(g, 4);
    return g;
}

/* Every call of __errno_location reads as errno's address. */
static void replace_locations(LLVMValueRef loc, LLVMValueRef g)
{
    LLVMUseRef u;
    while ((u = LLVMGetFirstUse(loc))) {
        LLVMValueRef call = LLVMGetUser(u);
        LLVMValueRef addr = LLVMTypeOf(call) == LLVMTypeOf(g)
            ? g : LLVMConstBitCast(g, LLVMTypeOf(call));
        LLVMReplaceAllUsesWith(call, addr);
        LLVMInstructionEraseFromParent(call);
    }
}

/* sem_trywait(s) becomes TRYWAIT_ERRNO(s, &errno), sem_timedwait(s, t)
 * and sem_clockwait(s, clock, t) TIMEDWAIT_ERRNO(s, &errno, t): the same
 * primitive (model/prims.c), whose failure stores EAGAIN, ETIMEDOUT or,
 * for a t that glibc refuses, EINVAL through the extra argument (the
 * timeout itself is not modelled: the wait may time out at any moment).
 * nargs: the call's arguments, the last one t when there are two.
 * calloc(n, size) becomes CALLOC_ERRNO(n, size, &errno) (ENOMEM when
 * n * size overflows). */
static void pass_errno(LLVMModuleRef mod, LLVMValueRef call, LLVMValueRef g,
                       const char *with_errno, int nargs)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    /* the first and the last argument, errno's address among them where
     * prim_errno_arg puts it */
    LLVMValueRef kept[2] = {LLVMGetOperand(call, 0),
                            LLVMGetOperand(call, (unsigned)nargs - 1)};
    unsigned n = nargs > 1 ? 3 : 2, at = (unsigned)prim_errno_arg(with_errno);
    LLVMValueRef args[3];
    LLVMTypeRef params[3];
    for (unsigned i = 0, k = 0; i < n; i++) {
        args[i] = i == at ? g : kept[k++];
        params[i] = LLVMTypeOf(args[i]);
    }
    LLVMTypeRef ft = LLVMFunctionType(LLVMTypeOf(call), params, n, 0);
    LLVMValueRef f = model_function(mod, with_errno, ft);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMValueRef nc = model_call_before(b, call, ft, f, args, n);
    LLVMDisposeBuilder(b);
    LLVMReplaceAllUsesWith(call, nc);
    LLVMInstructionEraseFromParent(call);
}

/* Every call of the function `name` (of nargs arguments) passes
 * errno's address: it becomes a call of with_errno. */
static bool set_errno_of(LLVMModuleRef mod, LLVMValueRef g, const char *name,
                         int nargs, const char *with_errno, merr *e)
{
    LLVMValueRef f = LLVMGetNamedFunction(mod, name);
    if (!f || !LLVMIsDeclaration(f))
        return true;
    /* (a use as a value went to model/fnref.c's stand-in) */
    if (!only_direct_calls(f, nargs)) {
        merr_set(e, 3, "unsupported: %s called other than directly with %d "
                 "argument%s in a program that reads errno", name, nargs,
                 nargs == 1 ? "" : "s");
        return false;
    }
    LLVMUseRef u;
    while ((u = LLVMGetFirstUse(f)))   /* pass_errno erases the call */
        pass_errno(mod, LLVMGetUser(u), g, with_errno, nargs);
    return true;
}

bool errno_lower(LLVMModuleRef mod, merr *e)
{
    LLVMValueRef loc = LLVMGetNamedFunction(mod, "__errno_location");
    if (!loc || !LLVMIsDeclaration(loc) || !LLVMGetFirstUse(loc))
        return true;
    /* (a use as a value went to model/fnref.c's stand-in) */
    if (!only_direct_calls(loc, -1)) {
        merr_set(e, 3, "unsupported: __errno_location called other than "
                 "directly");
        return false;
    }
    LLVMValueRef g = add_errno_global(mod);
    replace_locations(loc, g);
    return set_errno_of(mod, g, "sem_trywait", 1, TRYWAIT_ERRNO, e) &&
           set_errno_of(mod, g, "sem_timedwait", 2, TIMEDWAIT_ERRNO, e) &&
           set_errno_of(mod, g, "sem_clockwait", 3, TIMEDWAIT_ERRNO, e) &&
           set_errno_of(mod, g, "calloc", 2, CALLOC_ERRNO, e);
}
