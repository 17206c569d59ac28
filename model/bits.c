/* model/bits.c — bit-counting, byte-swapping and overflow-checking
 * intrinsics as calls of C library models.
 *
 * clang turns __builtin_popcount, __builtin_clz, __builtin_ctz,
 * __builtin_bswap*, __builtin_bitreverse* and __builtin_*_overflow (and
 * code such as glibc's htonl) into LLVM intrinsics, which the engines do
 * not know.  Before the models are linked, each call of one on an 8-,
 * 16-, 32- or 64-bit integer becomes a call of a model in
 * model/libc/pnbmc_libc.c on the operands widened to 64 bits, its result
 * narrowed back; an overflow intrinsic's {result, overflow} pair, read
 * only through extractvalue, becomes the wrapped operation itself and a
 * call that tells whether it overflowed.  The models are ordinary code:
 * every engine runs them.  __builtin_clz/ctz of 0, undefined in C, ends
 * the run unknown there (the model calls an undefined function).  Other
 * widths, vectors and other uses are left as they are (unsupported). */
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT_FN "__pnbmc_bit_count"     /* i64 (i64 x, i32 w, i32 op, i32 zu) */
#define REVERSE_FN "__pnbmc_bit_reverse" /* i64 (i64 x, i32 w, i32 bits) */
#define OVERFLOW_FN "__pnbmc_overflows"  /* i32 (i64 a, i64 b, i32 op, i32 w, i32 sg) */

typedef struct {
    LLVMModuleRef mod;
    LLVMContextRef ctx;
    LLVMBuilderRef b;
    LLVMTypeRef i64, i32;
} bits_ctx;

/* The width N of a name ending in ".iN" that bits handles, else 0. */
static unsigned name_width(const char *name, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(name, prefix, n))
        return 0;
    const char *w = name + n;
    return !strcmp(w, "i8") ? 8 : !strcmp(w, "i16") ? 16
         : !strcmp(w, "i32") ? 32 : !strcmp(w, "i64") ? 64 : 0;
}

/* The model name, declared with the types of the arguments it gets. */
static LLVMValueRef model_fn(bits_ctx *c, const char *name, LLVMTypeRef ret,
                             LLVMValueRef *args, unsigned n)
{
    LLVMValueRef f = LLVMGetNamedFunction(c->mod, name);
    if (f)
        return f;
    LLVMTypeRef p[5];
    for (unsigned i = 0; i < n; i++)
        p[i] = LLVMTypeOf(args[i]);
    return LLVMAddFunction(c->mod, name, LLVMFunctionType(ret, p, n, 0));
}

static LLVMValueRef imm32(bits_ctx *c, unsigned long long v)
{
    return LLVMConstInt(c->i32, v, 0);
}

/* A call of the model name (before at, with at's source location). */
static LLVMValueRef call_model(bits_ctx *c, LLVMValueRef at, const char *name,
                               LLVMTypeRef ret, LLVMValueRef *args,
                               unsigned n)
{
    LLVMValueRef f = model_fn(c, name, ret, args, n);
    LLVMValueRef call = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f,
                                       args, n, "");
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(at);
    model_set_loc(call, loc);
    return call;
}

/* ctpop, ctlz, cttz, bswap, bitreverse: true when call was replaced. */
static bool lower_bit_op(bits_ctx *c, LLVMValueRef call, const char *name)
{
    static const char *const count[] = {"llvm.ctpop.", "llvm.ctlz.",
                                        "llvm.cttz."};
    LLVMTypeRef t = LLVMTypeOf(call);
    LLVMValueRef x = LLVMGetOperand(call, 0), r = NULL;
    for (int op = 0; op < 3 && !r; op++) {
        unsigned w = name_width(name, count[op]);
        if (!w)
            continue;
        LLVMValueRef zu = op ? LLVMBuildZExt(c->b, LLVMGetOperand(call, 1),
                                             c->i32, "")
                             : imm32(c, 0);
        LLVMValueRef a[4] = {LLVMBuildZExt(c->b, x, c->i64, ""),
                             imm32(c, w), imm32(c, (unsigned)op), zu};
        r = call_model(c, call, COUNT_FN, c->i64, a, 4);
    }
    for (int bits = 0; bits < 2 && !r; bits++) {
        unsigned w = name_width(name, bits ? "llvm.bitreverse."
                                           : "llvm.bswap.");
        if (!w || (!bits && w == 8))
            continue;
        LLVMValueRef a[3] = {LLVMBuildZExt(c->b, x, c->i64, ""),
                             imm32(c, w), imm32(c, (unsigned)bits)};
        r = call_model(c, call, REVERSE_FN, c->i64, a, 3);
    }
    if (!r)
        return false;
    LLVMReplaceAllUsesWith(call, LLVMBuildTrunc(c->b, r, t, ""));
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* Every use of call is an extractvalue of field 0 or 1. */
static bool only_extracts(LLVMValueRef call)
{
    for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1 ||
            LLVMGetIndices(user)[0] > 1)
            return false;
    }
    return true;
}

