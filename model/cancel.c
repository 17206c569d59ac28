/* model/cancel.c — deferred thread cancellation (pthread_cancel).
 *
 * A cancellation request is a flag per thread in the C library models;
 * the cancelled thread acts on it at the next cancellation point it
 * reaches with cancellation enabled: it runs its cleanup handlers, then
 * its thread-specific data destructors, and ends with PTHREAD_CANCELED.
 * The models cannot see where a thread is, so this pass marks the
 * points in the program, before the models are linked, in programs
 * that use pthread_cancel:
 *
 *   - before each call of a function POSIX makes a cancellation point
 *     (REQUIRED_POINTS, BLOCKING_POINTS), a call of pnbmc_cancel_point:
 *     the thread acts on a pending request;
 *   - before each call of a function POSIX allows to be one
 *     (OPTIONAL_POINTS: output and input through streams, which glibc
 *     makes one when the call reaches the system), pnbmc_cancel_maybe:
 *     with a pending request the thread acts on it or not (both runs);
 *   - a call that may block (BLOCKING_POINTS) is bracketed by
 *     pnbmc_cancel_block and pnbmc_cancel_unblock instead: a request
 *     pending on entry acts; one made while the thread is inside is a
 *     wake-up the engines do not follow (the thread would leave the wait
 *     early), so the request ends the run unsupported;
 *   - but a condition wait (COND_WAITS), where waits may wake up
 *     spuriously (the default), by pnbmc_cancel_wait and
 *     pnbmc_cancel_woken(cond): a request made while the thread waits
 *     ends the wait as a spurious wake-up does (the simulator makes that
 *     wake-up a move of its own, solve/sim_prim.inc's cancel_wakes, so
 *     a waiter with a request is no deadlock), and the woken thread acts
 *     on it after re-locking the mutex, first passing on a signal it may
 *     have taken (pthread_cond_signal: POSIX forbids a cancelled waiter to
 *     consume one; the extra wake-up of another waiter, if the wait
 *     ended otherwise, is a spurious one);
 *   - after a join, pnbmc_cancel_joined(thread, result): the joined
 *     thread's id is given to the next thread created at its site, which
 *     starts with no request, and names no thread until then (as
 *     pnbmc_thread_joined's below).
 *
 * In programs that cancel or use pthread_kill or pthread_equal, the
 * thread lifetimes:
 *   - after a join, pnbmc_thread_joined(thread, result) (in a program
 *     that cancels, pnbmc_cancel_joined): the id names no thread, so a
 *     request, a pthread_kill or a pthread_equal with it is undefined;
 *   - after a creation (CREATES), pnbmc_thread_created(&thread, result):
 *     the id names a thread again.
 *
 * Asynchronous cancellation (pthread_setcanceltype) is unsupported in a
 * program that cancels.  Runs after model/fnref.c (a stand-in's direct
 * call is marked too) and model/cleanup.c. */
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <string.h>

/* Cancellation points that return without waiting for another thread. */
static const char *const REQUIRED_POINTS[] = {
    "pthread_testcancel", "sleep", "usleep", "nanosleep", "clock_nanosleep",
    "thrd_sleep", "read", "write", "open", "openat", "creat", "close",
    "fsync", "fdatasync", "pread", "pwrite", "readv", "writev", "system",
    "accept", "connect", "recv", "recvfrom", "recvmsg", "send", "sendto",
    "sendmsg", "poll", "select", "pselect", "pause", "sigwait", "wait",
    "waitpid", "tcdrain", "msync", NULL,
};

/* Cancellation points that may wait for another thread. */
static const char *const BLOCKING_POINTS[] = {
    "pthread_join", "pthread_timedjoin_np", "pthread_clockjoin_np",
    "thrd_join", "pthread_cond_wait", "pthread_cond_timedwait",
    "pthread_cond_clockwait", "cnd_wait", "cnd_timedwait", "sem_wait",
    "sem_timedwait", "sem_clockwait", NULL,
};

static const char *const COND_WAITS[] = {
    "pthread_cond_wait", "pthread_cond_timedwait", "pthread_cond_clockwait",
    "cnd_wait", "cnd_timedwait", NULL,
};

/* Functions POSIX allows to be cancellation points (the stream
 * functions the C library models know). */
static const char *const OPTIONAL_POINTS[] = {
    "printf", "fprintf", "vprintf", "vfprintf", "dprintf", "puts", "fputs",
    "putchar", "putc", "fputc", "fwrite", "fflush", "perror", "fopen",
    "fclose", "fgets", "fgetc", "getc", "getchar", "fread", "scanf",
    "fscanf", "__isoc99_scanf", "__isoc99_fscanf", "getline", NULL,
};

static const char *const CREATES[] = {"pthread_create", "thrd_create", NULL};

static const char *const JOINS[] = {
    "pthread_join", "pthread_timedjoin_np", "pthread_clockjoin_np",
    "thrd_join", NULL,
};

static bool listed(const char *const *list, const char *name)
{
    for (; *list; list++)
        if (!strcmp(*list, name))
            return true;
    return false;
}

