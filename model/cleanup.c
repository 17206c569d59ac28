/* model/cleanup.c — pthread_cleanup_push and pthread_cleanup_pop.
 *
 * In C, glibc's macros keep the handler in two locals of the frame
 * (__cancel_routine, __cancel_arg) and register a jump buffer:
 *
 *     not_first = __sigsetjmp(buf, 0);
 *     if (not_first) { routine(arg); __pthread_unwind_next(buf); }
 *     __pthread_register_cancel(buf);
 *     ... the guarded code ...
 *     __pthread_unregister_cancel(buf);
 *     if (execute) routine(arg);
 *
 * The C library unwinds a cancelled or exiting thread by long jumps to
 * the registered buffers, innermost first: each runs its handler, then
 * jumps on.  pnbmc has no long jumps; it keeps the handlers themselves
 * instead, on a per-thread stack in the C library models: the register
 * call becomes pnbmc_cleanup_push(routine, arg) (the values the two
 * locals hold there, which the macros never change), the unregister
 * call pnbmc_cleanup_pop(), the __sigsetjmp a 0 (its first return; the
 * jump back never comes, so the block that would run the handler is
 * dead and its __pthread_unwind_next goes), and every pthread_exit and
 * thrd_exit call runs the handlers still pushed, last first
 * (pnbmc_cleanup_run), before the thread-specific data destructors, as
 * POSIX orders them.  A handler runs in a frame above the exiting one
 * rather than after the frames above its own are gone: what it can
 * reach is the same, the frames above its own are only freed later.
 *
 * A jump buffer the pattern does not fit (another shape, setjmp of the
 * program's own) keeps its __sigsetjmp call: unsupported when a run
 * reaches it.  Runs before the C library models are linked. */
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <string.h>

static bool calls(LLVMValueRef in, const char *name)
{
    const char *n = model_declared_callee(in);
    return n && !strcmp(n, name);
}

/* v without casts and GEPs (instructions or constants): the jump buffer's
 * alloca when v is an address inside it. */
static LLVMValueRef buffer_base(LLVMValueRef v)
{
    for (;;) {
        if (LLVMIsABitCastInst(v) || LLVMIsAGetElementPtrInst(v))
            v = LLVMGetOperand(v, 0);
        else if (LLVMIsAConstantExpr(v) &&
                 (LLVMGetConstOpcode(v) == LLVMBitCast ||
                  LLVMGetConstOpcode(v) == LLVMGetElementPtr))
            v = LLVMGetOperand(v, 0);
        else
            return v;
    }
}

/* The alloca a load in the function reads, or NULL. */
static LLVMValueRef loaded_local(LLVMValueRef v)
{
    if (!LLVMIsALoadInst(v))
        return NULL;
    LLVMValueRef p = LLVMGetOperand(v, 0);
    return LLVMIsAAllocaInst(p) ? p : NULL;
}

/* One registration: its buffer, the locals the handler call reads, and
 * the calls that make it. */
typedef struct {
    LLVMValueRef buf, routine, arg;
    LLVMValueRef setjmp_call, unwind_call;
} frame_pattern;

/* In unwind's block: `routine(arg)` right before __pthread_unwind_next,
 * both loaded from locals. */
static bool handler_call(LLVMValueRef unwind, frame_pattern *p)
{
    LLVMValueRef call = LLVMGetPreviousInstruction(unwind);
    if (!call || !LLVMIsACallInst(call) || model_direct_callee(call) ||
        LLVMGetNumArgOperands(call) != 1)
        return false;
    p->routine = loaded_local(LLVMGetCalledValue(call));
    p->arg = loaded_local(LLVMGetOperand(call, 0));
    return p->routine && p->arg;
}

/* The __sigsetjmp and __pthread_unwind_next calls of buffer p->buf in
 * function f, and the handler the unwind block calls; false unless
 * there is exactly one of each. */
static bool find_pattern(LLVMValueRef f, frame_pattern *p)
{
    int nset = 0, nunwind = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            if (!LLVMIsACallInst(in) || !LLVMGetNumArgOperands(in) ||
                buffer_base(LLVMGetOperand(in, 0)) != p->buf)
                continue;
            if (calls(in, "__sigsetjmp")) {
                nset++;
                p->setjmp_call = in;
            } else if (calls(in, "__pthread_unwind_next")) {
                nunwind++;
                p->unwind_call = in;
            }
        }
    return nset == 1 && nunwind == 1 && handler_call(p->unwind_call, p);
}

