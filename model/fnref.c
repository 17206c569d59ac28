/* model/fnref.c — the address of a function the program declares but
 * does not define, used as a value.
 *
 * A function pointer is a pointer to a function's object, and only a
 * defined function has code to run: `pthread_key_create(&k, free)`,
 * `list->dtor = free` or `atexit(cleanup_lib)` stored the address of a
 * declaration, and the later call through it ended the run unknown
 * ("call through an invalid or external function pointer").  Before the
 * models are linked, each such declaration gets a defined stand-in with
 * the same type, NAME.ref (FNREF_SUFFIX), whose body calls NAME with its parameters and
 * returns what it returns; every use of NAME other than as a callee
 * takes the stand-in's address instead.  The call in the stand-in is an
 * ordinary call: a primitive (free, pthread_mutex_unlock), a C library
 * model (linked after this pass), or an unknown external function,
 * unsupported when a run reaches it.  Direct calls still call NAME.
 * A variadic declaration's arguments cannot be forwarded: the stand-in
 * of a variadic primitive (printf) makes a call through the pointer
 * unsupported (mem2reg would make it a direct call of the no-op again,
 * without the reads model/output.c adds to direct calls).  A function a --primitives rule names gets a stand-in too,
 * defined or not: its direct call in the stand-in is the primitive. */
#include "model/lower.h"

#include <llvm-c/DebugInfo.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* v is a constant cast (of a function, in a call of one declared without
 * prototype). */
static bool is_function_cast(LLVMValueRef v)
{
    return model_strip_casts(v) != v;
}

/* Some use of v (a function or a cast of one) is not the callee of a
 * call. */
static bool used_as_value(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == v)
            continue;
        if (is_function_cast(user) && !used_as_value(user))
            continue;
        return true;
    }
    return false;
}

/* Calls whose callee is v, or a cast of v (gathered first: restoring a
 * callee changes v's use list). */
static size_t callee_uses(LLVMValueRef v, LLVMValueRef **calls, size_t n,
                          size_t *cap)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (is_function_cast(user)) {
            n = callee_uses(user, calls, n, cap);
            continue;
        }
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != v)
            continue;
        if (n == *cap) {
            *cap = *cap ? 2 * *cap : 8;
            *calls = realloc(*calls, *cap * sizeof **calls);
            if (!*calls)
                abort();
        }
        (*calls)[n++] = user;
    }
    return n;
}

/* The source location of the first instruction that uses v (a function
 * or a cast of one) other than as a callee, or NULL (only constant
 * initialisers use it so). */
static LLVMMetadataRef value_use_loc(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == v)
            continue;
        LLVMMetadataRef l = LLVMIsAInstruction(user)
                          ? LLVMInstructionGetDebugLoc(user)
                          : LLVMIsAConstantExpr(user) ? value_use_loc(user)
                                                      : NULL;
        if (l)
            return l;
    }
    return NULL;
}

/* The stand-in's body: return f(params...).  Its instructions have the
 * location where the program first takes f's address: a step there is
 * shown at the call that reached the stand-in (solve/sim.c), but a
 * thread-specific data destructor has no such call. */
static void build_body(LLVMBuilderRef b, LLVMValueRef ref, LLVMValueRef f,
                       LLVMMetadataRef loc)
{
    LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(f));
    LLVMTypeRef t = LLVMGlobalGetValueType(f);
    unsigned n = LLVMCountParams(ref);
    LLVMValueRef *args = calloc(n ? n : 1, sizeof *args);
    if (!args)
        abort();
    LLVMGetParams(ref, args);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, ref, ""));
    LLVMValueRef r = LLVMBuildCall2(b, t, f, args, n, "");
    LLVMValueRef ret = LLVMGetTypeKind(LLVMGetReturnType(t)) ==
                       LLVMVoidTypeKind ? LLVMBuildRetVoid(b)
                                        : LLVMBuildRet(b, r);
    model_set_loc(r, loc);
    model_set_loc(ret, loc);
    free(args);
}

/* The body of a variadic declaration's stand-in: its arguments cannot be
 * forwarded, so a call through the pointer is unsupported (a call of
 * the undefined variadic_call_through_pointer_not_modelled, then a
 * zero result: the run ends at the call before). */
