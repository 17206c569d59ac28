/* replay/instrument.c — compiles the program to bitcode and inserts the
 * calls of the replay runtime before (and after) its visible operations. */
#define _GNU_SOURCE
#include "replay/replay.h"
#include "model/model.h"
#include "replay/runtime/pnbmc_rt.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <errno.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PNBMC_CLANG_PATH
#define PNBMC_CLANG_PATH "clang"
#endif

extern char **environ;

static void seterr(char *err, int nerr, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void seterr(char *err, int nerr, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, (size_t)nerr, fmt, ap);
    va_end(ap);
}

bool replay_run_clang(const char *const *argv, char *err, int nerr)
{
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], NULL, NULL, (char *const *)argv,
                          environ);
    if (rc != 0) {
        seterr(err, nerr, "cannot run clang '%s': %s", argv[0], strerror(rc));
        return false;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        seterr(err, nerr, "clang failed");
        return false;
    }
    return true;
}

/* ------------------------------------------------------------ the pass */

typedef struct {
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTypeRef i32, i64, i8p, voidt;
    LLVMTypeRef step_ty, done_ty, nondet_ty, fail_ty, check_ty, loaded_ty;
    LLVMValueRef step_fn, done_fn, nondet_fn, fail_fn, check_fn, loaded_fn;
    LLVMValueRef enter_fn, leave_fn;    /* around a user primitive's call */
    LLVMValueRef atomic_enter_fn, atomic_leave_fn;
    LLVMTypeRef spurious_ty;
    LLVMValueRef spurious_fn;           /* a weak cmpxchg's step: fail? */
    LLVMTypeRef indirect_ty, indirect_done_ty, fn_kind_ty;
    LLVMValueRef indirect_fn, indirect_done_fn;
    LLVMTypeRef in_read_ty;
    LLVMValueRef in_read_fn;            /* a library call's read through
                                         * an argument */
    bool indirect;                      /* some function has a kind for
                                         * calls through pointers */
    const uprims *uprims;               /* --primitives, may be NULL */
    char **files;
    int nfiles;
    bool oom;
} pass;

static LLVMValueRef declare(pass *p, const char *name, LLVMTypeRef ty)
{
    LLVMValueRef f = LLVMGetNamedFunction(p->mod, name);
    return f ? f : LLVMAddFunction(p->mod, name, ty);
}

static int file_id(pass *p, LLVMValueRef inst)
{
    unsigned len = 0;
    const char *f = LLVMGetDebugLocFilename(inst, &len);
    if (!f || !len)
        return -1;
    for (int i = 0; i < p->nfiles; i++)
        if (strlen(p->files[i]) == len && !memcmp(p->files[i], f, len))
            return i;
    char **n = realloc(p->files, (size_t)(p->nfiles + 1) * sizeof *n);
    char *s = strndup(f, len);
    if (!n || !s) {
        free(s);
        if (n)
            p->files = n;
        p->oom = true;
        return -1;
    }
    p->files = n;
    p->files[p->nfiles] = s;
    return p->nfiles++;
}

/* The callee of a call, through constant bitcasts; NULL if indirect. */
static LLVMValueRef callee_of(LLVMValueRef call)
{
    LLVMValueRef c = LLVMGetCalledValue(call);
    while (c && LLVMIsAConstantExpr(c) &&
           LLVMGetConstOpcode(c) == LLVMBitCast)
        c = LLVMGetOperand(c, 0);
    return c && LLVMIsAFunction(c) ? c : NULL;
}

/* The argument through which the called library function stores a result
 * (a thread's id, a joined thread's value, a semaphore's count, a key, a
 * mutex attribute's type word: prim_out_operand), or -1.
 * *folded: whether pnbmc folds the accesses of a local passed there as a
 * private local's (creations and joins). */
static int result_slot(LLVMValueRef call, bool *folded)
{
    LLVMValueRef c = LLVMGetCalledValue(call);
    const char *n = c && LLVMIsAFunction(c) ? LLVMGetValueName(c) : NULL;
    prim_kind k;
    if (!n || !prim_lookup(n, &k))
        return -1;
    int32_t at = prim_out_operand(k);
    if (at <= 0 || (unsigned)at > (unsigned)LLVMGetNumArgOperands(call))
        return -1;
    *folded = k == PR_THREAD_CREATE || k == PR_THREAD_JOIN;
    return at - 1;
}

/* Whether v is passed to call only as the slot a thread creation or a
 * join writes the new thread's id or the joined thread's result to: the
 * call writes it in the calling thread and keeps no pointer to it, and
 * pnbmc folds its accesses into the thread's steps as a private local's. */
static bool only_result_slot(LLVMValueRef call, LLVMValueRef v)
{
    bool folded = false;
    int slot = result_slot(call, &folded);
    if (slot < 0 || !folded)
        return false;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    for (unsigned i = 0; i < nargs; i++)
        if ((LLVMGetOperand(call, i) == v) != (i == (unsigned)slot))
            return false;
    return true;
}

/* C library functions that read the strings or bytes their pointers
 * give and keep no pointer (none is stored or returned): pnbmc's models
 * of them leave a local the thread's own (not atol: its model's strtol
 * call makes pnbmc's points-to sets take the string as escaping). */
static bool reads_only(const char *name)
{
    static const char *const fns[] = {
        "strlen", "strnlen", "strcmp", "strncmp", "memcmp", "strcasecmp",
        "strncasecmp", "atoi", "puts",
    };
    for (size_t i = 0; name && i < sizeof fns / sizeof *fns; i++)
        if (!strcmp(name, fns[i]))
            return true;
    return false;
}

/* True if the address v (an alloca, a thread-local global or derived
 * from one) may escape: it is
 * used otherwise than as the address of a load or store (stored as a value,
 * passed to a call other than as a thread's id or result slot, converted,
 * compared...). */
