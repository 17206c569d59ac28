/* model/aggret.c — functions of the program that return a small struct
 * in registers.
 *
 * On x86-64 clang returns a struct of up to 16 bytes as a struct of its
 * register parts ({ i64, i64 } for a struct timespec or an ldiv_t,
 * { double, double } for two doubles): a first-class aggregate value,
 * which the engines do not have.  The callee loads it from its local and
 * returns it; the caller takes it apart with extractvalue or stores it.
 * After mem2reg, every defined function that returns such a struct and
 * whose address is only called directly becomes one that returns nothing
 * and stores the parts through a new first parameter; each call passes a
 * slot (a local of the caller, at its entry) and reads the parts there:
 *
 *   ret %v                  ->  store part i of %v to &out->i; ret void
 *   %r = call @f(a)         ->  call void @f(%slot, a)
 *   extractvalue %r, i      ->  load &slot->i
 *   store %r, p             ->  part by part from the slot to p
 *
 * A part of %v is taken where %v was made: a load of the whole struct
 * becomes a load of the field, an insertvalue gives its operand, a
 * constant its element.  A function with another use of its address or
 * of a call's result, a returned value of another shape (a phi of
 * structs), or a parameter passed by value as memory (byval) stays as it
 * was: its calls remain unsupported constructs. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#define AR_MAX_PARTS 4      /* parts of a returned struct */
#define AR_SPLIT_DEPTH 8    /* insertvalues followed back from a return */

typedef struct {
    LLVMModuleRef mod;
    LLVMContextRef ctx;
    LLVMBuilderRef b;
} ar_ctx;

/* A register part: an integer up to 64 bits, a pointer, float, double,
 * two floats (<2 x float>: lowering copies it as 64 bits). */
static bool plain_part(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind:
        return LLVMGetIntTypeWidth(t) <= 64;
    case LLVMPointerTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
        return true;
    case LLVMVectorTypeKind:
        return LLVMGetVectorSize(t) == 2 &&
               LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMFloatTypeKind;
    default:
        return false;
    }
}

static bool struct_of_parts(LLVMTypeRef t)
{
    if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMIsOpaqueStruct(t))
        return false;
    unsigned n = LLVMCountStructElementTypes(t);
    if (n == 0 || n > AR_MAX_PARTS)
        return false;
    for (unsigned i = 0; i < n; i++)
        if (!plain_part(LLVMStructGetTypeAtIndex(t, i)))
            return false;
    return true;
}

/* Whether part i of v (a struct value) can be had where v was made. */
static bool splittable(LLVMValueRef v, int depth)
{
    if (LLVMIsAConstant(v))
        return true;
    if (depth >= AR_SPLIT_DEPTH || !LLVMIsAInstruction(v))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMLoad:
        return !LLVMGetVolatile(v) &&
               LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic;
    case LLVMInsertValue:
        return LLVMGetNumIndices(v) == 1 &&
               splittable(LLVMGetOperand(v, 0), depth + 1);
    default:
        return false;
    }
}

/* Part i of v (splittable), built before the builder's position. */
static LLVMValueRef part_of(ar_ctx *a, LLVMValueRef v, unsigned i)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMIsAConstant(v))
        return LLVMBuildExtractValue(a->b, v, i, ""); /* folded */
    if (LLVMGetInstructionOpcode(v) == LLVMLoad) {
        LLVMValueRef p = LLVMBuildStructGEP2(a->b, t, LLVMGetOperand(v, 0),
                                             i, "");
        LLVMValueRef ld = LLVMBuildLoad2(a->b, LLVMStructGetTypeAtIndex(t, i),
                                         p, "");
        LLVMSetAlignment(ld, 1);
        return ld;
    }
    if (LLVMGetIndices(v)[0] == i)
        return LLVMGetOperand(v, 1);
    return part_of(a, LLVMGetOperand(v, 0), i);
}

/* Removes v and the struct values it was made of that nothing else uses. */
static void drop_dead_struct(LLVMValueRef v)
{
    while (v && LLVMIsAInstruction(v) && !LLVMGetFirstUse(v)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(v);
        LLVMValueRef from = op == LLVMInsertValue ? LLVMGetOperand(v, 0)
                                                  : NULL;
        if (op != LLVMInsertValue && op != LLVMLoad)
            return;
        LLVMInstructionEraseFromParent(v);
        v = from;
    }
}

/* Whether every use of call result r is an extractvalue of one part or a
 * store of the whole value. */
