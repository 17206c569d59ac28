/* model/vararg.c — calls of the program's own variadic functions.
 *
 * On x86-64 and i386 clang expands va_arg inline: it reads the va_list
 * and the argument memory it points to, and only `llvm.va_start`, which
 * the back end implements with the registers and the stack, is beyond
 * what the engines run.  So after mem2reg (a va_list handed to a helper
 * is its parameter then, not a spilled copy) and before lowering, every
 * direct call of a defined variadic function with its extra arguments
 * becomes:
 *
 *   - an "argument area" (a local array of the caller, in its entry
 *     block: one per call site, so a loop does not allocate anew) that
 *     holds the extra arguments as the ABI's stack would: x86-64 an
 *     8-byte slot each (what va_arg reads once the registers are
 *     exhausted), i386 each at the next multiple of 4;
 *   - a store of the area's address into VA_SLOT, one thread-local
 *     pointer, right before the call, which passes the fixed arguments
 *     only.  The callee loads VA_SLOT first thing at its entry, before
 *     any call of its own could change it.  The slot is VA_SLOT_PRIVATE
 *     when every va_list stays in its thread (va_lists_local): then
 *     lowering keeps the area private (no visible steps for va_arg).
 *
 * In the variadic function, va_start(ap) becomes stores into ap: i386
 * the area's address; x86-64 register offsets past the register save
 * area (gp_offset 48, fp_offset 176: every va_arg takes the memory path)
 * and the area as overflow_arg_area.  va_copy is a copy of the va_list,
 * va_end nothing.  The va_list is ordinary memory then: passed to another
 * function of the program (a vlog(fmt, ap) helper), it works there too.
 *
 * A call this does not rewrite stays a variadic call, which lowering
 * reports as unsupported: through a pointer (its callee would load a
 * stale area), or with an extra argument of a type without a plain
 * slot (a struct passed by value as such, long double, __int128). */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <stdlib.h>
#include <string.h>

#define VA_MAX_EXTRA 64
#define VA_LOCAL_DEPTH 4  /* nested calls a va_list is followed into */

/* The x86-64 register offsets va_start sets: the ends of the general
 * and the floating-point parts of the register save area. */
enum { X64_GP_END = 48, X64_FP_END = 176 };

typedef struct {
    LLVMModuleRef mod;
    LLVMContextRef ctx;
    LLVMTargetDataRef td;
    LLVMBuilderRef b;
    LLVMValueRef slot;  /* VA_SLOT or VA_SLOT_PRIVATE, made on first use */
    bool x64;           /* 8-byte pointers: x86-64, else i386 */
    bool private_areas; /* va_lists_local: the areas stay in their thread */
} va_ctx;

static LLVMTypeRef bytes_ptr(va_ctx *v)
{
    return LLVMPointerType(LLVMInt8TypeInContext(v->ctx), 0);
}

static LLVMValueRef va_slot(va_ctx *v)
{
    if (!v->slot) {
        v->slot = LLVMAddGlobal(v->mod, bytes_ptr(v), v->private_areas
                                ? VA_SLOT_PRIVATE : VA_SLOT);
        LLVMSetInitializer(v->slot, LLVMConstNull(bytes_ptr(v)));
        LLVMSetThreadLocal(v->slot, 1);
        LLVMSetLinkage(v->slot, LLVMInternalLinkage);
    }
    return v->slot;
}

/* The defined variadic function a call calls directly, else NULL. */
static LLVMValueRef variadic_callee(LLVMValueRef call)
{
    LLVMValueRef f = model_direct_callee(call);
    if (!f || LLVMIsDeclaration(f) ||
        !LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)))
        return NULL;
    return f;
}

/* Bytes an extra argument of type t takes in the area; 0: no plain slot. */
static unsigned slot_size(va_ctx *v, LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    unsigned long long sz = LLVMABISizeOfType(v->td, t);
    bool plain = (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) <= 64) ||
                 k == LLVMPointerTypeKind || k == LLVMDoubleTypeKind ||
                 k == LLVMFloatTypeKind;
    if (!plain || sz == 0 || sz > 8)
        return 0;
    return v->x64 ? 8 : (unsigned)((sz + 3) / 4 * 4);
}