static bool escapes(LLVMValueRef v, int depth, bool copy_escapes)
{
    if (depth > 32)
        return true;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user))
            continue;
        if (LLVMIsAStoreInst(user)) {
            if (LLVMGetOperand(user, 0) == v)
                return true; /* the address itself is stored */
            continue;
        }
        if (LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user)) {
            if (escapes(user, depth + 1, copy_escapes))
                return true;
            continue;
        }
        if (LLVMIsACallInst(user)) {
            LLVMValueRef c = LLVMGetCalledValue(user);
            size_t len;
            const char *n = c && LLVMIsAFunction(c)
                                ? LLVMGetValueName2(c, &len) : NULL;
            /* va_start, va_copy and va_end fill or read the va_list
             * itself, and (unless copy_escapes) memcpy, memmove and
             * memset the bytes: the address stays in the thread.  A
             * local's loads and stores are the thread's own then, as in
             * pnbmc's model (a field of a struct copied from an atomic
             * load's temporary); whether the copy is a step keeps the
             * rule copy_escapes gives (call_inst_kind). */
            bool block = n && (!strncmp(n, "llvm.memcpy.", 12) ||
                               !strncmp(n, "llvm.memmove.", 13) ||
                               !strncmp(n, "llvm.memset.", 12));
            if ((n && (!strncmp(n, "llvm.dbg.", 9) ||
                       !strncmp(n, "llvm.lifetime.", 14) ||
                       !strncmp(n, "llvm.va_", 8))) ||
                (block && !copy_escapes) || reads_only(n) ||
                only_result_slot(user, v))
                continue;
        }
        return true;
    }
    return false;
}

/* Whether a is an alloca of a va_list (x86-64: [1 x %struct.__va_list_
 * tag]), whose register save and overflow areas are in the frames of
 * the function and its caller. */