static bool result_uses_ok(LLVMValueRef r)
{
    for (LLVMUseRef u = LLVMGetFirstUse(r); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) == 1)
            continue;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == r &&
            LLVMGetOperand(user, 1) != r && !LLVMGetVolatile(user) &&
            LLVMGetOrdering(user) == LLVMAtomicOrderingNotAtomic)
            continue;
        return false;
    }
    return true;
}

static bool has_byval_param(LLVMValueRef f)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("byval", 5);
    unsigned inalloca = LLVMGetEnumAttributeKindForName("inalloca", 8);
    for (unsigned i = 0; i < LLVMCountParams(f); i++)
        if (LLVMGetEnumAttributeAtIndex(f, i + 1, kind) ||
            LLVMGetEnumAttributeAtIndex(f, i + 1, inalloca))
            return true;
    return false;
}

/* f returns a struct of parts, is called directly only (with the
 * results used as result_uses_ok allows) and returns splittable values. */
static bool rewritable(LLVMValueRef f)
{
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    if (LLVMIsDeclaration(f) || LLVMIsFunctionVarArg(ft) ||
        !struct_of_parts(LLVMGetReturnType(ft)) || has_byval_param(f))
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != f ||
            LLVMGetCalledFunctionType(call) != ft ||
            LLVMGetNumArgOperands(call) != LLVMCountParams(f) ||
            !result_uses_ok(call))
            return false;
        for (unsigned i = 0; i < LLVMGetNumArgOperands(call); i++)
            if (LLVMGetOperand(call, i) == f)
                return false;
    }
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (t && LLVMGetInstructionOpcode(t) == LLVMRet &&
            (LLVMGetNumOperands(t) != 1 ||
             !splittable(LLVMGetOperand(t, 0), 0)))
            return false;
    }
    return true;
}

/* A function like f that returns nothing and takes the slot first, with
 * f's linkage and metadata (its debug information). */
static LLVMValueRef new_signature(ar_ctx *a, LLVMValueRef f)
{
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    unsigned np = LLVMCountParamTypes(ft);
    LLVMTypeRef *pt = malloc(sizeof *pt * (np + 1));
    if (!pt)
        abort(); /* the front-end has no recovery from OOM */
    pt[0] = LLVMPointerType(LLVMGetReturnType(ft), 0);
    LLVMGetParamTypes(ft, pt + 1);
    LLVMTypeRef nft = LLVMFunctionType(LLVMVoidTypeInContext(a->ctx), pt,
                                       np + 1, 0);
    free(pt);
    LLVMValueRef nf = LLVMAddFunction(a->mod, "", nft);
    LLVMSetLinkage(nf, LLVMGetLinkage(f));
    size_t nmd = 0;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(f, &nmd);
    for (unsigned i = 0; i < nmd; i++)
        LLVMGlobalSetMetadata(nf, LLVMValueMetadataEntriesGetKind(md, i),
                              LLVMValueMetadataEntriesGetMetadata(md, i));
    if (md)
        LLVMDisposeValueMetadataEntries(md);
    return nf;
}

/* Moves f's blocks and parameters into nf (parameter i becomes i + 1). */
static void move_body(ar_ctx *a, LLVMValueRef f, LLVMValueRef nf)
{
    LLVMBasicBlockRef mark = LLVMAppendBasicBlockInContext(a->ctx, nf, "");
    LLVMBasicBlockRef after = mark, bb;
    while ((bb = LLVMGetFirstBasicBlock(f)) != NULL) {
        LLVMMoveBasicBlockAfter(bb, after);
        after = bb;
    }
    LLVMDeleteBasicBlock(mark);
    for (unsigned i = 0; i < LLVMCountParams(f); i++) {
        size_t n;
        const char *name = LLVMGetValueName2(LLVMGetParam(f, i), &n);
        LLVMSetValueName2(LLVMGetParam(nf, i + 1), name, n);
        LLVMReplaceAllUsesWith(LLVMGetParam(f, i), LLVMGetParam(nf, i + 1));
    }
}

/* Each `ret %v` of nf stores the parts of %v through the slot. */
static void rewrite_returns(ar_ctx *a, LLVMValueRef nf, LLVMTypeRef st)
{
    LLVMValueRef out = LLVMGetParam(nf, 0);
    LLVMSetValueName2(out, "pnbmc.ret.out", 13);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(nf); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t || LLVMGetInstructionOpcode(t) != LLVMRet)
            continue;
        LLVMValueRef v = LLVMGetOperand(t, 0);
        LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(t);
        LLVMPositionBuilderBefore(a->b, t);
        for (unsigned i = 0; i < LLVMCountStructElementTypes(st); i++) {
            LLVMValueRef part = part_of(a, v, i);
            LLVMValueRef p = LLVMBuildStructGEP2(a->b, st, out, i, "");
            LLVMValueRef s = LLVMBuildStore(a->b, part, p);
            model_set_loc(s, loc);
        }
        LLVMValueRef r = LLVMBuildRetVoid(a->b);
        model_set_loc(r, loc);
        LLVMInstructionEraseFromParent(t);
        drop_dead_struct(v);
    }
}