/* Whether argument i of call is passed by value as a copy of memory. */
static bool by_value(LLVMValueRef call, unsigned i)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("byval", 5);
    return kind && LLVMGetCallSiteEnumAttribute(call, i + 1, kind) != NULL;
}

/* Whether a fixed argument of type a may be passed as a parameter of type
 * p: the same type, or two pointers (a FILE * for a model's void *). */
static bool passes_as(LLVMTypeRef a, LLVMTypeRef p)
{
    return a == p || (LLVMGetTypeKind(a) == LLVMPointerTypeKind &&
                      LLVMGetTypeKind(p) == LLVMPointerTypeKind);
}

/* Offsets of the extra arguments of call (fixed parameters nfixed) and
 * the area's size; false when one has no plain slot or a fixed argument
 * (but for a pointer) or the result differs in type from f's (a call
 * through a cast). */
static bool lay_out(va_ctx *v, LLVMValueRef call, LLVMValueRef f,
                    unsigned *off, unsigned *size)
{
    unsigned nfixed = LLVMCountParams(f);
    unsigned nargs = LLVMGetNumArgOperands(call);
    if (nargs < nfixed || nargs - nfixed > VA_MAX_EXTRA ||
        LLVMTypeOf(call) != LLVMGetReturnType(LLVMGlobalGetValueType(f)))
        return false;
    for (unsigned i = 0; i < nfixed; i++)
        if (!passes_as(LLVMTypeOf(LLVMGetOperand(call, i)),
                       LLVMTypeOf(LLVMGetParam(f, i))))
            return false;
    unsigned at = 0;
    for (unsigned i = nfixed; i < nargs; i++) {
        unsigned n = slot_size(v, LLVMTypeOf(LLVMGetOperand(call, i)));
        if (n == 0 || by_value(call, i))
            return false;
        off[i - nfixed] = at;
        at += n;
    }
    *size = at;
    return true;
}

/* The caller's area for one call site: an array at its entry. */
static LLVMValueRef new_area(va_ctx *v, LLVMValueRef call, unsigned size)
{
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(
        LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
    LLVMPositionBuilderBefore(v->b, LLVMGetFirstInstruction(entry));
    LLVMTypeRef arr = LLVMArrayType(LLVMInt8TypeInContext(v->ctx),
                                    size ? size : 1);
    LLVMValueRef a = LLVMBuildAlloca(v->b, arr, MODEL_VA_AREA_NAME);
    LLVMSetAlignment(a, 16);
    return a;
}

static LLVMValueRef byte_at(va_ctx *v, LLVMValueRef base, unsigned off)
{
    LLVMValueRef p = LLVMBuildPointerCast(v->b, base, bytes_ptr(v), "");
    LLVMValueRef ix = LLVMConstInt(LLVMInt32TypeInContext(v->ctx), off, 0);
    return LLVMBuildGEP2(v->b, LLVMInt8TypeInContext(v->ctx), p, &ix, 1, "");
}

static void store_at(va_ctx *v, LLVMValueRef val, LLVMValueRef base,
                     unsigned off, LLVMMetadataRef loc)
{
    LLVMValueRef p = LLVMBuildPointerCast(
        v->b, byte_at(v, base, off), LLVMPointerType(LLVMTypeOf(val), 0), "");
    model_set_loc(LLVMBuildStore(v->b, val, p), loc);
}

/* The call with its extra arguments in an area; false: left as it is. */
static bool rewrite_call(va_ctx *v, LLVMValueRef call)
{
    LLVMValueRef f = variadic_callee(call);
    unsigned off[VA_MAX_EXTRA], size;
    if (!f || !lay_out(v, call, f, off, &size))
        return false;
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
    LLVMValueRef area = new_area(v, call, size);
    LLVMPositionBuilderBefore(v->b, call);
    unsigned nfixed = LLVMCountParams(f);
    unsigned nargs = LLVMGetNumArgOperands(call);
    for (unsigned i = nfixed; i < nargs; i++)
        store_at(v, LLVMGetOperand(call, i), area, off[i - nfixed], loc);
    model_set_loc(LLVMBuildStore(v->b, LLVMBuildPointerCast(v->b, area,
                                                     bytes_ptr(v), ""),
                           va_slot(v)), loc);
    LLVMValueRef *args = calloc(nfixed + 1, sizeof *args);
    if (!args)
        abort();
    for (unsigned i = 0; i < nfixed; i++) {
        args[i] = LLVMGetOperand(call, i);
        LLVMTypeRef pt = LLVMTypeOf(LLVMGetParam(f, i));
        if (LLVMTypeOf(args[i]) != pt) /* pointers: passes_as */
            args[i] = LLVMBuildPointerCast(v->b, args[i], pt, "");
    }
    LLVMValueRef nc = model_call_before(v->b, call, LLVMGlobalGetValueType(f),
                                        f, args, nfixed);
    free(args);
    LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(call));
    LLVMReplaceAllUsesWith(call, nc); /* the same type: lay_out */
    LLVMInstructionEraseFromParent(call);
    return true;
}