static LLVMTypeRef void_type(LLVMModuleRef mod)
{
    return LLVMVoidTypeInContext(LLVMGetModuleContext(mod));
}

static LLVMTypeRef byte_ptr(LLVMModuleRef mod)
{
    return LLVMPointerType(LLVMInt8TypeInContext(LLVMGetModuleContext(mod)),
                           0);
}

/* The register call reg becomes pnbmc_cleanup_push(routine, arg), which
 * this returns. */
static LLVMValueRef push_instead(LLVMModuleRef mod, LLVMBuilderRef b,
                                 LLVMValueRef reg, const frame_pattern *p)
{
    LLVMPositionBuilderBefore(b, reg);
    LLVMValueRef fn = LLVMBuildLoad2(b, LLVMGetAllocatedType(p->routine),
                                     p->routine, "cleanup.routine");
    LLVMValueRef arg = LLVMBuildLoad2(b, LLVMGetAllocatedType(p->arg),
                                      p->arg, "cleanup.arg");
    LLVMValueRef args[2] = {
        LLVMBuildPointerCast(b, fn, byte_ptr(mod), ""),
        LLVMBuildPointerCast(b, arg, byte_ptr(mod), ""),
    };
    LLVMTypeRef params[2] = {byte_ptr(mod), byte_ptr(mod)};
    LLVMTypeRef t = LLVMFunctionType(void_type(mod), params, 2, 0);
    LLVMValueRef push = model_call_before(
        b, reg, t, model_function(mod, "pnbmc_cleanup_push", t), args, 2);
    LLVMInstructionEraseFromParent(reg);
    return push;
}

/* Registration reg (a __pthread_register_cancel call) in f, when the
 * pattern fits: push, pops, the first return of __sigsetjmp.  The push
 * call that replaces reg, or NULL when reg stays. */
static LLVMValueRef lower_registration(LLVMModuleRef mod, LLVMBuilderRef b,
                                       LLVMValueRef f, LLVMValueRef reg)
{
    frame_pattern p = {.buf = buffer_base(LLVMGetOperand(reg, 0))};
    if (!LLVMIsAAllocaInst(p.buf) || !find_pattern(f, &p))
        return NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in;
             in = next) {
            next = LLVMGetNextInstruction(in);
            if ((calls(in, "__pthread_unregister_cancel") ||
                 calls(in, "__pthread_unregister_cancel_restore")) &&
                buffer_base(LLVMGetOperand(in, 0)) == p.buf) {
                model_call_model0(mod, b, in, "pnbmc_cleanup_pop");
                LLVMInstructionEraseFromParent(in);
            }
        }
    LLVMValueRef push = push_instead(mod, b, reg, &p);
    LLVMReplaceAllUsesWith(p.setjmp_call,
                           LLVMConstNull(LLVMTypeOf(p.setjmp_call)));
    LLVMInstructionEraseFromParent(p.setjmp_call);
    LLVMInstructionEraseFromParent(p.unwind_call);
    return push;
}

/* The next registration call in f at or after in, or NULL. */
static LLVMValueRef next_registration(LLVMValueRef in)
{
    for (; in; in = LLVMGetNextInstruction(in))
        if (calls(in, "__pthread_register_cancel") ||
            calls(in, "__pthread_register_cancel_defer"))
            return in;
    return NULL;
}

/* The registrations of f that fit become pushes; whether any did.  The
 * scan goes on after each push (or kept registration): lowering erases
 * other calls of the pattern, which may follow it. */
static bool lower_function(LLVMModuleRef mod, LLVMBuilderRef b,
                           LLVMValueRef f)
{
    bool any = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef in = LLVMGetFirstInstruction(bb), reg;
        while ((reg = next_registration(in))) {
            LLVMValueRef push = lower_registration(mod, b, f, reg);
            any |= push != NULL;
            in = LLVMGetNextInstruction(push ? push : reg);
        }
    }
    return any;
}

/* pthread_exit and thrd_exit run the handlers still pushed. */
static void run_before_exits(LLVMModuleRef mod, LLVMBuilderRef b)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in))
                if (calls(in, "pthread_exit") || calls(in, "thrd_exit"))
                    model_call_model0(mod, b, in, "pnbmc_cleanup_run");
}

void cleanup_lower(LLVMModuleRef mod)
{
    if (!model_program_uses(mod, "__pthread_register_cancel") &&
        !model_program_uses(mod, "__pthread_register_cancel_defer"))
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    bool any = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        any |= lower_function(mod, b, f);
    if (any)
        run_before_exits(mod, b);
    LLVMDisposeBuilder(b);
}