static LLVMValueRef load_part(ar_ctx *a, LLVMTypeRef st, LLVMValueRef slot,
                              unsigned i, LLVMMetadataRef loc)
{
    LLVMValueRef p = LLVMBuildStructGEP2(a->b, st, slot, i, "");
    LLVMValueRef ld = LLVMBuildLoad2(a->b, LLVMStructGetTypeAtIndex(st, i),
                                     p, "");
    model_set_loc(ld, loc);
    return ld;
}

/* The uses of call's result read the slot instead. */
static void rewrite_result_uses(ar_ctx *a, LLVMValueRef call,
                                LLVMTypeRef st, LLVMValueRef slot)
{
    LLVMUseRef u;
    while ((u = LLVMGetFirstUse(call)) != NULL) {
        LLVMValueRef user = LLVMGetUser(u);
        LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(user);
        LLVMPositionBuilderBefore(a->b, user);
        if (LLVMIsAExtractValueInst(user)) {
            LLVMReplaceAllUsesWith(user, load_part(a, st, slot,
                                                   LLVMGetIndices(user)[0],
                                                   loc));
        } else { /* a store of the whole struct */
            LLVMValueRef to = LLVMGetOperand(user, 1);
            for (unsigned i = 0; i < LLVMCountStructElementTypes(st); i++) {
                LLVMValueRef s = LLVMBuildStore(
                    a->b, load_part(a, st, slot, i, loc),
                    LLVMBuildStructGEP2(a->b, st, to, i, ""));
                LLVMSetAlignment(s, 1);
                model_set_loc(s, loc);
            }
        }
        LLVMInstructionEraseFromParent(user);
    }
}

/* The call of f becomes one of nf with a slot at the caller's entry. */
static void rewrite_call(ar_ctx *a, LLVMValueRef call, LLVMValueRef nf,
                         LLVMTypeRef st)
{
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(
        LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
    LLVMPositionBuilderBefore(a->b, LLVMGetFirstInstruction(entry));
    LLVMValueRef slot = LLVMBuildAlloca(a->b, st, "pnbmc.ret");
    unsigned n = LLVMGetNumArgOperands(call);
    LLVMValueRef *args = malloc(sizeof *args * (n + 1));
    if (!args)
        abort();
    args[0] = slot;
    for (unsigned i = 0; i < n; i++)
        args[i + 1] = LLVMGetOperand(call, i);
    LLVMPositionBuilderBefore(a->b, call);
    LLVMValueRef nc = LLVMBuildCall2(a->b, LLVMGlobalGetValueType(nf), nf,
                                     args, n + 1, "");
    free(args);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
    model_set_loc(nc, loc);
    rewrite_result_uses(a, call, st, slot);
    LLVMInstructionEraseFromParent(call);
}

static void rewrite_function(ar_ctx *a, LLVMValueRef f)
{
    LLVMTypeRef st = LLVMGetReturnType(LLVMGlobalGetValueType(f));
    LLVMValueRef nf = new_signature(a, f);
    move_body(a, f, nf);
    rewrite_returns(a, nf, st);
    LLVMUseRef u;
    while ((u = LLVMGetFirstUse(f)) != NULL)
        rewrite_call(a, LLVMGetUser(u), nf, st);
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    char *keep = malloc(n + 1);
    if (!keep)
        abort();
    memcpy(keep, name, n);
    keep[n] = 0;
    LLVMDeleteFunction(f);
    LLVMSetValueName2(nf, keep, n);
    free(keep);
}

void aggret_lower(LLVMModuleRef mod)
{
    ar_ctx a = {mod, LLVMGetModuleContext(mod),
                LLVMCreateBuilderInContext(LLVMGetModuleContext(mod))};
    LLVMValueRef f = LLVMGetFirstFunction(mod);
    while (f) {
        LLVMValueRef next = LLVMGetNextFunction(f);
        if (rewritable(f))
            rewrite_function(&a, f);
        f = next;
    }
    LLVMDisposeBuilder(a.b);
}