static bool va_list_slot(LLVMValueRef a)
{
    if (!LLVMIsAAllocaInst(a))
        return false;
    LLVMTypeRef t = LLVMGetAllocatedType(a);
    while (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
        t = LLVMGetElementType(t);
    const char *n = LLVMGetTypeKind(t) == LLVMStructTypeKind
                        ? LLVMGetStructName(t) : NULL;
    return n && !strcmp(n, "struct.__va_list_tag");
}

static bool private_ptr(LLVMValueRef ptr, int depth, bool copy_escapes);

/* True if the pointer is (a field or element of) a stack slot or a
 * thread-local variable (__thread, _Thread_local) whose address does not
 * escape: accesses to it are the thread's own, pnbmc folds them into its
 * steps, and a thread whose whole run is folded (joined, no step of its
 * own) must not wait at them.  So is an argument va_arg reads: through a
 * pointer loaded from a private va_list. */
static bool private_ptr(LLVMValueRef ptr, int depth, bool copy_escapes)
{
    for (int guard = 0; ptr && guard < 64 && depth < 8; guard++) {
        if (LLVMIsALoadInst(ptr)) {
            LLVMValueRef from = LLVMGetOperand(ptr, 0), base = from;
            while (LLVMIsAGetElementPtrInst(base) || LLVMIsABitCastInst(base))
                base = LLVMGetOperand(base, 0);
            return va_list_slot(base) &&
                   private_ptr(from, depth + 1, copy_escapes);
        }
        if (LLVMIsAPHINode(ptr)) { /* va_arg's register or memory area */
            unsigned n = LLVMCountIncoming(ptr);
            for (unsigned i = 0; i < n; i++)
                if (!private_ptr(LLVMGetIncomingValue(ptr, i), depth + 1,
                                 copy_escapes))
                    return false;
            return n > 0;
        }
        if (LLVMIsAAllocaInst(ptr) ||
            (LLVMIsAGlobalVariable(ptr) && LLVMIsThreadLocal(ptr)))
            return !escapes(ptr, 0, copy_escapes);
        if (LLVMIsAGetElementPtrInst(ptr) || LLVMIsABitCastInst(ptr)) {
            ptr = LLVMGetOperand(ptr, 0);
            continue;
        }
        if (LLVMIsAConstantExpr(ptr) &&
            (LLVMGetConstOpcode(ptr) == LLVMGetElementPtr ||
             LLVMGetConstOpcode(ptr) == LLVMBitCast)) {
            ptr = LLVMGetOperand(ptr, 0);
            continue;
        }
        return false;
    }
    return false;
}

static bool private_to_thread(LLVMValueRef ptr)
{
    return private_ptr(ptr, 0, false);
}

/* The same for the destination of a memset, memcpy or memmove, which
 * is a step unless nothing but loads and stores use its address. */
static bool private_block(LLVMValueRef ptr)
{
    return private_ptr(ptr, 0, true);
}

static bool name_in(const char *n, const char *const *list)
{
    for (int i = 0; list[i]; i++)
        if (!strcmp(n, list[i]))
            return true;
    return false;
}

/* Kind of a call of the named function (RK_OTHER: not instrumented). */
static int call_kind(const char *n)
{
    static const char *const lock[] = {
        "pthread_mutex_lock", "pthread_mutex_trylock", "pthread_mutex_timedlock",
        "pthread_spin_lock", "pthread_spin_trylock", "pthread_rwlock_rdlock",
        "pthread_rwlock_wrlock", "pthread_rwlock_tryrdlock",
        "pthread_rwlock_trywrlock", "pthread_rwlock_timedrdlock",
        "pthread_rwlock_timedwrlock", "pthread_mutex_clocklock",
        "pthread_rwlock_clockrdlock", "pthread_rwlock_clockwrlock",
        "mtx_lock", "mtx_trylock", "mtx_timedlock", NULL};
    static const char *const unlock[] = {
        "pthread_mutex_unlock", "pthread_spin_unlock", "pthread_rwlock_unlock",
        "mtx_unlock", NULL};
    static const char *const cwait[] = {
        "pthread_cond_wait", "pthread_cond_timedwait", "pthread_cond_clockwait",
        "cnd_wait", "cnd_timedwait", NULL};
    static const char *const sig[] = {
        "pthread_cond_signal", "pthread_cond_broadcast", "cnd_signal",
        "cnd_broadcast", NULL};
    static const char *const sem[] = {
        "sem_wait", "sem_trywait", "sem_timedwait", "sem_clockwait", "sem_post",
        NULL};
    static const char *const end[] = {"exit", "_exit", "_Exit", "abort", NULL};
    static const char *const destroy[] = {
        "pthread_mutex_destroy", "pthread_cond_destroy", "pthread_rwlock_destroy",
        "pthread_spin_destroy", "pthread_barrier_destroy", "sem_destroy",
        "mtx_destroy", "cnd_destroy", NULL};
    if (name_in(n, lock))
        return RK_LOCK;
    if (name_in(n, unlock))
        return RK_UNLOCK;
    if (name_in(n, cwait))
        return RK_CONDWAIT;
    if (name_in(n, sig))
        return RK_SIGNAL;
    if (name_in(n, sem))
        return RK_SEM;
    if (name_in(n, end))
        return RK_END;
    if (!strcmp(n, "pthread_create") || !strcmp(n, "thrd_create"))
        return RK_CREATE;
    if (!strcmp(n, "pthread_join") || !strcmp(n, "thrd_join") ||
        !strcmp(n, "pthread_tryjoin_np") || !strcmp(n, "pthread_timedjoin_np") ||
        !strcmp(n, "pthread_clockjoin_np"))
        return RK_JOIN;
    if (!strcmp(n, "pthread_once") || !strcmp(n, "call_once"))
        return RK_ONCE;
    if (!strcmp(n, "pthread_cancel"))
        return RK_CANCEL;
    if (name_in(n, destroy))
        return RK_DESTROY;
    if (!strcmp(n, "pthread_barrier_wait"))
        return RK_BARRIER;
    if (!strcmp(n, "pthread_exit") || !strcmp(n, "thrd_exit"))
        return RK_THREAD_EXIT;
    if (!strcmp(n, "reach_error") || !strcmp(n, "__VERIFIER_error"))
        return RK_ERROR;
    if (!strcmp(n, "__assert_fail") || !strcmp(n, "__VERIFIER_assert"))
        return RK_ASSERT;
    if (!strncmp(n, "__VERIFIER_nondet_", 18))
        return RK_NONDET;
    return RK_OTHER;
}

static void set_loc(pass *p, LLVMValueRef inst)
{
    LLVMSetCurrentDebugLocation2(p->b, LLVMInstructionGetDebugLoc(inst));
}

static void emit_step(pass *p, LLVMValueRef at, int fid, unsigned line,
                      unsigned col, int kind)
{
    LLVMValueRef args[4] = {
        LLVMConstInt(p->i32, (unsigned long long)(long long)fid, 1),
        LLVMConstInt(p->i32, line, 0), LLVMConstInt(p->i32, col, 0),
        LLVMConstInt(p->i32, (unsigned long long)kind, 0)};
    LLVMPositionBuilderBefore(p->b, at);
    set_loc(p, at);
    LLVMBuildCall2(p->b, p->step_ty, p->step_fn, args, 4, "");
}

/* __pnbmc_rt_done() at the builder's position: the step's operation is
 * over. */
static void emit_done(pass *p)
{
    LLVMBuildCall2(p->b, p->done_ty, p->done_fn, NULL, 0, "");
}

/* Inserts the "after" calls: optional post step of the same location, then
 * __pnbmc_rt_done(). */
/* The address a bitcast (instruction or constant) was made from. */
static LLVMValueRef uncast_address(LLVMValueRef a)
{
    while ((LLVMIsABitCastInst(a) ||
            (LLVMIsAConstantExpr(a) && LLVMGetConstOpcode(a) == LLVMBitCast)))
        a = LLVMGetOperand(a, 0);
    return a;
}

/* A load or store of an integer through an address made from a pointer
 * to a pointer: the integer is an address (clang's code for an _Atomic
 * pointer moves it as an i64).  A struct's or array's first member is at
 * its address: clang folds the member's address into the aggregate's
 * (`_Atomic(int *)` first in a global struct). */
static bool moves_pointer(LLVMValueRef mem)
{
    unsigned addr = LLVMIsAStoreInst(mem) ? 1 : 0;
    LLVMTypeRef t = LLVMTypeOf(uncast_address(LLVMGetOperand(mem, addr)));
    if (LLVMGetTypeKind(t) != LLVMPointerTypeKind)
        return false;
    LLVMTypeRef e = LLVMGetElementType(t);
    for (int depth = 0; depth < 16; depth++) {
        if (LLVMGetTypeKind(e) == LLVMArrayTypeKind)
            e = LLVMGetElementType(e);
        else if (LLVMGetTypeKind(e) == LLVMStructTypeKind &&
                 !LLVMIsOpaqueStruct(e) && LLVMCountStructElementTypes(e))
            e = LLVMStructGetTypeAtIndex(e, 0);
        else
            break;
    }
    return LLVMGetTypeKind(e) == LLVMPointerTypeKind;
}

/* An integer that is an address: moved as a pointer (above), made by a
 * ptrtoint or turned into a pointer.  The model has addresses of its
 * own, so the witness's value is no check. */
static bool holds_address(LLVMValueRef inst, LLVMValueRef val)
{
    if (moves_pointer(inst))
        return true;
    if (LLVMIsAStoreInst(inst))
        return LLVMIsAPtrToIntInst(val) ||
               (LLVMIsALoadInst(val) && moves_pointer(val)) ||
               (LLVMIsAConstantExpr(val) &&
                LLVMGetConstOpcode(val) == LLVMPtrToInt);
    for (LLVMUseRef u = LLVMGetFirstUse(val); u; u = LLVMGetNextUse(u))
        if (LLVMIsAIntToPtrInst(LLVMGetUser(u)))
            return true;
    return false;
}

static void emit_after(pass *p, LLVMValueRef inst, int fid, unsigned line,
                       unsigned col, int post_kind)
{
    LLVMValueRef next = LLVMGetNextInstruction(inst);
    if (!next)
        return;
    if (post_kind != RK_OTHER)
        emit_step(p, next, fid, line, col, post_kind);
    LLVMPositionBuilderBefore(p->b, next);
    set_loc(p, inst);
    /* the value loaded or stored, checked against the witness's
     * "read x -> v" / "write x := v" */
    LLVMValueRef val = LLVMIsALoadInst(inst)    ? inst
                       : LLVMIsAStoreInst(inst) ? LLVMGetOperand(inst, 0)
                                                : NULL;
    LLVMTypeRef t = val ? LLVMTypeOf(val) : NULL;
    if (val && LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(t) <= 64 && !holds_address(inst, val)) {
        unsigned bits = LLVMGetIntTypeWidth(t);
        LLVMValueRef a[2] = {
            bits == 64 ? val : LLVMBuildZExt(p->b, val, p->i64, ""),
            LLVMConstInt(p->i32, bits, 0)};
        LLVMBuildCall2(p->b, p->loaded_ty, p->loaded_fn, a, 2, "");
        return;
    }
    emit_done(p);
}

static LLVMValueRef loc_args(pass *p, LLVMValueRef *a, int fid, unsigned line,
                             unsigned col)
{
    a[0] = LLVMConstInt(p->i32, (unsigned long long)(long long)fid, 1);
    a[1] = LLVMConstInt(p->i32, line, 0);
    a[2] = LLVMConstInt(p->i32, col, 0);
    return a[0];
}

static void instrument_nondet(pass *p, LLVMValueRef call, int fid,
                              unsigned line, unsigned col)
{
    LLVMTypeRef rt = LLVMTypeOf(call);
    LLVMTypeKind k = LLVMGetTypeKind(rt);
    if (k != LLVMIntegerTypeKind && k != LLVMPointerTypeKind &&
        k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return; /* void or an aggregate: leave the call alone */
    LLVMValueRef a[3];
    loc_args(p, a, fid, line, col);
    LLVMPositionBuilderBefore(p->b, call);
    set_loc(p, call);
    LLVMValueRef v = LLVMBuildCall2(p->b, p->nondet_ty, p->nondet_fn, a, 3,
                                    "");
    LLVMValueRef r;
    if (k == LLVMIntegerTypeKind)
        r = LLVMGetIntTypeWidth(rt) == 64 ? v : LLVMBuildTrunc(p->b, v, rt, "");
    else if (k == LLVMPointerTypeKind)
        r = LLVMBuildIntToPtr(p->b, v, rt, "");
    else /* the witness gives a float's bits, as the model holds it */
        r = LLVMBuildBitCast(p->b, k == LLVMFloatTypeKind
                             ? LLVMBuildTrunc(p->b, v, p->i32, "") : v,
                             rt, "");
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
}

static void instrument_fail(pass *p, LLVMValueRef call, const char *name,
                            int kind, int fid, unsigned line, unsigned col)
{
    LLVMValueRef a[5];
    loc_args(p, a, fid, line, col);
    LLVMPositionBuilderBefore(p->b, call);
    set_loc(p, call);
    a[3] = LLVMConstInt(p->i32, (unsigned long long)kind, 0);
    LLVMValueRef what = NULL;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    if (!strcmp(name, "__assert_fail") && nargs >= 1 &&
        LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, 0))) ==
            LLVMPointerTypeKind)
        what = LLVMBuildBitCast(p->b, LLVMGetOperand(call, 0), p->i8p, "");
    if (!what)
        what = LLVMBuildGlobalStringPtr(p->b, name, "__pnbmc_rt_name");
    a[4] = what;
    if (!strcmp(name, "__VERIFIER_assert")) {
        /* __VERIFIER_assert(cond): fails only when cond is 0 */
        LLVMValueRef cond = nargs >= 1 ? LLVMGetOperand(call, 0) : NULL;
        if (!cond || LLVMGetTypeKind(LLVMTypeOf(cond)) != LLVMIntegerTypeKind)
            return;
        LLVMValueRef c64 = LLVMBuildZExtOrBitCast(p->b, cond, p->i64, "");
        LLVMValueRef ca[6] = {c64, a[0], a[1], a[2], a[3], a[4]};
        LLVMBuildCall2(p->b, p->check_ty, p->check_fn, ca, 6, "");
        return;
    }
    LLVMBuildCall2(p->b, p->fail_ty, p->fail_fn, a, 5, "");
}

