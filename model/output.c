/* model/output.c — what the output functions read.
 *
 * printf and its kin, puts, fputs and perror print to streams that pnbmc
 * does not model (the output goes nowhere), but they read their format
 * and the strings they print: a %s of a buffer that another thread
 * writes is a data race.  The pass runs on the linked program before the
 * C library models are linked (it calls some of them):
 *   - a printf, fprintf or dprintf call whose format is a constant string
 *     the pass can read (flags, width and precision in digits, length
 *     modifiers, the conversions diouxXcpeEfFgGaAsm%) and whose result is
 *     unused stays a no-op primitive; before it, every %s argument that
 *     does not point into a constant is read by pnbmc_read_string
 *     (pnbmc_read_string_n with a precision);
 *   - any other such call (a format that is not constant, a '*' width or
 *     precision, %n, a wide string, a result the program uses) becomes a
 *     call of the model pnbmc_print (pnbmc_print_counted when the result
 *     is used) with the format and what follows it, which reads as
 *     printing does;
 *   - vprintf, vfprintf, vdprintf whose result is unused become
 *     pnbmc_vprint(format, ap) (else their own models run);
 *   - puts, fputs, perror: their string, unless it points into a
 *     constant, is read by pnbmc_read_string before the no-op call; a
 *     result of puts or fputs that the program uses is
 *     pnbmc_put_result's (C 7.21.7.4, 7.21.7.9: any nonnegative value
 *     for a write that succeeds: glibc, musl and others differ);
 *   - a stream that may be open for reading only (any but stdout and
 *     stderr, which the program never assigns), where writing fails
 *     (EBADF, the error indicator set; the models check the mode), or
 *     a descriptor that may be negative (any but a constant): fprintf
 *     and dprintf become pnbmc_fprint and pnbmc_dprint (_counted) with
 *     the stream or descriptor, an unused vfprintf or vdprintf stays
 *     (its model runs), and fputs gets its result (used or not) from
 *     pnbmc_fput_result(stream).
 * The models' count needs no nondet value where the result is unused. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdbool.h>
#include <string.h>

#define MAX_STRINGS 32 /* %s conversions of one format the pass reads */

typedef enum { OUT_FORMAT, OUT_VFORMAT, OUT_STRING } output_kind;

typedef enum { TO_STD, TO_STREAM, TO_FD } output_dest;

typedef struct {
    const char *name;
    unsigned str;       /* index of the format or string argument */
    output_kind kind;
    output_dest dest;   /* stdout/stderr, or a stream or descriptor */
    unsigned at;        /* index of that stream or descriptor argument */
} output_fn;

static const output_fn outputs[] = {
    {"printf", 0, OUT_FORMAT, TO_STD, 0},
    {"fprintf", 1, OUT_FORMAT, TO_STREAM, 0},
    {"dprintf", 1, OUT_FORMAT, TO_FD, 0},
    {"vprintf", 0, OUT_VFORMAT, TO_STD, 0},
    {"vfprintf", 1, OUT_VFORMAT, TO_STREAM, 0},
    {"vdprintf", 1, OUT_VFORMAT, TO_FD, 0},
    {"puts", 0, OUT_STRING, TO_STD, 0},
    {"fputs", 0, OUT_STRING, TO_STREAM, 1},
    {"perror", 0, OUT_STRING, TO_STD, 0},
};

typedef struct {
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTypeRef str_type, size_type;
} out_ctx;

/* The global a constant pointer points into at offset 0 (through casts
 * and all-zero GEPs), or NULL. */
static LLVMValueRef base_global(LLVMValueRef v, bool *at_start)
{
    *at_start = true;
    while (v && LLVMIsAConstantExpr(v)) {
        LLVMOpcode op = LLVMGetConstOpcode(v);
        if (op == LLVMGetElementPtr) {
            for (unsigned i = 1; i < (unsigned)LLVMGetNumOperands(v); i++) {
                LLVMValueRef idx = LLVMGetOperand(v, i);
                if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx))
                    *at_start = false;
            }
        } else if (op != LLVMBitCast && op != LLVMAddrSpaceCast) {
            return NULL;
        }
        v = LLVMGetOperand(v, 0);
    }
    return v && LLVMIsAGlobalVariable(v) ? v : NULL;
}

#define CONST_DEPTH 4 /* calls a parameter is followed through */

static bool reads_constant_at(LLVMValueRef v, int depth);

/* Does every element of the constant global g point into constant
 * memory (an array of string literals)? */