static LLVMTypeRef void_type(LLVMModuleRef mod)
{
    return LLVMVoidTypeInContext(LLVMGetModuleContext(mod));
}

/* A call of the model's void name(params[0 .. n)) with args before next,
 * the instruction that followed the call at (args are built before next
 * too), at at's source line. */
static void call_after(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef at,
                       LLVMValueRef next, const char *name,
                       LLVMValueRef *args, LLVMTypeRef *params, unsigned n)
{
    LLVMTypeRef t = LLVMFunctionType(void_type(mod), params, n, 0);
    model_set_loc(model_call_before(b, next, t, model_function(mod, name, t),
                                    args, n),
                  LLVMInstructionGetDebugLoc(at));
}

/* After the join call j: pnbmc_thread_joined(thread, result), in a
 * program that cancels pnbmc_cancel_joined (which also drops a request). */
static void note_join(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef j,
                      bool cancels)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef next = LLVMGetNextInstruction(j);
    LLVMPositionBuilderBefore(b, next);
    LLVMValueRef tid = LLVMGetOperand(j, 0), rc = j;
    if (LLVMGetTypeKind(LLVMTypeOf(tid)) == LLVMPointerTypeKind)
        tid = LLVMBuildPtrToInt(b, tid, i64, "");
    LLVMValueRef args[2] = {
        LLVMBuildIntCast2(b, tid, i64, false, ""),
        LLVMBuildIntCast2(b, rc, i32, true, ""),
    };
    LLVMTypeRef params[2] = {i64, i32};
    call_after(mod, b, j, next,
               cancels ? "pnbmc_cancel_joined" : "pnbmc_thread_joined", args,
               params, 2);
}

/* pnbmc_thread_created(thread pointer, result) after the creation c. */
static void note_create(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef c)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef bytep = LLVMPointerType(LLVMInt8TypeInContext(ctx), 0);
    LLVMValueRef next = LLVMGetNextInstruction(c);
    LLVMPositionBuilderBefore(b, next);
    LLVMValueRef args[2] = {
        LLVMBuildPointerCast(b, LLVMGetOperand(c, 0), bytep, ""),
        LLVMBuildIntCast2(b, c, i32, true, ""),
    };
    LLVMTypeRef params[2] = {bytep, i32};
    call_after(mod, b, c, next, "pnbmc_thread_created", args, params, 2);
}

/* pnbmc_cancel_woken(cond) after the condition wait w. */
static void note_wake(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef w)
{
    LLVMTypeRef bytep = LLVMPointerType(
        LLVMInt8TypeInContext(LLVMGetModuleContext(mod)), 0);
    LLVMValueRef next = LLVMGetNextInstruction(w);
    LLVMPositionBuilderBefore(b, next);
    LLVMValueRef cond = LLVMBuildPointerCast(b, LLVMGetOperand(w, 0), bytep,
                                             "");
    call_after(mod, b, w, next, "pnbmc_cancel_woken", &cond, &bytep, 1);
}

/* A call whose first argument is a pointer. */
static bool first_arg_pointer(LLVMValueRef in)
{
    return LLVMGetNumArgOperands(in) >= 1 &&
           LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(in, 0))) ==
               LLVMPointerTypeKind;
}

/* A call with an int result and an argument. */
static bool returns_int_with_arg(LLVMValueRef in)
{
    return LLVMGetNumArgOperands(in) >= 1 &&
           LLVMGetTypeKind(LLVMTypeOf(in)) == LLVMIntegerTypeKind;
}

static void mark_point(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef in,
                       const char *name, bool spurious)
{
    if (spurious && listed(COND_WAITS, name) && first_arg_pointer(in)) {
        model_call_model0(mod, b, in, "pnbmc_cancel_wait");
        note_wake(mod, b, in);
    } else if (listed(REQUIRED_POINTS, name))
        model_call_model0(mod, b, in, "pnbmc_cancel_point");
    else if (listed(OPTIONAL_POINTS, name))
        model_call_model0(mod, b, in, "pnbmc_cancel_maybe");
    else if (listed(BLOCKING_POINTS, name)) {
        model_call_model0(mod, b, in, "pnbmc_cancel_block");
        model_set_loc(model_call_model0(mod, b, LLVMGetNextInstruction(in),
                                        "pnbmc_cancel_unblock"),
                      LLVMInstructionGetDebugLoc(in));
    }
}

void cancel_lower(LLVMModuleRef mod, bool spurious)
{
    bool cancels = model_program_uses(mod, "pthread_cancel");
    if (!cancels && !model_program_uses(mod, "pthread_kill") &&
        !model_program_uses(mod, "pthread_equal"))
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in;
                 in = next) {
                next = LLVMGetNextInstruction(in);
                const char *name = model_declared_callee(in);
                if (!name)
                    continue;
                if (cancels)
                    mark_point(mod, b, in, name, spurious);
                if (!returns_int_with_arg(in))
                    continue;
                if (listed(JOINS, name))
                    note_join(mod, b, in, cancels);
                else if (listed(CREATES, name) && first_arg_pointer(in))
                    note_create(mod, b, in);
            }
    LLVMDisposeBuilder(b);
}