static void call_runtime(pass *p, LLVMValueRef before, LLVMValueRef loc,
                         LLVMValueRef fn)
{
    LLVMPositionBuilderBefore(p->b, before);
    set_loc(p, loc);
    LLVMBuildCall2(p->b, p->done_ty, fn, NULL, 0, "");
}

/* An atomic section, one step for pnbmc: the step's hook comes before
 * its begin (a call that begins it: begin; that also ends it: both),
 * the thread keeps its turn until its end (then the step's done). */
static void atomic_hooks(pass *p, LLVMValueRef call, bool begin, bool end)
{
    int fid = file_id(p, call);
    unsigned line = LLVMGetDebugLocLine(call);
    unsigned col = LLVMGetDebugLocColumn(call);
    if (!LLVMGetNextInstruction(call))
        return;
    if (begin) {
        emit_step(p, call, fid, line, col, RK_ATOMIC);
        call_runtime(p, call, call, p->atomic_enter_fn);
    }
    if (end) {
        emit_after(p, call, fid, line, col, RK_OTHER);
        call_runtime(p, LLVMGetNextInstruction(call), call,
                     p->atomic_leave_fn);   /* leave, then done */
    }
}

/* SV-COMP's atomic sections: __VERIFIER_atomic_begin ... _end, and a
 * call of a __VERIFIER_atomic_* function (both begin and end). */
static bool instrument_atomic(pass *p, LLVMValueRef call, const char *name)
{
    if (strncmp(name, "__VERIFIER_atomic_", 18))
        return false;
    atomic_hooks(p, call, strcmp(name, "__VERIFIER_atomic_end") != 0,
                 strcmp(name, "__VERIFIER_atomic_begin") != 0);
    return true;
}

/* memset writes its destination, memcpy, memmove and va_copy read one
 * block and write another (argument 0, the destination, decides whether
 * it is on the stack), free writes the block (pnbmc's race check takes
 * it for a write): a racing access of a witness can be one of them. */
static int block_access_kind(const char *name)
{
    if (!strncmp(name, "llvm.memset.", 12) || !strcmp(name, "memset") ||
        !strcmp(name, "free"))
        return RK_WRITE;
    if (!strncmp(name, "llvm.memcpy.", 12) || !strcmp(name, "memcpy") ||
        !strncmp(name, "llvm.memmove.", 13) || !strcmp(name, "memmove") ||
        !strcmp(name, "llvm.va_copy")) /* a memcpy in pnbmc (vararg.c) */
        return RK_COPY;
    return RK_OTHER;
}

/* The kind of the witness step of a user-defined primitive's call:
 * RK_OTHER for those with no step of their own (ignore; atomic sections
 * have atomic_hooks). */
static int user_prim_kind(prim_kind k)
{
    switch (k) {
    case PR_MUTEX_LOCK: case PR_MUTEX_TRYLOCK: return RK_LOCK;
    case PR_MUTEX_UNLOCK: return RK_UNLOCK;
    case PR_THREAD_CREATE: return RK_CREATE;
    case PR_THREAD_JOIN: return RK_JOIN;
    default: return RK_OTHER;
    }
}

/* A call pnbmc takes for a user-defined primitive (--primitives) is one
 * step, whatever the function does: the step's hook before the call, and
 * __pnbmc_rt_user_enter/leave around it, so that the runtime lets the
 * operations inside the call (a spin lock's exchange loop, the
 * pthread_create of a thread API's wrapper) run as part of the step. */
