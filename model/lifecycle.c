/* model/lifecycle.c — what runs before main and when the process exits.
 *
 * Before main: the program's constructor functions (the clang array
 * llvm.global_ctors, from __attribute__((constructor))), in ascending
 * priority, each called at main's entry.  With --entry main does not
 * run and the harness runs none: unsupported.
 *
 * At exit: C runs the functions atexit (and glibc's on_exit, with the
 * exit status) registered, last registered first, when the process
 * exits with exit() or by returning from main;
 * then the destructor functions (llvm.global_dtors) run, in descending
 * priority (glibc runs them from a handler registered before main).
 * quick_exit runs the at_quick_exit handlers instead; _exit, _Exit and
 * abort run none.  They all run in the thread that exits, while the
 * other threads may still run: a handler that frees or resets what a
 * worker still uses is the classic exit-time race.  The C library
 * models keep the registered functions (atexit, at_quick_exit) and run
 * them (pnbmc_run_atexit, pnbmc_run_at_quick_exit); this pass calls the
 * runner and the destructors before every exit() or quick_exit() call
 * and before every return of main (with --entry, nothing runs at the end
 * of main, which does not run).
 *
 * When main's thread ends with pthread_exit (or thrd_exit) the process
 * exits when the last thread does, which runs the handlers in that
 * thread: not modelled, so when there are any such a call is preceded by
 * a call of the undefined atexit_after_main_thread_exit_not_modelled
 * (unsupported when a run reaches it).  Runs before the C library models
 * are linked. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <string.h>

#define MAX_XTORS 64

/* The functions of llvm.global_ctors or llvm.global_dtors, in the order
 * they run (ascending priority for constructors, descending for
 * destructors, ties in array order, reversed for destructors); their
 * number, -1 if one is not a function without parameters or there are
 * more than MAX_XTORS. */
static int xtors(LLVMModuleRef mod, const char *array, bool dtors,
                 LLVMValueRef *fns)
{
    LLVMValueRef g = LLVMGetNamedGlobal(mod, array);
    LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
    if (!init || !LLVMIsAConstantArray(init))
        return 0;
    int n = LLVMGetNumOperands(init);
    unsigned long long prio[MAX_XTORS];
    if (n > MAX_XTORS)
        return -1;
    for (int i = 0; i < n; i++) {
        LLVMValueRef e = LLVMGetOperand(init, (unsigned)i);
        LLVMValueRef p = LLVMGetOperand(e, 0);
        LLVMValueRef f = model_strip_casts(LLVMGetOperand(e, 1));
        if (!LLVMIsAConstantInt(p) || !f || !LLVMIsAFunction(f) ||
            LLVMCountParams(f) != 0)
            return -1;
        /* insertion sort: stable, so ties keep the array order */
        int k = i;
        unsigned long long v = LLVMConstIntGetZExtValue(p);
        for (; k > 0 && (dtors ? prio[k - 1] <= v : prio[k - 1] > v); k--) {
            prio[k] = prio[k - 1];
            fns[k] = fns[k - 1];
        }
        prio[k] = v;
        fns[k] = f;
    }
    return n;
}

/* Constructors at main's entry, after its allocas. */
static void run_constructors(LLVMBuilderRef b, LLVMValueRef main_fn,
                             const LLVMValueRef *ctors, int n)
{
    LLVMValueRef at = LLVMGetFirstInstruction(
        LLVMGetEntryBasicBlock(main_fn));
    while (at && LLVMIsAAllocaInst(at))
        at = LLVMGetNextInstruction(at);
    for (int i = 0; at && i < n; i++)
        model_call_before(b, at, LLVMGlobalGetValueType(ctors[i]), ctors[i],
                          NULL, 0);
}

/* The exit status of exit call or main's return `in` as an i32 for
 * on_exit's handlers (0 where there is none: a void return). */
static LLVMValueRef exit_status(LLVMBuilderRef b, LLVMValueRef in)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(
        LLVMGetTypeContext(LLVMTypeOf(in)));
    LLVMValueRef v = NULL;
    if (LLVMIsAReturnInst(in) ? LLVMGetNumOperands(in) > 0
                              : LLVMGetNumArgOperands(in) > 0)
        v = LLVMGetOperand(in, 0); /* a call's arguments come first */
    if (!v || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
        return LLVMConstInt(i32, 0, 0);
    LLVMPositionBuilderBefore(b, in);
    return LLVMBuildIntCast2(b, v, i32, 1, "");
}

/* The atexit (and on_exit) handlers' run before exit call or main's
 * return `in`. */
static void run_atexit(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef in)
{
    LLVMContextRef cx = LLVMGetModuleContext(mod);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(cx);
    LLVMTypeRef t = LLVMFunctionType(LLVMVoidTypeInContext(cx), &i32, 1, 0);
    LLVMValueRef status = exit_status(b, in);
    model_call_before(b, in, t, model_function(mod, "pnbmc_run_atexit", t),
                      &status, 1);
}

bool lifecycle_lower(LLVMModuleRef mod, bool main_runs, merr *e)
{
    LLVMValueRef ctors[MAX_XTORS], dtors[MAX_XTORS];
    int nc = xtors(mod, "llvm.global_ctors", false, ctors);
    int nd = xtors(mod, "llvm.global_dtors", true, dtors);
    if (nc < 0 || nd < 0) {
        merr_set(e, 3, "unsupported: constructor or destructor functions "
                 "(more than %d, or with parameters)", MAX_XTORS);
        return false;
    }
    LLVMValueRef main_fn = LLVMGetNamedFunction(mod, "main");
    if (nc > 0 && (!main_runs || !main_fn || LLVMIsDeclaration(main_fn))) {
        merr_set(e, 3, "unsupported: constructor functions with --entry "
                 "(the harness does not run them)");
        return false;
    }
    bool handlers = model_program_uses(mod, "atexit") ||
                    model_program_uses(mod, "on_exit");
    bool normal = handlers || nd > 0;
    bool quick = model_program_uses(mod, "at_quick_exit");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    if (nc > 0)
        run_constructors(b, main_fn, ctors, nc);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod);
         (normal || quick) && f; f = LLVMGetNextFunction(f)) {
        bool is_main = main_runs && f == main_fn;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in)) {
                const char *n = model_declared_callee(in);
                if (normal && ((n && !strcmp(n, "exit")) ||
                               (is_main && LLVMIsAReturnInst(in)))) {
                    if (handlers)
                        run_atexit(mod, b, in);
                    for (int i = 0; i < nd; i++)
                        model_call_before(b, in, LLVMGlobalGetValueType(dtors[i]),
                              dtors[i], NULL, 0);
                } else if (quick && n && !strcmp(n, "quick_exit")) {
                    model_call_model0(mod, b, in, "pnbmc_run_at_quick_exit");
                } else if (normal && is_main && n &&
                           (!strcmp(n, "pthread_exit") ||
                            !strcmp(n, "thrd_exit"))) {
                    model_call_model0(mod, b, in, "atexit_after_main_thread_"
                                            "exit_not_modelled");
                }
            }
    }
    LLVMDisposeBuilder(b);
    return true;
}