static bool is_call_to(LLVMValueRef in, const char *name)
{
    if (!LLVMIsACallInst(in))
        return false;
    LLVMValueRef f = LLVMGetCalledValue(in);
    return LLVMIsAFunction(f) && !strcmp(LLVMGetValueName(f), name);
}

/* va_start(ap) in a function whose area is `area`. */
static void lower_va_start(va_ctx *v, LLVMValueRef call, LLVMValueRef area)
{
    LLVMValueRef ap = LLVMGetOperand(call, 0);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(v->ctx);
    LLVMPositionBuilderBefore(v->b, call);
    if (v->x64) {
        store_at(v, LLVMConstInt(i32, X64_GP_END, 0), ap, 0, loc);
        store_at(v, LLVMConstInt(i32, X64_FP_END, 0), ap, 4, loc);
        store_at(v, area, ap, 8, loc);
        store_at(v, LLVMConstNull(bytes_ptr(v)), ap, 16, loc);
    } else {
        store_at(v, area, ap, 0, loc);
    }
    LLVMInstructionEraseFromParent(call);
}

/* va_copy(dst, src): the va_list's bytes. */
static void lower_va_copy(va_ctx *v, LLVMValueRef call)
{
    LLVMPositionBuilderBefore(v->b, call);
    LLVMTypeRef isz = LLVMIntTypeInContext(v->ctx, v->x64 ? 64 : 32);
    LLVMValueRef cp = LLVMBuildMemCpy(v->b, LLVMGetOperand(call, 0), 4,
                                      LLVMGetOperand(call, 1), 4,
                                      LLVMConstInt(isz, v->x64 ? 24 : 4, 0));
    model_set_loc(cp, LLVMInstructionGetDebugLoc(call));
    LLVMInstructionEraseFromParent(call);
}

/* The va_start, va_copy and va_end calls of fn; its area is loaded at
 * its entry when it has a va_start. */
static void lower_va_calls(va_ctx *v, LLVMValueRef fn)
{
    LLVMValueRef area = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef in = LLVMGetFirstInstruction(bb);
        while (in) {
            LLVMValueRef next = LLVMGetNextInstruction(in);
            if (is_call_to(in, "llvm.va_start") &&
                LLVMIsFunctionVarArg(LLVMGlobalGetValueType(fn))) {
                if (!area) {
                    LLVMValueRef first = LLVMGetFirstInstruction(
                        LLVMGetEntryBasicBlock(fn));
                    LLVMPositionBuilderBefore(v->b, first);
                    area = LLVMBuildLoad2(v->b, bytes_ptr(v), va_slot(v),
                                          "va.area");
                }
                lower_va_start(v, in, area);
            } else if (is_call_to(in, "llvm.va_copy")) {
                lower_va_copy(v, in);
            } else if (is_call_to(in, "llvm.va_end")) {
                LLVMInstructionEraseFromParent(in);
            }
            in = next;
        }
    }
}