static void instrument_user_prim(pass *p, LLVMValueRef call, prim_kind k)
{
    int fid = file_id(p, call), kind = user_prim_kind(k);
    unsigned line = LLVMGetDebugLocLine(call);
    unsigned col = LLVMGetDebugLocColumn(call);
    if (!LLVMGetNextInstruction(call))
        return;
    if (kind != RK_OTHER) {
        emit_step(p, call, fid, line, col, kind);
        emit_after(p, call, fid, line, col, RK_OTHER);
    }
    if (k == PR_ATOMIC_BEGIN || k == PR_ATOMIC_END)
        atomic_hooks(p, call, k == PR_ATOMIC_BEGIN, k == PR_ATOMIC_END);
    call_runtime(p, call, call, p->enter_fn);
    /* leave, then the step's or the section's done */
    call_runtime(p, LLVMGetNextInstruction(call), call, p->leave_fn);
}

/* The kind of a call's hook, RK_OTHER for none (or hooked here: user
 * primitives, atomic sections). *name: the callee's (NULL for memset,
 * memcpy and memmove, which are accesses). */
static int call_inst_kind(pass *p, LLVMValueRef call, const char **name)
{
    LLVMValueRef f = callee_of(call);
    size_t len;
    const char *n = f ? LLVMGetValueName2(f, &len) : NULL;
    *name = NULL;
    if (!n)
        return RK_OTHER;
    int kind = block_access_kind(n);
    if (kind != RK_OTHER)
        return private_block(LLVMGetOperand(call, 0)) ? RK_OTHER : kind;
    uprim_use use;
    if (!strncmp(n, "llvm.", 5))
        return RK_OTHER;
    if (p->uprims && uprims_match(p->uprims, n, &use)) {
        instrument_user_prim(p, call, use.kind);
        return RK_OTHER;
    }
    if (instrument_atomic(p, call, n))
        return RK_OTHER;
    /* a program's own __VERIFIER_assert: its body calls the error
     * function, as pnbmc follows it */
    if (!strcmp(n, "__VERIFIER_assert") && !LLVMIsDeclaration(f))
        return RK_OTHER;
    *name = n;
    return call_kind(n);
}

/* A weak cmpxchg fails spuriously where its witness step says so: the
 * runtime answers after the step's turn came, and the expected value is
 * then made to differ from the object's (which equals it, or the witness
 * would show a plain failure), so the exchange fails, stores nothing and
 * returns the object's value, as a spurious failure does. */
static void force_spurious(pass *p, LLVMValueRef cas)
{
    LLVMValueRef exp = LLVMGetOperand(cas, 1);
    LLVMTypeRef t = LLVMTypeOf(exp);
    bool ptr = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
    if (!ptr && LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
        return;
    LLVMPositionBuilderBefore(p->b, cas);
    set_loc(p, cas);
    LLVMValueRef fail = LLVMBuildICmp(p->b, LLVMIntNE,
        LLVMBuildCall2(p->b, p->spurious_ty, p->spurious_fn, NULL, 0, ""),
        LLVMConstInt(p->i32, 0, 0), "");
    LLVMValueRef bits = ptr ? LLVMBuildPtrToInt(p->b, exp, p->i64, "") : exp;
    LLVMValueRef other = LLVMBuildXor(p->b, bits,
                                      LLVMConstInt(LLVMTypeOf(bits), 1, 0), "");
    if (ptr)
        other = LLVMBuildIntToPtr(p->b, other, t, "");
    LLVMSetOperand(cas, 1, LLVMBuildSelect(p->b, fail, other, exp, ""));
}

/* The kind of a call of the library function f through a pointer: a
 * step before the call, its post step (__pnbmc_rt_indirect_done: a
 * condition wait's wake-up, a barrier's release, a once's return) and
 * done after; RK_OTHER for the calls instrumented otherwise (nondet
 * values, failures) and those not instrumented.  A user-defined
 * primitive's (--primitives) has RK_USER_PRIM, as its direct calls are
 * one step whose body runs freely (atomic sections excepted: called
 * through a pointer, they stay plain code). */
static int indirect_kind(pass *p, LLVMValueRef f)
{
    size_t len;
    const char *n = LLVMGetValueName2(f, &len);
    uprim_use use;
    if (p->uprims && uprims_match(p->uprims, n, &use) &&
        use.kind != PR_ATOMIC_BEGIN && use.kind != PR_ATOMIC_END)
        return user_prim_kind(use.kind) | RK_USER_PRIM;
    if (!LLVMIsDeclaration(f) || !strncmp(n, "llvm.", 5))
        return RK_OTHER;
    if (!strcmp(n, "free"))
        return RK_WRITE;
    int k = call_kind(n);
    return k == RK_NONDET || k == RK_ERROR || k == RK_ASSERT ? RK_OTHER : k;
}

/* At main's entry, the runtime learns the kind of each library function
 * a call through a pointer may reach (__pnbmc_rt_indirect). */
static void register_indirect_kinds(pass *p)
{
    LLVMValueRef main_fn = LLVMGetNamedFunction(p->mod, "main");
    if (!main_fn || LLVMIsDeclaration(main_fn))
        return;
    LLVMValueRef at = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(main_fn));
    LLVMTypeRef params[2] = {p->i8p, p->i32};
    p->fn_kind_ty = LLVMFunctionType(p->voidt, params, 2, 0);
    LLVMValueRef reg = declare(p, "__pnbmc_rt_fn_kind", p->fn_kind_ty);
    for (LLVMValueRef f = LLVMGetFirstFunction(p->mod); f;
         f = LLVMGetNextFunction(f)) {
        int k = indirect_kind(p, f);
        if (k == RK_OTHER)
            continue;
        LLVMPositionBuilderBefore(p->b, at);
        set_loc(p, at);
        LLVMValueRef a[2] = {LLVMConstPointerCast(f, p->i8p),
                             LLVMConstInt(p->i32, (unsigned)k, 0)};
        LLVMBuildCall2(p->b, p->fn_kind_ty, reg, a, 2, "");
        p->indirect = true;
    }
}

/* hook(ptr, file, line, col) before call, at its location; a holds the
 * arguments after it. */
