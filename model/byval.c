/* model/byval.c — parameters passed by value in memory get their copy.
 *
 * A struct or union argument that the ABI passes in memory (x86-64: one
 * over 16 bytes; i386: a union, or some structs) is a pointer parameter
 * marked byval: the caller's object stays the caller's, and the callee
 * works on a copy of its own ("the callee's writes are not visible to the
 * caller").  The engines see only the pointer, so the callee wrote the
 * caller's object: a local it changed through its parameter looked
 * changed in the caller (a wrong verdict either way), a constant global
 * passed by value became a write to a constant.  So each defined
 * function's byval parameter becomes a local of the function, at its
 * entry, that a memcpy from the parameter fills; every other use reads
 * the local.  The copy is made in the callee, so a call through a pointer
 * gets it too; it reads the caller's object when the call starts, as the
 * caller's copy would. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

static LLVMMetadataRef first_loc(LLVMBasicBlockRef entry)
{
    for (LLVMValueRef in = LLVMGetFirstInstruction(entry); in;
         in = LLVMGetNextInstruction(in)) {
        LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(in);
        if (loc)
            return loc;
    }
    return NULL;
}

static void copy_param(LLVMBuilderRef b, LLVMTargetDataRef td,
                       LLVMValueRef p, LLVMMetadataRef loc)
{
    LLVMTypeRef t = LLVMGetElementType(LLVMTypeOf(p));
    LLVMValueRef local = LLVMBuildAlloca(b, t, "");
    unsigned align = LLVMABIAlignmentOfType(td, t);
    LLVMSetAlignment(local, align);
    LLVMReplaceAllUsesWith(p, local);
    LLVMTypeRef size_t_ = LLVMIntPtrTypeInContext(LLVMGetTypeContext(t), td);
    LLVMValueRef cp = LLVMBuildMemCpy(
        b, local, align, p, 1,
        LLVMConstInt(size_t_, LLVMABISizeOfType(td, t), 0));
    model_set_loc(cp, loc);
}

void byval_copy(LLVMModuleRef mod)
{
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f)) {
        LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(f);
        if (!entry)
            continue;
        LLVMMetadataRef loc = first_loc(entry);
        for (unsigned i = 0; i < LLVMCountParams(f); i++) {
            LLVMValueRef p = LLVMGetParam(f, i);
            if (!LLVMGetEnumAttributeAtIndex(f, i + 1, byval) ||
                LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
                continue;
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
            copy_param(b, td, p, loc);
        }
    }
    LLVMDisposeBuilder(b);
}