/* {s,u}{add,sub,mul}.with.overflow: true when call was replaced. */
static bool lower_overflow(bits_ctx *c, LLVMValueRef call, const char *name)
{
    static const char *const ops[] = {"add", "sub", "mul"};
    char prefix[48];
    for (int sg = 0; sg < 2; sg++)
        for (int op = 0; op < 3; op++) {
            snprintf(prefix, sizeof prefix, "llvm.%c%s.with.overflow.",
                     sg ? 's' : 'u', ops[op]);
            unsigned w = name_width(name, prefix);
            if (!w || !only_extracts(call))
                continue;
            LLVMValueRef a = LLVMGetOperand(call, 0);
            LLVMValueRef b = LLVMGetOperand(call, 1);
            LLVMValueRef r = op == 0 ? LLVMBuildAdd(c->b, a, b, "")
                           : op == 1 ? LLVMBuildSub(c->b, a, b, "")
                                     : LLVMBuildMul(c->b, a, b, "");
            LLVMValueRef args[5] = {
                sg ? LLVMBuildSExt(c->b, a, c->i64, "")
                   : LLVMBuildZExt(c->b, a, c->i64, ""),
                sg ? LLVMBuildSExt(c->b, b, c->i64, "")
                   : LLVMBuildZExt(c->b, b, c->i64, ""),
                imm32(c, (unsigned)op), imm32(c, w), imm32(c, (unsigned)sg)};
            LLVMValueRef o = call_model(c, call, OVERFLOW_FN, c->i32, args, 5);
            LLVMValueRef ovf = LLVMBuildICmp(c->b, LLVMIntNE, o, imm32(c, 0),
                                             "");
            LLVMUseRef u;
            while ((u = LLVMGetFirstUse(call))) {
                LLVMValueRef ev = LLVMGetUser(u);
                LLVMReplaceAllUsesWith(ev, LLVMGetIndices(ev)[0] ? ovf : r);
                LLVMInstructionEraseFromParent(ev);
            }
            LLVMInstructionEraseFromParent(call);
            return true;
        }
    return false;
}

static void lower_call(bits_ctx *c, LLVMValueRef call)
{
    const char *name = LLVMGetValueName(LLVMGetCalledValue(call));
    LLVMPositionBuilderBefore(c->b, call);
    if (!lower_bit_op(c, call, name))
        lower_overflow(c, call, name);
}

/* Calls of llvm.* functions in mod, first gathered: replacing one also
 * erases the extractvalues after it. */
void bits_lower(LLVMModuleRef mod)
{
    bits_ctx c = {mod, LLVMGetModuleContext(mod), NULL, NULL, NULL};
    LLVMValueRef *calls = NULL;
    size_t n = 0, cap = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in)) {
                LLVMValueRef f = LLVMIsACallInst(in) ? LLVMGetCalledValue(in)
                                                      : NULL;
                if (!f || !LLVMIsAFunction(f) ||
                    strncmp(LLVMGetValueName(f), "llvm.", 5))
                    continue;
                if (n == cap) {
                    cap = cap ? 2 * cap : 16;
                    calls = realloc(calls, cap * sizeof *calls);
                    if (!calls)
                        abort();
                }
                calls[n++] = in;
            }
    c.b = LLVMCreateBuilderInContext(c.ctx);
    c.i64 = LLVMInt64TypeInContext(c.ctx);
    c.i32 = LLVMInt32TypeInContext(c.ctx);
    for (size_t i = 0; i < n; i++)
        lower_call(&c, calls[i]);
    free(calls);
    LLVMDisposeBuilder(c.b);
}