static LLVMValueRef hook_with_pointer(pass *p, LLVMValueRef call,
                                      LLVMValueRef ptr, LLVMTypeRef ty,
                                      LLVMValueRef hook, LLVMValueRef *a)
{
    loc_args(p, a + 1, file_id(p, call), LLVMGetDebugLocLine(call),
             LLVMGetDebugLocColumn(call));
    LLVMPositionBuilderBefore(p->b, call);
    set_loc(p, call);
    a[0] = LLVMBuildPointerCast(p->b, ptr, p->i8p, "");
    return LLVMBuildCall2(p->b, ty, hook, a, 4, "");
}

/* A call through a pointer: the runtime makes it the step of the
 * registered function it reaches, if any. */
static void instrument_indirect(pass *p, LLVMValueRef call)
{
    LLVMValueRef next = LLVMGetNextInstruction(call);
    if (!next)
        return;
    LLVMValueRef a[4];
    LLVMValueRef k = hook_with_pointer(p, call, LLVMGetCalledValue(call),
                                       p->indirect_ty, p->indirect_fn, a);
    LLVMPositionBuilderBefore(p->b, next);
    a[0] = k;
    LLVMBuildCall2(p->b, p->indirect_done_ty, p->indirect_done_fn, a, 4, "");
}

/* What a library call reads through an argument (a time-out, an
 * attribute object: prim_in_operand) is a read step of the calling
 * thread before the call's own, which a race witness's row can name. */
static void instrument_in_read(pass *p, LLVMValueRef call, const char *name)
{
    int32_t bytes, i = prim_in_operand(name, &bytes);
    if (i <= 0 || (unsigned)i > (unsigned)LLVMGetNumArgOperands(call))
        return;
    LLVMValueRef arg = LLVMGetOperand(call, (unsigned)i - 1);
    if (LLVMGetTypeKind(LLVMTypeOf(arg)) != LLVMPointerTypeKind ||
        LLVMIsNull(arg) || private_to_thread(arg))
        return;
    LLVMValueRef a[4];
    hook_with_pointer(p, call, arg, p->in_read_ty, p->in_read_fn, a);
}

/* The memory order of an access for the runtime's checks against the
 * witness (RO_UNKNOWN for other instructions). */
static int access_order(LLVMValueRef in)
{
    LLVMAtomicOrdering o;
    if (LLVMIsAAtomicCmpXchgInst(in))
        o = LLVMGetCmpXchgSuccessOrdering(in);
    else if (LLVMIsALoadInst(in) || LLVMIsAStoreInst(in) ||
             LLVMIsAAtomicRMWInst(in))
        o = LLVMGetOrdering(in);
    else
        return RO_UNKNOWN;
    return o <= LLVMAtomicOrderingUnordered ? RO_PLAIN : (int)o;
}

/* The steps pnbmc makes of a load or store: one per 64-bit limb of an
 * integer wider than 64 bits (a packed struct's run of bit-fields,
 * model/wideint.c), else one. */