static bool constant_pointers(LLVMValueRef g)
{
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!init || !LLVMIsGlobalConstant(g))
        return false;
    if (LLVMGetTypeKind(LLVMTypeOf(init)) == LLVMPointerTypeKind)
        return reads_constant_at(init, 0);
    if (!LLVMIsAConstantArray(init))
        return false;
    for (int i = 0; i < LLVMGetNumOperands(init); i++)
        if (!reads_constant_at(LLVMGetOperand(init, (unsigned)i), 0))
            return false;
    return true;
}

/* Is parameter a of a function only called directly, with arguments
 * that each point into constant memory (a logging helper always given
 * string literals)? */
static bool constant_parameter(LLVMValueRef a, int depth)
{
    LLVMValueRef f = LLVMGetParamParent(a);
    unsigned k = 0;
    while (LLVMGetParam(f, k) != a)
        k++;
    if (depth >= CONST_DEPTH || !LLVMGetFirstUse(f) ||
        !strcmp(LLVMGetValueName(f), "main"))
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != f ||
            (unsigned)LLVMGetNumArgOperands(call) <= k ||
            !reads_constant_at(LLVMGetOperand(call, k), depth + 1))
            return false;
    }
    return true;
}

/* Does the local variable a (the pass runs before mem2reg: clang's -O0
 * keeps parameters and locals in memory) hold only pointers into
 * constant memory: every use a load or a store of such a pointer? */
static bool constant_local(LLVMValueRef a, int depth)
{
    if (depth >= CONST_DEPTH)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef in = LLVMGetUser(u);
        if (LLVMIsALoadInst(in))
            continue;
        if (!LLVMIsAStoreInst(in) || LLVMGetOperand(in, 1) != a ||
            !reads_constant_at(LLVMGetOperand(in, 0), depth + 1))
            return false;
    }
    return true;
}

/* Does printing the string at v read only constant memory (or none)?
 * Also the result of the C library's strerror, whose model returns
 * string literals, a parameter given only such pointers, a local that
 * only holds them, and an element of a constant array of them. */
static bool reads_constant_at(LLVMValueRef v, int depth)
{
    bool at_start;
    LLVMValueRef g = base_global(v, &at_start);
    if (LLVMIsAConstantPointerNull(v) ||
        (g && LLVMIsGlobalConstant(g) && LLVMGetInitializer(g)))
        return true;
    if (LLVMIsACallInst(v)) {
        LLVMValueRef f = model_direct_callee(v);
        return f && LLVMIsDeclaration(f) &&
               !strcmp(LLVMGetValueName(f), "strerror");
    }
    if (LLVMIsAArgument(v))
        return constant_parameter(v, depth);
    if (LLVMIsALoadInst(v) && LLVMIsAAllocaInst(LLVMGetOperand(v, 0)))
        return constant_local(LLVMGetOperand(v, 0), depth);
    if (LLVMIsALoadInst(v)) {
        LLVMValueRef p = LLVMGetOperand(v, 0);
        while (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p))
            p = LLVMGetOperand(p, 0);
        g = base_global(p, &at_start);
        return g && constant_pointers(g);
    }
    return false;
}

static bool reads_constant(LLVMValueRef v) { return reads_constant_at(v, 0); }

/* The text of a constant format string, or NULL. */
static const char *format_text(LLVMValueRef v, size_t *n)
{
    bool at_start;
    LLVMValueRef g = base_global(v, &at_start);
    LLVMValueRef init = g && at_start && LLVMIsGlobalConstant(g)
                        ? LLVMGetInitializer(g) : NULL;
    if (!init || !LLVMIsAConstantDataSequential(init) ||
        !LLVMIsConstantString(init))
        return NULL;
    const char *s = LLVMGetAsString(init, n);
    *n = strnlen(s, *n);
    return s;
}

/* Skips the digits at f[*i]; their value (or -1 if none), at most
 * 10^9 (more than any precision can matter). */
static long digits(const char *f, size_t n, size_t *i)
{
    long v = -1;
    for (; *i < n && f[*i] >= '0' && f[*i] <= '9'; (*i)++)
        v = v >= 100000000 ? 1000000000 : (v < 0 ? 0 : v * 10) + (f[*i] - '0');
    return v;
}

/* Reads the format: the variadic argument index and precision (-1:
 * none) of every %s; returns the number of arguments the format takes,
 * -1 if the pass does not read it (see the top of the file). */