/* Every direct call of a defined variadic function in fn. */
static void rewrite_calls(va_ctx *v, LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef in = LLVMGetFirstInstruction(bb);
        while (in) {
            LLVMValueRef next = LLVMGetNextInstruction(in);
            if (LLVMIsACallInst(in))
                rewrite_call(v, in);
            in = next;
        }
    }
}

static bool is_va_intrinsic(const char *n)
{
    return !strcmp(n, "llvm.va_start") || !strcmp(n, "llvm.va_end") ||
           !strcmp(n, "llvm.va_copy") || !strncmp(n, "llvm.dbg.", 9) ||
           !strncmp(n, "llvm.lifetime.", 14);
}

/* Every use of pointer p (a va_list or an address into one) keeps it
 * and what is stored in it in the thread: loads, stores into it, the
 * va_ intrinsics, primitives that touch no memory (vfprintf), and
 * defined functions whose parameter it is obeys the same (a vlog(fmt,
 * ap) helper). */
static bool stays_local(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user))
            return false;
        LLVMOpcode op = LLVMGetInstructionOpcode(user);
        if (op == LLVMLoad)
            continue;
        if (op == LLVMStore && LLVMGetOperand(user, 0) != p)
            continue;
        if ((op == LLVMGetElementPtr || op == LLVMBitCast) &&
            stays_local(user, depth))
            continue;
        if (op != LLVMCall)
            return false;
        LLVMValueRef f = model_direct_callee(user);
        if (!f || f == p)
            return false;
        const char *n = LLVMGetValueName(f);
        prim_kind k;
        if (is_va_intrinsic(n) ||
            (LLVMIsDeclaration(f) && prim_lookup(n, &k) && k == PR_NOP &&
             strncmp(n, "llvm.", 5)))
            continue;
        unsigned np = LLVMCountParams(f);
        if (LLVMIsDeclaration(f) || depth >= VA_LOCAL_DEPTH)
            return false;
        for (unsigned i = 0; i < LLVMGetNumArgOperands(user); i++)
            if (LLVMGetOperand(user, i) == p &&
                (i >= np || !stays_local(LLVMGetParam(f, i), depth + 1)))
                return false;
    }
    return true;
}

/* The alloca under casts and constant-index offsets of p, or NULL. */
static LLVMValueRef base_alloca(LLVMValueRef p)
{
    while (LLVMIsAInstruction(p) &&
           (LLVMGetInstructionOpcode(p) == LLVMBitCast ||
            LLVMGetInstructionOpcode(p) == LLVMGetElementPtr))
        p = LLVMGetOperand(p, 0);
    return LLVMIsAAllocaInst(p) ? p : NULL;
}

/* x86-64 only: each va_list that va_start or va_copy writes is a local
 * that stays local.  The area's address then lives only in VA_SLOT and
 * in such va_lists, which C code reaches only through va_arg (on i386 a
 * va_list is a plain char * the program may pass anywhere); a va_copy
 * source (a va_list parameter) is one of them. */
static bool va_lists_local(va_ctx *v)
{
    if (!v->x64)
        return false;
    for (LLVMValueRef f = LLVMGetFirstFunction(v->mod); f;
         f = LLVMGetNextFunction(f)) {
        const char *n = LLVMGetValueName(f);
        if (strcmp(n, "llvm.va_start") && strcmp(n, "llvm.va_copy"))
            continue;
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef call = LLVMGetUser(u);
            if (!LLVMIsACallInst(call))
                return false;
            LLVMValueRef a = base_alloca(LLVMGetOperand(call, 0));
            if (!a || !stays_local(a, 0))
                return false;
        }
    }
    return true;
}

void vararg_lower(LLVMModuleRef mod)
{
    va_ctx v = {0};
    v.mod = mod;
    v.ctx = LLVMGetModuleContext(mod);
    v.td = LLVMGetModuleDataLayout(mod);
    v.x64 = LLVMPointerSize(v.td) == 8;
    v.b = LLVMCreateBuilderInContext(v.ctx);
    v.private_areas = va_lists_local(&v);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f)) {
            lower_va_calls(&v, f);
            rewrite_calls(&v, f);
        }
    LLVMDisposeBuilder(v.b);
}