static void build_unsupported_body(LLVMBuilderRef b, LLVMValueRef ref,
                                   LLVMMetadataRef loc)
{
    LLVMModuleRef mod = LLVMGetGlobalParent(ref);
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTypeRef vt = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(ref));
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, ref, ""));
    LLVMValueRef r = LLVMBuildCall2(
        b, vt, model_function(mod, "variadic_call_through_pointer_not_modelled",
                              vt), NULL, 0, "");
    LLVMValueRef ret = LLVMGetTypeKind(rt) == LLVMVoidTypeKind
                     ? LLVMBuildRetVoid(b) : LLVMBuildRet(b, LLVMConstNull(rt));
    model_set_loc(r, loc);
    model_set_loc(ret, loc);
}

/* Uses of f as a value now take ref; calls still call f. */
static void take_ref(LLVMValueRef f, LLVMValueRef ref)
{
    LLVMReplaceAllUsesWith(f, ref);
    LLVMValueRef *calls = NULL;
    size_t cap = 0, n = callee_uses(ref, &calls, 0, &cap);
    for (size_t i = 0; i < n; i++) {
        LLVMValueRef callee = LLVMGetCalledValue(calls[i]);
        LLVMValueRef back = callee == ref
                          ? f : LLVMConstPointerCast(f, LLVMTypeOf(callee));
        LLVMSetOperand(calls[i],
                       (unsigned)LLVMGetNumOperands(calls[i]) - 1, back);
    }
    free(calls);
}

/* A variadic declaration that is a primitive (printf, fprintf: no-ops
 * whose reads model/output.c adds to their direct calls only).  Other
 * variadic declarations (snprintf, open) are C library models, which a
 * call through the pointer reaches directly once mem2reg has made it
 * direct (a call that stays indirect is unsupported: lower_insn.inc). */
static bool variadic_primitive(LLVMValueRef f)
{
    prim_kind k;
    return LLVMIsDeclaration(f) && prim_lookup(LLVMGetValueName(f), &k);
}

/* use is the start routine operand of a pthread_create or thrd_create
 * call. */
static bool start_routine_use(LLVMUseRef use)
{
    LLVMValueRef call = LLVMGetUser(use);
    if (!LLVMIsACallInst(call))
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(call);
    const char *name = LLVMIsAFunction(callee) ? LLVMGetValueName(callee)
                                               : "";
    unsigned i = !strcmp(name, "pthread_create") ? 2
               : !strcmp(name, "thrd_create") ? 1 : 0;
    return i && (unsigned)LLVMGetNumArgOperands(call) > i &&
           LLVMGetOperand(call, i) == LLVMGetUsedValue(use);
}

/* Some use of defined function f as a value is not a thread's start
 * routine: a thread started with a function a rule matches ('ignore
 * ^log_' and a thread log_flusher) runs its body; the rules are about
 * calls. */
static bool used_besides_start(LLVMValueRef f)
{
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if ((LLVMIsACallInst(user) && LLVMGetCalledValue(user) == f) ||
            start_routine_use(u))
            continue;
        return true;
    }
    return false;
}

/* A declaration, or a function the primitives file names (its body is
 * the program's implementation of the primitive, which a call through a
 * pointer would run instead of the primitive) that is used as a value
 * other than as a thread's start routine. */
static bool needs_ref(LLVMValueRef f, const uprims *u)
{
    uprim_use use;
    return (LLVMIsDeclaration(f) ||
            (uprims_match_fn(u, NULL, f, &use) && used_besides_start(f))) &&
           strncmp(LLVMGetValueName(f), "llvm.", 5) != 0 &&
           (!LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) ||
            variadic_primitive(f)) &&
           used_as_value(f);
}

void fnref_lower(LLVMModuleRef mod, const uprims *u)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod), next; f; f = next) {
        next = LLVMGetNextFunction(f);
        if (!needs_ref(f, u))
            continue;
        char name[256];
        snprintf(name, sizeof name, "%s" FNREF_SUFFIX, LLVMGetValueName(f));
        LLVMMetadataRef loc = value_use_loc(f);
        LLVMValueRef ref = LLVMAddFunction(mod, name,
                                           LLVMGlobalGetValueType(f));
        LLVMSetLinkage(ref, LLVMInternalLinkage);
        take_ref(f, ref);
        if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)))
            build_unsupported_body(b, ref, loc);
        else
            build_body(b, ref, f, loc);
    }
    LLVMDisposeBuilder(b);
}