static unsigned wide_limbs(LLVMValueRef in)
{
    LLVMValueRef v = LLVMIsALoadInst(in)    ? in
                     : LLVMIsAStoreInst(in) ? LLVMGetOperand(in, 0)
                                            : NULL;
    LLVMTypeRef t = v ? LLVMTypeOf(v) : NULL;
    if (!t || LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
        return 1;
    unsigned bits = LLVMGetIntTypeWidth(t);
    return bits > 64 && bits <= 256 ? (bits + 63) / 64 : 1;
}

/* A library call that stores a result through a pointer the program
 * passed (pthread_join(t, &g)): the store is a write of the witness, a
 * racing one if another thread accesses g meanwhile.  It is hooked
 * before the call, where the store is still to come; a witness folds it
 * into the call's own step otherwise. */
static void emit_result_store(pass *p, LLVMValueRef call)
{
    bool folded;
    int slot = result_slot(call, &folded);
    if (slot < 0)
        return;
    LLVMValueRef dst = LLVMGetOperand(call, (unsigned)slot);
    if (LLVMIsAConstantPointerNull(dst) || private_to_thread(dst))
        return;
    emit_step(p, call, file_id(p, call), LLVMGetDebugLocLine(call),
              LLVMGetDebugLocColumn(call), RK_WRITE);
    emit_done(p);
}

static void instrument_inst(pass *p, LLVMValueRef in, bool in_main)
{
    int kind = RK_OTHER, post = RK_OTHER;
    const char *name = NULL;
    if (LLVMIsAReturnInst(in)) {
        /* main's return ends the process: not before the witness ends */
        if (in_main)
            emit_step(p, in, file_id(p, in), LLVMGetDebugLocLine(in),
                      LLVMGetDebugLocColumn(in), RK_MAIN_RETURN);
        return;
    }
    if (LLVMIsALoadInst(in)) {
        if (private_to_thread(LLVMGetOperand(in, 0)))
            return;
        kind = RK_READ;
    } else if (LLVMIsAStoreInst(in)) {
        if (private_to_thread(LLVMGetOperand(in, 1)))
            return;
        kind = RK_WRITE;
    } else if (LLVMIsAAtomicRMWInst(in) || LLVMIsAAtomicCmpXchgInst(in)) {
        kind = RK_RMW;
    } else if (LLVMIsACallInst(in)) {
        LLVMValueRef callee = LLVMGetCalledValue(in);
        if (p->indirect && !callee_of(in) && !LLVMIsAInlineAsm(callee)) {
            instrument_indirect(p, in);
            return;
        }
        emit_result_store(p, in);
        kind = call_inst_kind(p, in, &name);
        if (name)
            instrument_in_read(p, in, name);
        if (kind == RK_OTHER)
            return;
    } else {
        return;
    }
    int fid = file_id(p, in);
    unsigned line = LLVMGetDebugLocLine(in), col = LLVMGetDebugLocColumn(in);
    switch (kind) {
    case RK_NONDET:
        instrument_nondet(p, in, fid, line, col);
        return;
    case RK_ERROR: case RK_ASSERT:
        instrument_fail(p, in, name, kind, fid, line, col);
        return;
    case RK_CONDWAIT:
        post = RK_CONDWAKE;
        break;
    case RK_BARRIER:
        post = RK_BARRIER_DONE;
        break;
    case RK_ONCE:
        post = RK_ONCE_DONE;
        break;
    default:
        break;
    }
    for (unsigned i = 1, n = wide_limbs(in); i < n; i++) {
        emit_step(p, in, fid, line, col, kind | RO_PLAIN << RK_ORDER_SHIFT);
        emit_done(p);
    }
    emit_step(p, in, fid, line, col, kind | access_order(in) << RK_ORDER_SHIFT);
    if (LLVMIsAAtomicCmpXchgInst(in) && LLVMGetWeak(in))
        force_spurious(p, in);
    emit_after(p, in, fid, line, col, post);
}

/* The runtime's hook functions and their types. */
static void declare_hooks(pass *p)
{
    LLVMTypeRef step_params[4] = {p->i32, p->i32, p->i32, p->i32};
    p->step_ty = LLVMFunctionType(p->voidt, step_params, 4, 0);
    p->done_ty = LLVMFunctionType(p->voidt, NULL, 0, 0);
    p->nondet_ty = LLVMFunctionType(p->i64, step_params, 3, 0);
    LLVMTypeRef fail_params[5] = {p->i32, p->i32, p->i32, p->i32, p->i8p};
    p->fail_ty = LLVMFunctionType(p->voidt, fail_params, 5, 0);
    LLVMTypeRef check_params[6] = {p->i64, p->i32, p->i32, p->i32, p->i32,
                                   p->i8p};
    p->check_ty = LLVMFunctionType(p->voidt, check_params, 6, 0);
    p->step_fn = declare(p, "__pnbmc_rt_step", p->step_ty);
    p->done_fn = declare(p, "__pnbmc_rt_done", p->done_ty);
    p->nondet_fn = declare(p, "__pnbmc_rt_nondet", p->nondet_ty);
    p->fail_fn = declare(p, "__pnbmc_rt_fail", p->fail_ty);
    p->check_fn = declare(p, "__pnbmc_rt_check", p->check_ty);
    p->enter_fn = declare(p, "__pnbmc_rt_user_enter", p->done_ty);
    p->atomic_enter_fn = declare(p, "__pnbmc_rt_atomic_enter", p->done_ty);
    p->atomic_leave_fn = declare(p, "__pnbmc_rt_atomic_leave", p->done_ty);
    p->leave_fn = declare(p, "__pnbmc_rt_user_leave", p->done_ty);
    p->spurious_ty = LLVMFunctionType(p->i32, NULL, 0, 0);
    p->spurious_fn = declare(p, "__pnbmc_rt_cas_spurious", p->spurious_ty);
    LLVMTypeRef loaded_params[2] = {p->i64, p->i32};
    p->loaded_ty = LLVMFunctionType(p->voidt, loaded_params, 2, 0);
    p->loaded_fn = declare(p, "__pnbmc_rt_loaded", p->loaded_ty);
    LLVMTypeRef indirect_params[4] = {p->i8p, p->i32, p->i32, p->i32};
    p->indirect_ty = LLVMFunctionType(p->i32, indirect_params, 4, 0);
    p->indirect_fn = declare(p, "__pnbmc_rt_indirect", p->indirect_ty);
    LLVMTypeRef indirect_done_params[4] = {p->i32, p->i32, p->i32, p->i32};
    p->indirect_done_ty = LLVMFunctionType(p->voidt, indirect_done_params,
                                           4, 0);
    p->indirect_done_fn = declare(p, "__pnbmc_rt_indirect_done",
                                  p->indirect_done_ty);
    p->in_read_ty = LLVMFunctionType(p->voidt, indirect_params, 4, 0);
    p->in_read_fn = declare(p, "__pnbmc_rt_in_read", p->in_read_ty);
}

static void instrument_module(pass *p)
{
    register_indirect_kinds(p);

    for (LLVMValueRef f = LLVMGetFirstFunction(p->mod); f;
         f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f))
            continue;
        size_t len;
        const char *fname = LLVMGetValueName2(f, &len);
        if (!strncmp(fname, "__pnbmc_rt_", 11))
            continue;
        /* collect first: instrumenting inserts and erases instructions */
        size_t n = 0, cap = 64;
        LLVMValueRef *insts = malloc(cap * sizeof *insts);
        if (!insts) {
            p->oom = true;
            return;
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in)) {
                if (n == cap) {
                    LLVMValueRef *m = realloc(insts, 2 * cap * sizeof *m);
                    if (!m) {
                        free(insts);
                        p->oom = true;
                        return;
                    }
                    insts = m, cap *= 2;
                }
                insts[n++] = in;
            }
        for (size_t i = 0; i < n; i++)
            instrument_inst(p, insts[i], !strcmp(fname, "main"));
        free(insts);
    }
    /* Library calls the runtime replaces (same types): pthread_create ->
     * __pnbmc_rt_create numbers threads in creation order and runs the
     * start routine in a wrapper; its condition waits end, its tryjoins
     * and timed joins return, and its mtx_trylock fails spuriously, as
     * the witness says. */
    static const char *const replaced[][2] = {
        {"pthread_create", "__pnbmc_rt_create"},
        {"thrd_create", "__pnbmc_rt_thrd_create"},
        {"pthread_cond_wait", "__pnbmc_rt_cond_wait"},
        {"pthread_cond_timedwait", "__pnbmc_rt_cond_timedwait"},
        {"pthread_cond_clockwait", "__pnbmc_rt_cond_clockwait"},
        {"cnd_wait", "__pnbmc_rt_cnd_wait"},
        {"cnd_timedwait", "__pnbmc_rt_cnd_timedwait"},
        {"mtx_trylock", "__pnbmc_rt_mtx_trylock"},
        {"pthread_tryjoin_np", "__pnbmc_rt_tryjoin_np"},
        {"pthread_timedjoin_np", "__pnbmc_rt_timedjoin_np"},
        {"pthread_clockjoin_np", "__pnbmc_rt_clockjoin_np"}};
    for (size_t i = 0; i < sizeof replaced / sizeof replaced[0]; i++) {
        LLVMValueRef pc = LLVMGetNamedFunction(p->mod, replaced[i][0]);
        if (!pc || !LLVMIsDeclaration(pc))
            continue;
        LLVMValueRef w = LLVMAddFunction(p->mod, replaced[i][1],
                                         LLVMGlobalGetValueType(pc));
        LLVMReplaceAllUsesWith(pc, w);
        LLVMDeleteFunction(pc);
    }
}