static int parse_format(const char *f, size_t n, int *sarg, long *sprec,
                        int *ns)
{
    int nargs = 0;
    *ns = 0;
    for (size_t i = 0; i < n; i++) {
        if (f[i] != '%')
            continue;
        i++;
        while (i < n && strchr("-+ #0'", f[i]))
            i++;
        if (i < n && f[i] == '*')
            return -1;
        digits(f, n, &i);
        long prec = -1;
        if (i < n && f[i] == '.') {
            i++;
            if (i < n && f[i] == '*')
                return -1;
            prec = digits(f, n, &i);
            prec = prec < 0 ? 0 : prec;
        }
        bool wide = false;
        while (i < n && strchr("hlLqjzt", f[i]))
            wide |= f[i++] == 'l';
        if (i >= n)
            return -1;
        char c = f[i];
        if (c == '%' || c == 'm')
            continue;
        if (c == 's' && (wide || *ns == MAX_STRINGS))
            return -1;
        if (c == 's') {
            sarg[*ns] = nargs;
            sprec[(*ns)++] = prec;
        } else if (!strchr("diouxXcpeEfFgGaA", c)) {
            return -1; /* %n, %ls, %S, %C and the unknown */
        }
        nargs++;
    }
    return nargs;
}

/* A call of pnbmc_read_string(v) (or _n(v, max) when max >= 0) before
 * the call `at`. */
static void read_before(out_ctx *o, LLVMValueRef at, LLVMValueRef v,
                        long max)
{
    LLVMTypeRef params[2] = {o->str_type, o->size_type};
    LLVMTypeRef t = LLVMFunctionType(LLVMVoidTypeInContext(
                                         LLVMGetModuleContext(o->mod)),
                                     params, max >= 0 ? 2 : 1, 0);
    LLVMValueRef f = model_function(o->mod, max >= 0 ? "pnbmc_read_string_n"
                                                : "pnbmc_read_string", t);
    LLVMPositionBuilderBefore(o->b, at);
    LLVMValueRef args[2] = {LLVMBuildPointerCast(o->b, v, o->str_type, ""),
                            LLVMConstInt(o->size_type,
                                         (unsigned long long)max, 0)};
    model_call_before(o->b, at, t, f, args, max >= 0 ? 2 : 1);
}

/* Is every %s argument a pointer (else the call goes to the model)? */
static bool string_args_are_pointers(LLVMValueRef call, unsigned first,
                                     const int *sarg, int ns)
{
    for (int k = 0; k < ns; k++)
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(
                call, first + (unsigned)sarg[k]))) != LLVMPointerTypeKind)
            return false;
    return true;
}

/* Replaces call by a call of the model `name` (returning the call's
 * type if the result is used, else void) with the arguments from
 * `from` on: `fixed` of them, then the variadic rest (variadic) or
 * none. */
static void redirect(out_ctx *o, LLVMValueRef call, unsigned from,
                     unsigned fixed, const char *name, bool variadic)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(call) - from;
    LLVMValueRef args[64];
    LLVMTypeRef params[2];
    if (n > 64 || n < fixed || (!variadic && n != fixed) || fixed > 2)
        return; /* stays a no-op: arguments not read (none has so many) */
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetOperand(call, from + i);
    for (unsigned i = 0; i < fixed; i++)
        params[i] = LLVMTypeOf(args[i]);
    bool used = LLVMGetFirstUse(call) != NULL;
    LLVMTypeRef ret = used ? LLVMTypeOf(call)
                           : LLVMVoidTypeInContext(LLVMGetModuleContext(o->mod));
    LLVMTypeRef t = LLVMFunctionType(ret, params, fixed, variadic);
    LLVMValueRef nc = model_call_before(o->b, call, t,
                                        model_function(o->mod, name, t),
                                        args, n);
    if (used)
        LLVMReplaceAllUsesWith(call, nc);
    LLVMInstructionEraseFromParent(call);
}

/* Is v a load of stdout or stderr, and does the program only read
 * them (so that the stream is open for writing)? */
static bool std_output_stream(LLVMValueRef v)
{
    if (!LLVMIsALoadInst(v))
        return false;
    LLVMValueRef g = LLVMGetOperand(v, 0);
    const char *name = LLVMIsAGlobalVariable(g) ? LLVMGetValueName(g) : "";
    if ((strcmp(name, "stdout") && strcmp(name, "stderr")) ||
        !LLVMIsDeclaration(g))
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u))
        if (!LLVMIsALoadInst(LLVMGetUser(u)))
            return false;
    return true;
}

/* Is fn's call one to a stream (fprintf, vfprintf, fputs) that may be
 * open for reading only, or to a descriptor (dprintf, vdprintf) that
 * may be negative? */
static bool may_refuse_writes(const output_fn *fn, LLVMValueRef call)
{
    if (fn->dest == TO_STD ||
        (unsigned)LLVMGetNumArgOperands(call) <= fn->at)
        return false;
    LLVMValueRef v = LLVMGetOperand(call, fn->at);
    return fn->dest == TO_FD
           ? !LLVMIsAConstantInt(v) || LLVMConstIntGetSExtValue(v) < 0
           : !std_output_stream(v);
}

