/* model/fpbits.c — floating-point intrinsics that are bit operations.
 *
 * clang turns fabs, copysign and the isinf/isfinite classifications
 * (which compare fabs(x) with infinity) into calls of llvm.fabs.* and
 * llvm.copysign.*, which the engines do not run.  On IEEE 754 values
 * both only touch the sign bit, so each call becomes integer arithmetic
 * on the value's bits (float and double; a NaN's payload is kept, as the
 * intrinsics keep it):
 *
 *   fabs(x)        = bits(x) & ~SIGN
 *   copysign(x, y) = (bits(x) & ~SIGN) | (bits(y) & SIGN)
 *
 * Runs after mem2reg, before lowering; other intrinsics stay calls. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <string.h>

/* The integer type as wide as float or double t, else NULL. */
static LLVMTypeRef bits_type(LLVMContextRef ctx, LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind:
        return LLVMInt32TypeInContext(ctx);
    case LLVMDoubleTypeKind:
        return LLVMInt64TypeInContext(ctx);
    default:
        return NULL;
    }
}

/* 1 for fabs, 2 for copysign, 0 for anything else. */
static int sign_intrinsic(LLVMValueRef call)
{
    LLVMValueRef f = LLVMGetCalledValue(call);
    size_t n;
    const char *name = LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
    if (!strncmp(name, "llvm.fabs.", 10))
        return 1;
    if (!strncmp(name, "llvm.copysign.", 14))
        return 2;
    return 0;
}

static void rewrite_sign_call(LLVMBuilderRef b, LLVMValueRef call, int kind)
{
    LLVMTypeRef ft = LLVMTypeOf(call);
    LLVMTypeRef it = bits_type(LLVMGetTypeContext(ft), ft);
    if (!it || LLVMGetNumArgOperands(call) != (unsigned)kind)
        return;
    unsigned w = LLVMGetIntTypeWidth(it);
    unsigned long long sign = 1ULL << (w - 1);
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef x = LLVMBuildBitCast(b, LLVMGetOperand(call, 0), it, "");
    LLVMValueRef r = LLVMBuildAnd(b, x, LLVMConstInt(it, ~sign, 0), "");
    if (kind == 2) {
        LLVMValueRef y = LLVMBuildBitCast(b, LLVMGetOperand(call, 1), it, "");
        r = LLVMBuildOr(b, r, LLVMBuildAnd(b, y, LLVMConstInt(it, sign, 0),
                                           ""), "");
    }
    LLVMReplaceAllUsesWith(call, LLVMBuildBitCast(b, r, ft, ""));
    LLVMInstructionEraseFromParent(call);
}

void fpbits_lower(LLVMModuleRef mod)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef in = LLVMGetFirstInstruction(bb);
            while (in) {
                LLVMValueRef next = LLVMGetNextInstruction(in);
                int kind = LLVMIsACallInst(in) ? sign_intrinsic(in) : 0;
                if (kind)
                    rewrite_sign_call(b, in, kind);
                in = next;
            }
        }
    LLVMDisposeBuilder(b);
}