static LLVMModuleRef load_bc(LLVMContextRef ctx, const char *path, char *err,
                             int nerr)
{
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
        seterr(err, nerr, "cannot load bitcode: %s", msg ? msg : "?");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef mod = NULL;
    if (LLVMParseBitcodeInContext2(ctx, buf, &mod)) {
        seterr(err, nerr, "cannot parse bitcode '%s'", path);
        mod = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
    return mod;
}

/* A struct passed by value in memory (a byval parameter): pnbmc copies it
 * at the callee's entry, at the location of its first instruction that
 * has one (model/byval.c), and the copy reads the caller's object, a
 * step of the witness when it is shared ("read shared", or "memcpy to p"
 * when the copy's own address escapes).  clang's code has no copy to
 * hook: the hooks go where pnbmc's copy is, before mem2reg changes which
 * instruction comes first. */
static void hook_byval_copies(pass *p)
{
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (LLVMValueRef f = LLVMGetFirstFunction(p->mod); f;
         f = LLVMGetNextFunction(f)) {
        LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(f);
        bool any = false;
        for (unsigned i = 0; entry && i < LLVMCountParams(f); i++)
            any |= LLVMGetEnumAttributeAtIndex(f, i + 1, byval) != NULL;
        LLVMValueRef at = any ? LLVMGetFirstInstruction(entry) : NULL;
        LLVMValueRef loc = at;
        while (loc && !LLVMInstructionGetDebugLoc(loc))
            loc = LLVMGetNextInstruction(loc);
        if (!loc)
            continue;
        LLVMValueRef args[4] = {
            LLVMConstInt(p->i32, (unsigned long long)(long long)file_id(p, loc),
                         1),
            LLVMConstInt(p->i32, LLVMGetDebugLocLine(loc), 0),
            LLVMConstInt(p->i32, LLVMGetDebugLocColumn(loc), 0), NULL};
        LLVMPositionBuilderBefore(p->b, at);
        set_loc(p, loc);
        for (int k = 0; k < 2; k++) {
            args[3] = LLVMConstInt(p->i32, k ? RK_READ : RK_COPY, 0);
            LLVMBuildCall2(p->b, p->step_ty, p->step_fn, args, 4, "");
            emit_done(p);
        }
    }
}

/* mem2reg, as pnbmc's front-end runs it: a local whose address is only
 * held in another local (int *p = &l; ... *p) is then accessed through
 * the alloca itself, which private_ptr sees as the thread's own, as
 * pnbmc's model does (it folds those accesses into its steps). */
static bool promote_locals(LLVMModuleRef mod, char *err, int nerr)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(mod, "mem2reg", NULL, po);
    LLVMDisposePassBuilderOptions(po);
    if (!e)
        return true;
    char *msg = LLVMGetErrorMessage(e);
    seterr(err, nerr, "mem2reg failed: %.300s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
}

bool replay_instrument(const char *const *srcs, int nsrcs,
                       const char *const *cflags, int ncflags,
                       const char *tmpdir, const char *out_bc,
                       char ***files, int *nfiles, bool verbose,
                       const uprims *up, char *err, int nerr)
{
    static const char *const fixed[] = {
        "-c", "-emit-llvm", "-O0", "-g", "-w", "-fno-discard-value-names",
        "-fgnu89-inline", "-D__PNBMC_REPLAY__=1", "-Xclang",
        "-disable-O0-optnone"};
    int nfixed = (int)(sizeof fixed / sizeof fixed[0]);
    bool ok = false;
    pass p = {0};
    p.uprims = up;
    p.ctx = LLVMContextCreate();
    const char **argv = calloc((size_t)(nfixed + ncflags + 8), sizeof *argv);
    if (!argv) {
        seterr(err, nerr, "out of memory");
        goto out;
    }
    for (int i = 0; i < nsrcs; i++) {
        char bc[4096];
        snprintf(bc, sizeof bc, "%s/in%d.bc", tmpdir, i);
        int argc = 0;
        argv[argc++] = PNBMC_CLANG_PATH;
        for (int k = 0; k < nfixed; k++)
            argv[argc++] = fixed[k];
        for (int k = 0; k < ncflags; k++)
            argv[argc++] = cflags[k];
        argv[argc++] = srcs[i];
        argv[argc++] = "-o";
        argv[argc++] = bc;
        argv[argc] = NULL;
        if (verbose) {
            fprintf(stderr, "replay:");
            for (int k = 0; k < argc; k++)
                fprintf(stderr, " %s", argv[k]);
            fprintf(stderr, "\n");
        }
        if (!replay_run_clang(argv, err, nerr)) {
            seterr(err, nerr, "clang failed on '%s'", srcs[i]);
            goto out;
        }
        LLVMModuleRef m = load_bc(p.ctx, bc, err, nerr);
        unlink(bc);
        if (!m)
            goto out;
        if (!p.mod)
            p.mod = m;
        else if (LLVMLinkModules2(p.mod, m)) {
            seterr(err, nerr, "cannot link '%s' (duplicate symbols?)",
                   srcs[i]);
            goto out;
        }
    }
    if (!p.mod) {
        seterr(err, nerr, "no input file");
        goto out;
    }
    p.b = LLVMCreateBuilderInContext(p.ctx);
    p.i32 = LLVMInt32TypeInContext(p.ctx);
    p.i64 = LLVMInt64TypeInContext(p.ctx);
    p.i8p = LLVMPointerType(LLVMInt8TypeInContext(p.ctx), 0);
    p.voidt = LLVMVoidTypeInContext(p.ctx);
    declare_hooks(&p);
    hook_byval_copies(&p);
    if (!promote_locals(p.mod, err, nerr))
        goto out;
    instrument_module(&p);
    if (p.oom) {
        seterr(err, nerr, "out of memory");
        goto out;
    }
    char *msg = NULL;
    if (LLVMVerifyModule(p.mod, LLVMReturnStatusAction, &msg)) {
        seterr(err, nerr, "instrumented module is broken: %.300s",
               msg ? msg : "?");
        LLVMDisposeMessage(msg);
        goto out;
    }
    LLVMDisposeMessage(msg);
    if (LLVMWriteBitcodeToFile(p.mod, out_bc)) {
        seterr(err, nerr, "cannot write '%s'", out_bc);
        goto out;
    }
    ok = true;
out:
    free(argv);
    if (p.b)
        LLVMDisposeBuilder(p.b);
    if (p.mod)
        LLVMDisposeModule(p.mod);
    LLVMContextDispose(p.ctx);
    if (ok) {
        *files = p.files;
        *nfiles = p.nfiles;
    } else {
        for (int i = 0; i < p.nfiles; i++)
            free(p.files[i]);
        free(p.files);
    }
    return ok;
}