static void format_call(out_ctx *o, const output_fn *fn, LLVMValueRef call)
{
    unsigned nops = (unsigned)LLVMGetNumArgOperands(call);
    unsigned first = fn->str + 1;
    if (may_refuse_writes(fn, call)) {
        bool used = LLVMGetFirstUse(call) != NULL;
        redirect(o, call, fn->at, 2, fn->dest == TO_FD
                 ? used ? "pnbmc_dprint_counted" : "pnbmc_dprint"
                 : used ? "pnbmc_fprint_counted" : "pnbmc_fprint", true);
        return;
    }
    int sarg[MAX_STRINGS], ns = 0, need = -1;
    long sprec[MAX_STRINGS];
    size_t len;
    const char *f = nops > fn->str
                    ? format_text(LLVMGetOperand(call, fn->str), &len) : NULL;
    if (f)
        need = parse_format(f, len, sarg, sprec, &ns);
    if (need < 0 || nops < first + (unsigned)need ||
        LLVMGetFirstUse(call) || !string_args_are_pointers(call, first, sarg,
                                                           ns)) {
        if (nops > fn->str)
            redirect(o, call, fn->str, 1, LLVMGetFirstUse(call)
                     ? "pnbmc_print_counted" : "pnbmc_print", true);
        return;
    }
    for (int k = 0; k < ns; k++) {
        LLVMValueRef v = LLVMGetOperand(call, first + (unsigned)sarg[k]);
        if (!reads_constant(v))
            read_before(o, call, v, sprec[k]);
    }
}

/* The used result of a puts or fputs call becomes that of the model
 * pnbmc_put_result, or pnbmc_fput_result(stream) (also where unused)
 * for an fputs to a stream that may refuse writes (the no-op call stays,
 * after the reads). */
static void put_result(out_ctx *o, LLVMValueRef call, LLVMValueRef stream)
{
    LLVMTypeRef st = stream ? LLVMTypeOf(stream) : NULL;
    LLVMTypeRef t = LLVMFunctionType(LLVMTypeOf(call), &st, stream ? 1 : 0,
                                     false);
    LLVMValueRef r = model_call_before(
        o->b, call, t, model_function(o->mod, stream ? "pnbmc_fput_result"
                                                     : "pnbmc_put_result", t),
        &stream, stream ? 1 : 0);
    LLVMReplaceAllUsesWith(call, r);
}

static void output_call(out_ctx *o, LLVMValueRef call)
{
    LLVMValueRef callee = model_direct_callee(call); /* also unprototyped */
    if (!callee || !LLVMIsDeclaration(callee))
        return;
    const char *name = LLVMGetValueName(callee);
    for (size_t i = 0; i < sizeof outputs / sizeof outputs[0]; i++) {
        const output_fn *fn = &outputs[i];
        if (strcmp(name, fn->name) != 0)
            continue;
        if (fn->kind == OUT_FORMAT) {
            format_call(o, fn, call);
        } else if (fn->kind == OUT_VFORMAT) {
            if (!LLVMGetFirstUse(call) && !may_refuse_writes(fn, call) &&
                (unsigned)LLVMGetNumArgOperands(call) == fn->str + 2)
                redirect(o, call, fn->str, 2, "pnbmc_vprint", false);
        } else if ((unsigned)LLVMGetNumArgOperands(call) > fn->str) {
            LLVMValueRef v = LLVMGetOperand(call, fn->str);
            if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind &&
                !reads_constant(v))
                read_before(o, call, v, -1);
            bool refuses = may_refuse_writes(fn, call);
            if ((LLVMGetFirstUse(call) || refuses) &&
                (!strcmp(name, "puts") || !strcmp(name, "fputs")) &&
                LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMIntegerTypeKind)
                put_result(o, call,
                           refuses ? LLVMGetOperand(call, fn->at) : NULL);
        }
        return;
    }
}

void output_reads(LLVMModuleRef mod)
{
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
    out_ctx o = {mod, LLVMCreateBuilderInContext(ctx),
                 LLVMPointerType(LLVMInt8TypeInContext(ctx), 0),
                 LLVMIntPtrTypeInContext(ctx, td)};
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in;
                 in = next) {
                next = LLVMGetNextInstruction(in); /* in may be replaced */
                if (LLVMIsACallInst(in))
                    output_call(&o, in);
            }
    LLVMDisposeBuilder(o.b);
    LLVMDisposeTargetData(td);
}
