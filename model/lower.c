/* model/lower.c — lowering of an LLVM module (after mem2reg) into the
 * register IR of model.h.  Unsupported constructs become MI_UNSUPPORTED
 * instructions: they only matter if an execution reaches them. */
#define _GNU_SOURCE
#include "model/lower.h"

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- a pointer-keyed map (LLVM values/blocks to indices) ---- */
typedef struct { const void *key; int32_t val; } pm_slot;
typedef struct { pm_slot *s; size_t cap, n; } ptrmap;

static size_t pm_hash(const void *p, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33; x *= UINT64_C(0xff51afd7ed558ccd); x ^= x >> 33;
    return (size_t)(x & (cap - 1));
}

static void pm_put(ptrmap *m, const void *k, int32_t v);

static void pm_grow(ptrmap *m)
{
    ptrmap n = {calloc(m->cap ? m->cap * 2 : 64, sizeof(pm_slot)),
                m->cap ? m->cap * 2 : 64, 0};
    if (!n.s)
        abort(); /* allocation failure in the front-end is fatal */
    for (size_t i = 0; i < m->cap; i++)
        if (m->s[i].key)
            pm_put(&n, m->s[i].key, m->s[i].val);
    free(m->s);
    *m = n;
}

static void pm_put(ptrmap *m, const void *k, int32_t v)
{
    if ((m->n + 1) * 2 > m->cap)
        pm_grow(m);
    size_t i = pm_hash(k, m->cap);
    while (m->s[i].key && m->s[i].key != k)
        i = (i + 1) & (m->cap - 1);
    if (!m->s[i].key)
        m->n++;
    m->s[i].key = k;
    m->s[i].val = v;
}

static int32_t pm_get(const ptrmap *m, const void *k)
{
    if (!m->cap)
        return -1;
    size_t i = pm_hash(k, m->cap);
    while (m->s[i].key) {
        if (m->s[i].key == k)
            return m->s[i].val;
        i = (i + 1) & (m->cap - 1);
    }
    return -1;
}

static void pm_clear(ptrmap *m)
{
    free(m->s);
    memset(m, 0, sizeof *m);
}

/* ---- lowering context ---- */
typedef struct {
    LLVMModuleRef mod;
    LLVMTargetDataRef td;
    model *m;
    ptrmap objs;   /* global/function value -> object id */
    ptrmap funcs;  /* function value -> function index (defined only) */
    ptrmap regs;   /* per function: value -> register */
    ptrmap regs2;  /* cmpxchg value -> success register */
    ptrmap blocks; /* per function: block -> index */
    /* coercion local -> 1 + index in ctypes of its C struct type, 0 none
     * (coerced_type: an answer walks every use of the local) */
    ptrmap coerced;
    LLVMTypeRef *ctypes;
    int32_t nctypes;
    /* heap blocks' C types (heap_layout): IR type -> index in ditypes of
     * a variable's debug type that has it, built on first use; and IR
     * type -> index in model.local_layouts of its layout */
    ptrmap ditype_of, heap_layout_of;
    LLVMMetadataRef *ditypes;
    int32_t nditypes;
    bool ditypes_built;
    merr *e;
    bool undef_used; /* the instruction being lowered reads an undef */
    bool poison_used; /* ... a poison (a subclass of undef in LLVM) */
    /* What the instruction being lowered uses whose value is unknown
     * ("" = nothing): an external variable (declared, defined by no file
     * given and no C library model) or, in main without --args, main's
     * command line.  Reaching that instruction is unsupported. */
    char unknown_use[200];
    bool in_main;    /* lowering main, which the program runs first */
    const uprims *uprims;
    bool main_runs;  /* main is the program (no --entry): runs once, first */
    bool overflow_ub; /* front_opts.overflow_ub */
    char cwd[4096];   /* the working directory, "" if unknown (file_name) */
} lw;

void *model_xcalloc(size_t n, size_t sz)
{
    void *p = calloc(n ? n : 1, sz);
    if (!p)
        abort(); /* the front-end has no recovery from OOM */
    return p;
}

static char *xstrdup(const char *s)
{
    char *d = strdup(s ? s : "");
    if (!d)
        abort();
    return d;
}

static int32_t file_index(lw *c, const char *name, unsigned len)
{
    model *m = c->m;
    for (int32_t i = 0; i < m->nfiles; i++)
        if (strlen(m->files[i]) == len && memcmp(m->files[i], name, len) == 0)
            return i;
    m->files = realloc(m->files, sizeof(char *) * (size_t)(m->nfiles + 1));
    if (!m->files)
        abort();
    m->files[m->nfiles] = model_xcalloc(len + 1, 1);
    memcpy(m->files[m->nfiles], name, len);
    return m->nfiles++;
}

/* The name of a file as the user can open it from the working
 * directory: clang's debug info strips the prefix an absolute input path
 * shares with the working directory into the "directory" (/tmp/a/f.c
 * compiled in /tmp/b: directory /tmp, file a/f.c), so a name relative
 * to another directory is joined with it, and made relative again only
 * under the working directory.  Returns out, or f when f is fine. */
static const char *file_name(const lw *c, LLVMValueRef v, const char *f,
                             unsigned *len, char *out, size_t n)
{
    unsigned dlen = 0;
    const char *d = LLVMGetDebugLocDirectory(v, &dlen);
    const char *cwd = c->cwd;
    if (f[0] == '/' || f[0] == '<' || !d || !dlen || d[0] != '/' ||
        !cwd[0] || (strlen(cwd) == dlen && !memcmp(cwd, d, dlen)))
        return f;
    size_t cl = strlen(cwd);
    int k = dlen > cl && !memcmp(d, cwd, cl) && d[cl] == '/'
          ? snprintf(out, n, "%.*s/%.*s", (int)(dlen - cl - 1), d + cl + 1,
                     (int)*len, f)
          : snprintf(out, n, "%.*s/%.*s", (int)dlen, d, (int)*len, f);
    if (k <= 0 || (size_t)k >= n)
        return f;
    *len = (unsigned)k;
    return out;
}

static mloc loc_of(lw *c, LLVMValueRef v)
{
    mloc l = {-1, 0, 0};
    unsigned len = 0;
    const char *f = LLVMGetDebugLocFilename(v, &len);
    char full[4096];
    if (f && len)
        f = file_name(c, v, f, &len, full, sizeof full);
    if (f && len) {
        l.file = file_index(c, f, len);
        l.line = (int32_t)LLVMGetDebugLocLine(v);
        if (LLVMIsAInstruction(v))
            l.col = (int32_t)LLVMGetDebugLocColumn(v);
    }
    return l;
}

static int type_bits(lw *c, LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        unsigned w = LLVMGetIntTypeWidth(t);
        return w <= 64 ? (int)w : 0;
    }
    case LLVMPointerTypeKind:
        return c->m->ptr_bits;
    case LLVMFloatTypeKind:
        return 32;
    case LLVMDoubleTypeKind:
        return 64;
    case LLVMVectorTypeKind: { /* its bits, only copied: see vector_copy */
        LLVMTypeRef et = LLVMGetElementType(t);
        int eb = LLVMGetTypeKind(et) == LLVMPointerTypeKind ? 0
                                                            : type_bits(c, et);
        unsigned n = LLVMGetVectorSize(t);
        return eb > 0 && n > 0 && (unsigned)eb * n <= 64 &&
                       eb % 8 == 0 ? eb * (int)n : 0;
    }
    default:
        return 0; /* long double, wide vectors, aggregates: unsupported */
    }
}

LLVMValueRef model_strip_casts(LLVMValueRef v)
{
    while (LLVMIsAConstantExpr(v) &&
           (LLVMGetConstOpcode(v) == LLVMBitCast ||
            LLVMGetConstOpcode(v) == LLVMAddrSpaceCast))
        v = LLVMGetOperand(v, 0);
    return v;
}

LLVMValueRef model_const_limb(LLVMValueRef v, unsigned i)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMConstTrunc(LLVMConstLShr(v, LLVMConstInt(t, 64ULL * i, 0)),
                          LLVMInt64TypeInContext(LLVMGetTypeContext(t)));
}

void model_set_loc(LLVMValueRef in, LLVMMetadataRef loc)
{
    if (loc)
        LLVMInstructionSetDebugLoc(in, loc);
}

LLVMValueRef model_direct_callee(LLVMValueRef call)
{
    LLVMValueRef f = model_strip_casts(LLVMGetCalledValue(call));
    return LLVMIsAFunction(f) ? f : NULL;
}

bool model_program_uses(LLVMModuleRef mod, const char *name)
{
    LLVMValueRef f = LLVMGetNamedFunction(mod, name);
    return f && LLVMIsDeclaration(f) && LLVMGetFirstUse(f);
}

const char *model_declared_callee(LLVMValueRef in)
{
    if (!LLVMIsACallInst(in))
        return NULL;
    LLVMValueRef f = model_direct_callee(in);
    return f && LLVMIsDeclaration(f) ? LLVMGetValueName(f) : NULL;
}

LLVMValueRef model_call_model0(LLVMModuleRef mod, LLVMBuilderRef b,
                               LLVMValueRef at, const char *name)
{
    LLVMTypeRef t = LLVMFunctionType(
        LLVMVoidTypeInContext(LLVMGetModuleContext(mod)), NULL, 0, 0);
    return model_call_before(b, at, t, model_function(mod, name, t), NULL,
                             0);
}

size_t model_c_name_len(const char *name)
{
    size_t len = strlen(name), n = len;
    while (n > 0 && name[n - 1] >= '0' && name[n - 1] <= '9')
        n--;
    return n < len && n >= 2 && name[n - 1] == '.' ? n - 1 : len;
}

/* The input file's base name tag_file_locals gave v ("" if none). */
static void unit_of(LLVMValueRef v, char *out, size_t n)
{
    out[0] = 0;
    LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(v));
    unsigned kind = LLVMGetMDKindIDInContext(ctx, MODEL_UNIT_MD,
                                             strlen(MODEL_UNIT_MD));
    size_t count = 0;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(v, &count);
    for (unsigned i = 0; i < count; i++) {
        if (LLVMValueMetadataEntriesGetKind(md, i) != kind)
            continue;
        LLVMValueRef node = LLVMMetadataAsValue(
            ctx, LLVMValueMetadataEntriesGetMetadata(md, i));
        LLVMValueRef str = NULL;
        unsigned len = 0;
        if (LLVMGetMDNodeNumOperands(node) == 1)
            LLVMGetMDNodeOperands(node, &str);
        const char *s = str ? LLVMGetMDString(str, &len) : NULL;
        snprintf(out, n, "%.*s", s ? (int)len : 0, s ? s : "");
    }
    if (md)
        LLVMDisposeValueMetadataEntries(md);
}

/* Whether another global or function of v's module has v's C name. */
static bool c_name_shared(LLVMValueRef v)
{
    LLVMModuleRef mod = LLVMGetGlobalParent(v);
    const char *name = LLVMGetValueName(v);
    size_t n = model_c_name_len(name);
    for (int pass = 0; pass < 2; pass++)
        for (LLVMValueRef g = pass ? LLVMGetFirstFunction(mod)
                                   : LLVMGetFirstGlobal(mod);
             g; g = pass ? LLVMGetNextFunction(g) : LLVMGetNextGlobal(g)) {
            const char *other = LLVMGetValueName(g);
            if (g != v && model_c_name_len(other) == n &&
                !memcmp(other, name, n))
                return true;
        }
    return false;
}

char *model_display_name(LLVMValueRef v)
{
    const char *name = LLVMGetValueName(v);
    char unit[256];
    unit_of(v, unit, sizeof unit);
    char *out = NULL;
    if (!unit[0] || !c_name_shared(v) ||
        asprintf(&out, "%.*s (%s)", (int)model_c_name_len(name), name,
                 unit) < 0)
        return xstrdup(name);
    return out;
}

LLVMValueRef model_function(LLVMModuleRef mod, const char *name,
                            LLVMTypeRef t)
{
    LLVMValueRef f = LLVMGetNamedFunction(mod, name);
    return f ? f : LLVMAddFunction(mod, name, t);
}

LLVMValueRef model_call_before(LLVMBuilderRef b, LLVMValueRef at,
                               LLVMTypeRef t, LLVMValueRef f,
                               LLVMValueRef *args, unsigned n)
{
    LLVMPositionBuilderBefore(b, at);
    LLVMValueRef c = LLVMBuildCall2(b, t, f, args, n, "");
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(at);
    model_set_loc(c, loc);
    return c;
}

static bool const_eval(lw *c, LLVMValueRef v, uint64_t *out);

/* Byte offset of a GEP with constant indices; base type = source elem. */
static bool gep_const_offset(lw *c, LLVMTypeRef ty, LLVMValueRef gep,
                             unsigned first, int64_t *off)
{
    int64_t acc = 0;
    unsigned n = (unsigned)LLVMGetNumOperands(gep);
    for (unsigned i = first; i < n; i++) {
        uint64_t idx;
        if (!const_eval(c, LLVMGetOperand(gep, i), &idx))
            return false;
        int bits = type_bits(c, LLVMTypeOf(LLVMGetOperand(gep, i)));
        int64_t s = bits < 64 && bits > 0 && (idx >> (bits - 1)) & 1
                        ? (int64_t)(idx | ~((UINT64_C(1) << bits) - 1))
                        : (int64_t)idx;
        if (i == first) {
            acc += s * (int64_t)LLVMABISizeOfType(c->td, ty);
        } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
            acc += (int64_t)LLVMOffsetOfElement(c->td, ty, (unsigned)s);
            ty = LLVMStructGetTypeAtIndex(ty, (unsigned)s);
        } else {
            ty = LLVMGetElementType(ty);
            acc += s * (int64_t)LLVMABISizeOfType(c->td, ty);
        }
    }
    *off = acc;
    return true;
}

static bool const_arith(lw *c, LLVMValueRef v, uint64_t *out)
{
    uint64_t a, b;
    int bits = type_bits(c, LLVMTypeOf(v));
    if (bits == 0 || !const_eval(c, LLVMGetOperand(v, 0), &a) ||
        !const_eval(c, LLVMGetOperand(v, 1), &b))
        return false;
    switch (LLVMGetConstOpcode(v)) {
    case LLVMAdd: *out = a + b; break;
    case LLVMSub: *out = a - b; break;
    case LLVMMul: *out = a * b; break;
    case LLVMAnd: *out = a & b; break;
    case LLVMOr: *out = a | b; break;
    case LLVMXor: *out = a ^ b; break;
    default: return false;
    }
    *out = model_mask(bits, *out);
    return true;
}

/* A constant comparison (of addresses, say: a global's against null or
 * another's), on the values the engines give the operands. */
static bool const_icmp(lw *c, LLVMValueRef v, uint64_t *out)
{
    uint64_t a, b;
    int bits = type_bits(c, LLVMTypeOf(LLVMGetOperand(v, 0)));
    if (bits == 0 || !const_eval(c, LLVMGetOperand(v, 0), &a) ||
        !const_eval(c, LLVMGetOperand(v, 1), &b))
        return false;
    *out = model_icmp((cmppred)(LLVMGetICmpPredicate(v) - LLVMIntEQ), bits,
                      a, b);
    return true;
}

static bool const_expr_eval(lw *c, LLVMValueRef v, uint64_t *out)
{
    uint64_t a;
    switch (LLVMGetConstOpcode(v)) {
    case LLVMICmp:
        return const_icmp(c, v, out);
    case LLVMSelect:
        return const_eval(c, LLVMGetOperand(v, 0), &a) &&
               const_eval(c, LLVMGetOperand(v, 1 + !(a & 1)), out);
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
    case LLVMXor:
        return const_arith(c, v, out);
    case LLVMSExt: {
        if (!const_eval(c, LLVMGetOperand(v, 0), &a))
            return false;
        int from = type_bits(c, LLVMTypeOf(LLVMGetOperand(v, 0)));
        int to = type_bits(c, LLVMTypeOf(v));
        if (from == 0 || to == 0)
            return false;
        if (from < 64 && (a >> (from - 1)) & 1)
            a |= ~((UINT64_C(1) << from) - 1);
        *out = model_mask(to, a);
        return true;
    }
    case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMPtrToInt:
    case LLVMIntToPtr: case LLVMZExt: case LLVMTrunc:
        if (!const_eval(c, LLVMGetOperand(v, 0), &a))
            return false;
        *out = model_mask(type_bits(c, LLVMTypeOf(v)), a);
        return type_bits(c, LLVMTypeOf(v)) > 0;
    case LLVMGetElementPtr: {
        int64_t off;
        if (!const_eval(c, LLVMGetOperand(v, 0), &a) ||
            !gep_const_offset(c, LLVMGetGEPSourceElementType(v), v, 1, &off))
            return false;
        *out = model_mask(c->m->ptr_bits, a + (uint64_t)off);
        return true;
    }
    default:
        return false;
    }
}

/* A constant vector of at most 64 bits: its elements' bits, the first
 * lowest (little-endian memory order). */
static bool const_vector(lw *c, LLVMValueRef v, uint64_t *out)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    int eb = type_bits(c, LLVMGetElementType(t));
    if (type_bits(c, t) == 0 || eb == 0)
        return false;
    uint64_t acc = 0;
    for (unsigned i = 0; i < LLVMGetVectorSize(t); i++) {
        uint64_t e;
        LLVMValueRef el = LLVMIsAConstantDataVector(v)
                              ? LLVMGetElementAsConstant(v, i)
                              : LLVMGetOperand(v, i);
        if (!const_eval(c, el, &e))
            return false;
        acc |= model_mask(eb, e) << (i * (unsigned)eb);
    }
    *out = acc;
    return true;
}

static bool const_eval(lw *c, LLVMValueRef v, uint64_t *out)
{
    if (LLVMIsAConstantFP(v)) {
        LLVMBool lost;
        double d = LLVMConstRealGetDouble(v, &lost);
        int bits = type_bits(c, LLVMTypeOf(v));
        if (bits == 64) {
            memcpy(out, &d, 8);
        } else if (bits == 32) {
            float f = (float)d;
            uint32_t b;
            memcpy(&b, &f, 4);
            *out = b;
        }
        return bits == 32 || bits == 64;
    }
    if (LLVMIsAConstantInt(v)) {
        if (type_bits(c, LLVMTypeOf(v)) == 0)
            return false;
        *out = LLVMConstIntGetZExtValue(v);
        return true;
    }
    if (LLVMIsAConstantPointerNull(v) || LLVMIsUndef(v) ||
        LLVMIsAConstantAggregateZero(v)) {
        *out = 0;
        return true;
    }
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v))
        return const_vector(c, v, out);
    if (LLVMIsAGlobalValue(v)) {
        int32_t obj = pm_get(&c->objs, v);
        if (obj < 0)
            return false;
        if (LLVMIsAGlobalVariable(v) && LLVMIsDeclaration(v) &&
            !c->unknown_use[0])
            snprintf(c->unknown_use, sizeof c->unknown_use,
                     "use of external variable '%s' (defined in no file "
                     "given)", c->m->globals[obj].name);
        *out = model_ptr(c->m, (uint32_t)obj, 0);
        return true;
    }
    if (LLVMIsAConstantExpr(v))
        return const_expr_eval(c, v, out);
    return false;
}

/* ---- global initialisers ---- */
static void put_bytes(uint8_t *buf, uint64_t size, uint64_t off, uint64_t v,
                      uint64_t n)
{
    for (uint64_t i = 0; i < n && off + i < size; i++)
        buf[off + i] = (uint8_t)(v >> (8 * i));
}

/* An integer constant wider than 64 bits, 64 at a time (little-endian). */
static bool init_wide_int(lw *c, uint8_t *buf, uint64_t size, uint64_t off,
                          LLVMValueRef v)
{
    uint64_t n = LLVMStoreSizeOfType(c->td, LLVMTypeOf(v));
    for (uint64_t i = 0; i < n; i += 8) {
        LLVMValueRef limb = model_const_limb(v, (unsigned)(i / 8));
        put_bytes(buf, size, off + i, LLVMConstIntGetZExtValue(limb),
                  n - i < 8 ? n - i : 8);
    }
    return true;
}

/* A literal number made a pointer that decodes as an address in the
 * model's layout (layout_forged_literal) is kept in memory, where the
 * run cannot tell it from the object's own address when it is loaded:
 * an instruction's literal is cut where it runs (minstr.forged), a
 * global's initialiser here, with the reason in c->unknown_use. */
static bool forged_in_memory(lw *c, LLVMValueRef v)
{
    uint64_t n = layout_forged_literal(v, c->m->ptr_bits);
    if (n)
        snprintf(c->unknown_use, sizeof c->unknown_use, "the number %#llx "
                 "made a pointer, which may be an object's address only in "
                 "pnbmc's layout of memory, not in a real process,",
                 (unsigned long long)n);
    return n != 0;
}

/* Writes constant v at off into buf (size bytes); marks in *addr (made
 * on first use) the bytes of constants that may be addresses: any but an
 * integer literal. */
static bool init_store(lw *c, uint8_t *buf, uint8_t **addr, uint64_t size,
                       uint64_t off, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    uint64_t tsz = LLVMABISizeOfType(c->td, t);
    if (LLVMIsAConstantAggregateZero(v) || LLVMIsUndef(v) ||
        LLVMIsAConstantPointerNull(v))
        return true;
    if (LLVMIsAConstantFP(v)) {
        LLVMBool lost;
        double d = LLVMConstRealGetDouble(v, &lost);
        if (tsz == 8) {
            uint64_t b;
            memcpy(&b, &d, 8);
            put_bytes(buf, size, off, b, 8);
        } else if (tsz == 4) {
            float f = (float)d;
            uint32_t b;
            memcpy(&b, &f, 4);
            put_bytes(buf, size, off, b, 4);
        }
        return tsz == 8 || tsz == 4;
    }
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (LLVMIsAConstantDataSequential(v)) {
        unsigned n = LLVMGetArrayLength(t);
        uint64_t esz = LLVMABISizeOfType(c->td, LLVMGetElementType(t));
        for (unsigned i = 0; i < n; i++)
            if (!init_store(c, buf, addr, size, off + i * esz,
                            LLVMGetElementAsConstant(v, i)))
                return false;
        return true;
    }
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) {
        unsigned n = (unsigned)LLVMGetNumOperands(v);
        for (unsigned i = 0; i < n; i++) {
            uint64_t eoff = k == LLVMStructTypeKind
                ? LLVMOffsetOfElement(c->td, t, i)
                : i * LLVMABISizeOfType(c->td, LLVMGetElementType(t));
            if (!init_store(c, buf, addr, size, off + eoff,
                            LLVMGetOperand(v, i)))
                return false;
        }
        return true;
    }
    if (LLVMIsAConstantInt(v) && LLVMGetIntTypeWidth(t) > 64)
        return init_wide_int(c, buf, size, off, v);
    if (!c->unknown_use[0] &&
        layout_const_dependent(v, c->m->ptr_bits, c->unknown_use,
                               sizeof c->unknown_use))
        return true;
    if (!c->unknown_use[0] && forged_in_memory(c, v))
        return true;
    uint64_t val;
    if (!const_eval(c, v, &val))
        return false;
    uint64_t n = LLVMStoreSizeOfType(c->td, t);
    put_bytes(buf, size, off, val, n);
    if (!LLVMIsAConstantInt(v) && *addr == NULL)
        *addr = model_xcalloc(size, 1);
    if (!LLVMIsAConstantInt(v))
        put_bytes(*addr, size, off, UINT64_MAX, n);
    return true;
}

static uint64_t max_obj_size(const model *m)
{
    return UINT64_C(1) << m->obj_shift;
}

/* ---- C layout of globals from the debug info ----
 * The LLVM 14 C API has no getters for the operands of DI nodes, so they
 * are read generically (verified layout): DIVariable 3 type; DIType 0 file,
 * 2 name, 3 base type, 4 elements (composite); DIFile 0 file name;
 * DISubrange 0 count.  Typedefs and qualifiers are the derived types of
 * size 0.  Any surprise ends the walk: the name falls back to "g+OFF". */
enum { LAY_MAX_NODES = 4096, LAY_MAX_DEPTH = 24, LAY_MAX_OPS = 16 };

typedef struct {
    LLVMContextRef ctx;
    mglobal *g;
    ptrmap memo;   /* composite type -> dtypes index */
    bool failed;   /* too big: the whole layout is dropped */
} lay;

static bool lay_is_node(LLVMMetadataRef md)
{
    if (!md)
        return false;
    LLVMMetadataKind k = LLVMGetMetadataKind(md);
    return k >= LLVMMDTupleMetadataKind && k != LLVMDIArgListMetadataKind;
}

static bool lay_is_type(LLVMMetadataRef md)
{
    if (!md)
        return false;
    LLVMMetadataKind k = LLVMGetMetadataKind(md);
    return k == LLVMDIBasicTypeMetadataKind ||
           k == LLVMDIDerivedTypeMetadataKind ||
           k == LLVMDICompositeTypeMetadataKind ||
           k == LLVMDISubroutineTypeMetadataKind;
}

/* All operands of node md as values (NULL entries for absent ones);
 * NULL when md is no node.  The caller frees the array. */
static LLVMValueRef *lay_ops(lay *l, LLVMMetadataRef md, unsigned *n)
{
    *n = 0;
    if (!lay_is_node(md))
        return NULL;
    LLVMValueRef v = LLVMMetadataAsValue(l->ctx, md);
    *n = LLVMGetMDNodeNumOperands(v);
    LLVMValueRef *ops = model_xcalloc(*n ? *n : 1, sizeof *ops);
    if (*n)
        LLVMGetMDNodeOperands(v, ops);
    return ops;
}

/* Operand i of node md as metadata, NULL when absent. */
static LLVMMetadataRef lay_op(lay *l, LLVMMetadataRef md, unsigned i)
{
    unsigned n;
    LLVMValueRef *ops = lay_ops(l, md, &n);
    LLVMMetadataRef r = NULL;
    if (ops && i < n && ops[i] && !LLVMIsAConstant(ops[i]))
        r = LLVMValueAsMetadata(ops[i]);
    free(ops);
    return r;
}

static const char *lay_string(lay *l, LLVMMetadataRef md, size_t *len)
{
    unsigned n = 0;
    const char *s = NULL;
    if (md && LLVMGetMetadataKind(md) == LLVMMDStringMetadataKind)
        s = LLVMGetMDString(LLVMMetadataAsValue(l->ctx, md), &n);
    *len = s ? n : 0;
    return s ? s : "";
}

/* Types of the C library (pthread_mutex_t, FILE, ...) are opaque: a
 * mutex is named "m", not "m.__data.__lock". */
static bool lay_opaque(lay *l, LLVMMetadataRef ty)
{
    size_t len;
    const char *nm = LLVMDITypeGetName(ty, &len);
    if (nm && ((len >= 8 && memcmp(nm, "pthread_", 8) == 0) ||
               (len >= 2 && memcmp(nm, "__", 2) == 0)))
        return true;
    LLVMMetadataRef file = lay_op(l, ty, 0);
    if (!file || LLVMGetMetadataKind(file) != LLVMDIFileMetadataKind)
        return false;
    const char *f = lay_string(l, lay_op(l, file, 0), &len);
    return len >= 5 && memcmp(f, "/usr/", 5) == 0;
}

static int32_t lay_new_type(lay *l, uint8_t kind, uint64_t size)
{
    mglobal *g = l->g;
    if (g->ndtypes + g->ndmembers >= LAY_MAX_NODES) {
        l->failed = true;
        return -1;
    }
    g->dtypes = realloc(g->dtypes,
                        sizeof *g->dtypes * (size_t)(g->ndtypes + 1));
    if (!g->dtypes)
        abort();
    g->dtypes[g->ndtypes] = (struct mgdtype){
        .size = size > UINT32_MAX ? 0 : (uint32_t)size, .kind = kind,
        .sub = -1};
    return g->ndtypes++;
}

static int32_t lay_type(lay *l, LLVMMetadataRef ty, int depth);

/* Whether type ty is an unsigned integer or _Bool, through typedefs
 * (also the C library's: uint64_t), const, volatile and _Atomic.  The C
 * API has no getter for a DIBasicType's encoding; clang names C's
 * unsigned types "unsigned int", "long unsigned int", "unsigned char"... */
static bool lay_unsigned(lay *l, LLVMMetadataRef ty)
{
    for (int hops = 0; ty && hops < LAY_MAX_DEPTH; hops++) {
        LLVMMetadataKind k = LLVMGetMetadataKind(ty);
        if (k == LLVMDIDerivedTypeMetadataKind &&
            LLVMDITypeGetSizeInBits(ty) == 0) {
            ty = lay_op(l, ty, 3);
            continue;
        }
        size_t len;
        const char *nm = LLVMDITypeGetName(ty, &len);
        char buf[64];
        if (k != LLVMDIBasicTypeMetadataKind || !nm || len == 0 ||
            len >= sizeof buf)
            return false;
        memcpy(buf, nm, len);
        buf[len] = 0;
        return strstr(buf, "unsigned") || !strcmp(buf, "_Bool") ||
               !strcmp(buf, "bool");
    }
    return false;
}

/* Element count of a DISubrange; 0 when unknown (flexible arrays, VLAs). */
static uint64_t lay_subrange_count(lay *l, LLVMMetadataRef sr)
{
    unsigned n;
    LLVMValueRef *ops = lay_ops(l, sr, &n);
    uint64_t c = 0;
    if (ops && n > 0 && ops[0] && LLVMIsAConstantInt(ops[0]) &&
        LLVMConstIntGetSExtValue(ops[0]) > 0)
        c = LLVMConstIntGetZExtValue(ops[0]);
    free(ops);
    return c;
}

/* Array of size bytes with dimensions dims[0..ndims) of element elem:
 * nested array nodes, outermost first. */
static int32_t lay_array(lay *l, const LLVMMetadataRef *dims, unsigned ndims,
                         uint64_t size, LLVMMetadataRef elem, int depth)
{
    if (ndims == 0)
        return lay_type(l, elem, depth + 1);
    uint64_t count = lay_subrange_count(l, dims[0]);
    int32_t t = lay_new_type(l, 2, size);
    if (t < 0)
        return -1;
    uint64_t esz = count ? size / count : 0;
    int32_t sub = lay_array(l, dims + 1, ndims - 1, esz, elem, depth + 1);
    l->g->dtypes[t].count = count > UINT32_MAX ? 0 : (uint32_t)count;
    l->g->dtypes[t].sub = sub;
    return t;
}

/* Members: the DW_TAG_member derived types of a struct or union. */
static int32_t lay_record(lay *l, const LLVMValueRef *els, unsigned n,
                          uint64_t size, int depth)
{
    mglobal *g = l->g;
    unsigned cnt = 0;
    for (unsigned i = 0; i < n; i++)
        if (els[i] && LLVMGetMetadataKind(LLVMValueAsMetadata(els[i])) ==
                          LLVMDIDerivedTypeMetadataKind)
            cnt++;
    int32_t t = lay_new_type(l, 1, size);
    if (t < 0 || g->ndtypes + g->ndmembers + (int32_t)cnt > LAY_MAX_NODES) {
        l->failed = true;
        return -1;
    }
    int32_t first = g->ndmembers;
    if (cnt) {
        size_t bytes = sizeof *g->dmembers * (size_t)(first + (int32_t)cnt);
        g->dmembers = realloc(g->dmembers, bytes);
        if (!g->dmembers)
            abort();
        memset(g->dmembers + first, 0, sizeof *g->dmembers * cnt);
    }
    g->ndmembers += (int32_t)cnt;
    g->dtypes[t].sub = first;
    g->dtypes[t].count = cnt;
    for (unsigned i = 0, j = 0; i < n && j < cnt; i++) {
        LLVMMetadataRef mb = els[i] ? LLVMValueAsMetadata(els[i]) : NULL;
        if (!mb || LLVMGetMetadataKind(mb) != LLVMDIDerivedTypeMetadataKind)
            continue;
        size_t len;
        const char *nm = LLVMDITypeGetName(mb, &len);
        uint64_t bit = LLVMDITypeGetOffsetInBits(mb);
        uint64_t end = bit + LLVMDITypeGetSizeInBits(mb);
        struct mgdmember *m = &g->dmembers[first + (int32_t)j++];
        m->name = model_xcalloc(len + 1, 1);
        if (len)
            memcpy(m->name, nm, len);
        m->off = (uint32_t)(bit / 8 > UINT32_MAX ? UINT32_MAX : bit / 8);
        m->size = (uint32_t)((end + 7) / 8 - bit / 8 > UINT32_MAX
                                 ? 0 : (end + 7) / 8 - bit / 8);
        m->type = -1;
        int32_t mt = lay_type(l, lay_op(l, mb, 3), depth + 1);
        g->dmembers[first + (int32_t)j - 1].type = mt;
    }
    return t;
}

/* A struct, union or array type; enums and the like are scalars. */
static int32_t lay_composite(lay *l, LLVMMetadataRef ty, int depth)
{
    uint64_t size = LLVMDITypeGetSizeInBits(ty) / 8;
    unsigned n;
    LLVMValueRef *els = lay_ops(l, lay_op(l, ty, 4), &n);
    LLVMMetadataRef first = els && n && els[0] ? LLVMValueAsMetadata(els[0])
                                               : NULL;
    LLVMMetadataKind k = first ? LLVMGetMetadataKind(first)
                               : LLVMMDStringMetadataKind;
    int32_t t;
    if (k == LLVMDISubrangeMetadataKind) {
        LLVMMetadataRef *dims = model_xcalloc(n, sizeof *dims);
        unsigned nd = 0;
        for (unsigned i = 0; i < n; i++)
            if (els[i])
                dims[nd++] = LLVMValueAsMetadata(els[i]);
        t = lay_array(l, dims, nd, size, lay_op(l, ty, 3), depth);
        free(dims);
    } else if (k == LLVMDIDerivedTypeMetadataKind && !lay_opaque(l, ty)) {
        t = lay_record(l, els, n, size, depth);
    } else {
        t = lay_new_type(l, 0, size);
    }
    free(els);
    return t;
}

/* dtypes index of debug type ty, -1 when unknown. */
static int32_t lay_type(lay *l, LLVMMetadataRef ty, int depth)
{
    for (int hops = 0; depth < LAY_MAX_DEPTH && hops < LAY_MAX_DEPTH;
         hops++) {
        if (l->failed || !lay_is_type(ty))
            return -1;
        LLVMMetadataKind k = LLVMGetMetadataKind(ty);
        uint64_t size = LLVMDITypeGetSizeInBits(ty) / 8;
        if (k == LLVMDIDerivedTypeMetadataKind && size == 0 &&
            !lay_opaque(l, ty)) {
            ty = lay_op(l, ty, 3); /* typedef, const, volatile, _Atomic */
            continue;
        }
        if (k != LLVMDICompositeTypeMetadataKind) {
            int32_t s = lay_new_type(l, 0, size);
            if (s >= 0) {
                l->g->dtypes[s].is_unsigned = lay_unsigned(l, ty);
                /* a derived type with a size of its own: in C, a
                   pointer (typedefs and qualifiers have none) */
                l->g->dtypes[s].is_pointer =
                    k == LLVMDIDerivedTypeMetadataKind && size > 0;
            }
            return s;
        }
        int32_t t = pm_get(&l->memo, ty);
        if (t >= 0)
            return t;
        t = lay_composite(l, ty, depth);
        if (t >= 0)
            pm_put(&l->memo, ty, t);
        return t;
    }
    return -1;
}

static void lay_free(mglobal *g)
{
    for (int32_t i = 0; i < g->ndmembers; i++)
        free(g->dmembers[i].name);
    free(g->dmembers);
    free(g->dtypes);
    g->dmembers = NULL;
    g->dtypes = NULL;
    g->ndmembers = g->ndtypes = 0;
}

/* The DILocalVariable that declaration call `decl` describes (operand
 * 1: name, 3: type), NULL if none; its C name in *name, *len bytes (0:
 * none). */
static LLVMMetadataRef declared_variable(lay *l, LLVMValueRef decl,
                                         const char **name, size_t *len)
{
    *name = NULL;
    *len = 0;
    if (LLVMGetNumArgOperands(decl) < 2)
        return NULL;
    LLVMMetadataRef var = LLVMValueAsMetadata(LLVMGetOperand(decl, 1));
    if (!var || LLVMGetMetadataKind(var) != LLVMDILocalVariableMetadataKind)
        return NULL;
    *name = lay_string(l, lay_op(l, var, 1), len);
    return var;
}

/* A layout named name (len bytes) of debug type ty, as a global's,
 * kept in model.local_layouts; without types (ndtypes 0) where ty's
 * size is not size (0: any). */
static const mglobal *lay_of_type(lw *c, const char *name, size_t len,
                                  LLVMMetadataRef ty, uint64_t size)
{
    lay l = {.ctx = LLVMGetModuleContext(c->mod)};
    mglobal *g = model_xcalloc(1, sizeof *g);
    g->name = model_xcalloc(len + 1, 1);
    memcpy(g->name, name, len);
    l.g = g;
    if (lay_type(&l, ty, 0) != 0 || l.failed ||
        (size && g->dtypes[0].size != size))
        lay_free(g);
    pm_clear(&l.memo);
    model *m = c->m;
    m->local_layouts = realloc(m->local_layouts, sizeof(mglobal *) *
                               (size_t)(m->nlocal_layouts + 1));
    if (!m->local_layouts)
        abort(); /* the front-end has no recovery from OOM */
    m->local_layouts[m->nlocal_layouts++] = g;
    return g;
}

/* The C name and layout of the local that declaration call `decl`
 * describes, as a global's. */
static const mglobal *lay_local(lw *c, LLVMValueRef decl)
{
    lay l = {.ctx = LLVMGetModuleContext(c->mod)};
    const char *name;
    size_t len;
    LLVMMetadataRef var = declared_variable(&l, decl, &name, &len);
    if (!var || !len)
        return NULL;
    return lay_of_type(c, name, len, lay_op(&l, var, 3), 0);
}

/* ---- C types of heap blocks ----
 * malloc's result has no debug type: a block's type is the one its
 * pointer is converted to, an IR type.  The debug info types variables,
 * so an IR type takes the debug type of a variable (a global or a
 * declared local) of that IR type, and a pointer's pointee type the
 * pointer's base type: `struct doc *g;` types %struct.doc. */
static void note_part_types(lw *c, lay *l, LLVMTypeRef t, LLVMMetadataRef ty,
                            int depth);

/* ty without its typedefs and qualifiers (const, volatile, _Atomic: the
 * derived types of size 0), as lay_type walks them. */
static LLVMMetadataRef lay_strip(lay *l, LLVMMetadataRef ty)
{
    for (int hops = 0; hops < LAY_MAX_DEPTH && lay_is_type(ty) &&
                       LLVMGetMetadataKind(ty) ==
                           LLVMDIDerivedTypeMetadataKind &&
                       LLVMDITypeGetSizeInBits(ty) == 0 && !lay_opaque(l, ty);
         hops++)
        ty = lay_op(l, ty, 3);
    return ty;
}

static void note_ir_type(lw *c, lay *l, LLVMTypeRef t, LLVMMetadataRef ty,
                         int depth)
{
    ty = lay_strip(l, ty);
    if (!lay_is_type(ty) || depth > LAY_MAX_DEPTH ||
        pm_get(&c->ditype_of, t) >= 0)
        return;
    c->ditypes = realloc(c->ditypes, sizeof *c->ditypes *
                                     (size_t)(c->nditypes + 1));
    if (!c->ditypes)
        abort(); /* the front-end has no recovery from OOM */
    c->ditypes[c->nditypes] = ty;
    pm_put(&c->ditype_of, t, c->nditypes++);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMPointerTypeKind &&
        LLVMGetMetadataKind(ty) == LLVMDIDerivedTypeMetadataKind &&
        !lay_opaque(l, ty)) /* a size of its own: a pointer */
        note_ir_type(c, l, LLVMGetElementType(t), lay_op(l, ty, 3),
                     depth + 1);
    else if ((k == LLVMStructTypeKind || k == LLVMArrayTypeKind) &&
             LLVMGetMetadataKind(ty) == LLVMDICompositeTypeMetadataKind &&
             !lay_opaque(l, ty))
        note_part_types(c, l, t, ty, depth);
}

/* The members of struct t (debug type ty) that lie where an element of
 * the IR struct lies, with its size, and an array's element. */
static void note_part_types(lw *c, lay *l, LLVMTypeRef t, LLVMMetadataRef ty,
                            int depth)
{
    unsigned n;
    LLVMValueRef *els = lay_ops(l, lay_op(l, ty, 4), &n);
    bool array = LLVMGetTypeKind(t) == LLVMArrayTypeKind;
    if (array && n == 1)
        note_ir_type(c, l, LLVMGetElementType(t), lay_op(l, ty, 3),
                     depth + 1);
    unsigned ne = array || LLVMIsOpaqueStruct(t)
                      ? 0 : LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n && ne; i++) {
        LLVMMetadataRef mb = els[i] ? LLVMValueAsMetadata(els[i]) : NULL;
        if (!mb || LLVMGetMetadataKind(mb) != LLVMDIDerivedTypeMetadataKind)
            continue;
        uint64_t bit = LLVMDITypeGetOffsetInBits(mb);
        for (unsigned e = 0; e < ne && bit % 8 == 0; e++) {
            LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, e);
            if (LLVMOffsetOfElement(c->td, t, e) == bit / 8 &&
                LLVMTypeIsSized(et) && LLVMABISizeOfType(c->td, et) * 8 ==
                                           LLVMDITypeGetSizeInBits(mb))
                note_ir_type(c, l, et, lay_op(l, mb, 3), depth + 1);
        }
    }
    free(els);
}

/* The value an llvm.dbg.value call gives its variable (mem2reg turns a
 * local's declaration into these), with the variable in *var; NULL when
 * in is no such call. */
static LLVMValueRef described_value(lay *l, LLVMValueRef in,
                                    LLVMMetadataRef *var)
{
    static const char name[] = "llvm.dbg.value";
    LLVMValueRef f = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
    size_t n = 0;
    const char *fn = f ? LLVMGetValueName2(f, &n) : NULL;
    if (!fn || n != sizeof name - 1 || memcmp(fn, name, n) ||
        LLVMGetNumArgOperands(in) < 2)
        return NULL;
    LLVMValueRef md = LLVMGetOperand(in, 0), v = NULL;
    if (LLVMGetValueKind(md) != LLVMMetadataAsValueValueKind ||
        LLVMGetMDNodeNumOperands(md) != 1)
        return NULL;
    LLVMGetMDNodeOperands(md, &v);
    const char *vn;
    size_t len;
    *var = declared_variable(l, in, &vn, &len);
    return v && *var ? v : NULL;
}

static void note_variable_types(lw *c)
{
    lay l = {.ctx = LLVMGetModuleContext(c->mod)};
    for (LLVMValueRef g = LLVMGetFirstGlobal(c->mod); g;
         g = LLVMGetNextGlobal(g)) {
        LLVMMetadataRef var = model_global_variable_md(g);
        if (var)
            note_ir_type(c, &l, LLVMGlobalGetValueType(g),
                         lay_op(&l, var, 3), 0);
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f;
         f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
                 in = LLVMGetNextInstruction(in)) {
                LLVMValueRef a = model_declared_local(in), v;
                const char *name;
                size_t len;
                LLVMMetadataRef var = a && LLVMIsAAllocaInst(a)
                    ? declared_variable(&l, in, &name, &len) : NULL;
                if (var)
                    note_ir_type(c, &l, LLVMGetAllocatedType(a),
                                 lay_op(&l, var, 3), 0);
                else if ((v = described_value(&l, in, &var)) != NULL)
                    note_ir_type(c, &l, LLVMTypeOf(v), lay_op(&l, var, 3),
                                 0);
            }
}

/* The C layout (unnamed) of the block that allocation call `call`
 * returns: of the one type its result is converted to, if a variable
 * has that type and the debug type's size is the IR type's. */
static const mglobal *heap_layout(lw *c, LLVMValueRef call)
{
    LLVMTypeRef elem = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsABitCastInst(user) ||
            LLVMGetTypeKind(LLVMTypeOf(user)) != LLVMPointerTypeKind)
            continue;
        LLVMTypeRef t = LLVMGetElementType(LLVMTypeOf(user));
        if (elem && elem != t)
            return NULL; /* converted to two types */
        elem = t;
    }
    if (!elem || !LLVMTypeIsSized(elem))
        return NULL;
    int32_t known = pm_get(&c->heap_layout_of, elem);
    if (known >= 0)
        return c->m->local_layouts[known];
    if (!c->ditypes_built)
        note_variable_types(c);
    c->ditypes_built = true;
    int32_t d = pm_get(&c->ditype_of, elem);
    if (d < 0)
        return NULL;
    const mglobal *g = lay_of_type(c, "", 0, c->ditypes[d],
                                   LLVMABISizeOfType(c->td, elem));
    pm_put(&c->heap_layout_of, elem, c->m->nlocal_layouts - 1);
    return g;
}

static bool allocates_heap(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_MALLOC || mi->op == PR_CALLOC);
}

/* Each alloca of f that llvm.dbg.declare describes gets the local's C
 * name (clang names a parameter's copy "x.addr", a variable-length
 * array "vla") and layout, for names like "args[1].count" in witnesses;
 * each malloc and calloc of the program its block's layout, for names
 * like "heap@f.c:9.refs". */
static void layout_locals(lw *c, LLVMValueRef f, mfunc *mf)
{
    minstr **def_of = model_xcalloc((size_t)mf->nregs, sizeof *def_of);
    for (int32_t ip = 0; ip < mf->ncode; ip++)
        if ((mf->code[ip].kind == MI_ALLOCA ||
             (allocates_heap(&mf->code[ip]) &&
              !model_in_libc(c->m, mf->code[ip].loc))) &&
            mf->code[ip].dst >= 0 && mf->code[ip].dst < mf->nregs)
            def_of[mf->code[ip].dst] = &mf->code[ip];
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            int32_t r = pm_get(&c->regs, in);
            minstr *mi = r >= 0 && r < mf->nregs ? def_of[r] : NULL;
            if (mi && allocates_heap(mi)) {
                mi->layout = heap_layout(c, in);
                continue;
            }
            LLVMValueRef a = model_declared_local(in);
            r = a ? pm_get(&c->regs, a) : -1;
            mi = r >= 0 && r < mf->nregs ? def_of[r] : NULL;
            if (!mi || mi->kind != MI_ALLOCA || mi->layout ||
                !(mi->layout = lay_local(c, in)))
                continue;
            free(mi->var);
            mi->var = xstrdup(mi->layout->name);
        }
    free(def_of);
}

LLVMMetadataRef model_global_variable_md(LLVMValueRef g)
{
    LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(g));
    unsigned dbg = LLVMGetMDKindIDInContext(ctx, "dbg", 3);
    size_t n = 0;
    LLVMValueMetadataEntry *es = LLVMGlobalCopyAllMetadata(g, &n);
    LLVMMetadataRef var = NULL;
    for (size_t i = 0; i < n && !var; i++) {
        unsigned k = (unsigned)i;
        LLVMMetadataRef md = LLVMValueMetadataEntriesGetMetadata(es, k);
        if (LLVMValueMetadataEntriesGetKind(es, k) == dbg && md &&
            LLVMGetMetadataKind(md) ==
                LLVMDIGlobalVariableExpressionMetadataKind)
            var = LLVMDIGlobalVariableExpressionGetVariable(md);
    }
    if (es)
        LLVMDisposeValueMetadataEntries(es);
    return var && LLVMGetMetadataKind(var) == LLVMDIGlobalVariableMetadataKind
               ? var : NULL;
}

/* The layout of global g from its !dbg attachment, if any. */
static void lay_global(lw *c, LLVMValueRef g, mglobal *gl)
{
    lay l = {.ctx = LLVMGetModuleContext(c->mod), .g = gl};
    LLVMMetadataRef var = model_global_variable_md(g);
    if (var &&
        (lay_type(&l, lay_op(&l, var, 3), 0) != 0 || l.failed))
        lay_free(gl);
    pm_clear(&l.memo);
}

/* Whether constant v holds the address of a label (blockaddress). */
static bool holds_label_address(LLVMValueRef v, int depth)
{
    if (LLVMIsABlockAddress(v))
        return true;
    int n = LLVMIsAConstant(v) && depth < 16 ? LLVMGetNumOperands(v) : 0;
    for (int i = 0; i < n; i++)
        if (holds_label_address(LLVMGetOperand(v, i), depth + 1))
            return true;
    return false;
}

/* The object of global variable g (its bytes are filled in later). */
static bool lower_global_var(lw *c, LLVMValueRef g, mglobal *gl)
{
    gl->name = model_display_name(g);
    gl->func = -1;
    LLVMTypeRef t = LLVMGetElementType(LLVMTypeOf(g));
    uint64_t sz = LLVMABISizeOfType(c->td, t);
    if (sz >= max_obj_size(c->m)) {
        merr_set(c->e, 3, "unsupported: global '%s' of %llu bytes",
                 gl->name, (unsigned long long)sz);
        return false;
    }
    gl->size = (uint32_t)(sz ? sz : 1);
    gl->init = model_xcalloc(gl->size, 1);
    gl->is_const = LLVMIsGlobalConstant(g);
    gl->thread_local = LLVMIsThreadLocal(g);
    gl->tls_escapes = gl->thread_local && model_tls_escapes(g);
    if (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
        gl->elem_size = (uint32_t)LLVMABISizeOfType(
            c->td, LLVMGetElementType(t));
    lay_global(c, g, gl);
    return true;
}

/* Object ids: globals first, then every function (defined or not). */
static bool lower_globals(lw *c)
{
    model *m = c->m;
    int32_t n = 1;
    for (LLVMValueRef g = LLVMGetFirstGlobal(c->mod); g;
         g = LLVMGetNextGlobal(g))
        n++;
    for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f;
         f = LLVMGetNextFunction(f))
        n++;
    m->globals = model_xcalloc((size_t)n, sizeof(mglobal));
    m->globals[0].name = xstrdup("NULL");
    m->globals[0].func = -1;
    m->globals[0].size = 1;
    m->globals[0].init = model_xcalloc(1, 1);
    m->globals[0].is_const = true;
    int32_t id = 1;
    for (LLVMValueRef g = LLVMGetFirstGlobal(c->mod); g;
         g = LLVMGetNextGlobal(g), id++) {
        if (!lower_global_var(c, g, &m->globals[id]))
            return false;
        pm_put(&c->objs, g, id);
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f;
         f = LLVMGetNextFunction(f), id++) {
        mglobal *gl = &m->globals[id];
        gl->name = model_display_name(f);
        gl->func = -1;
        gl->size = 1;
        gl->init = model_xcalloc(1, 1);
        gl->is_const = true;
        pm_put(&c->objs, f, id);
    }
    m->nglobals = id;
    for (int32_t g = 1; g < id; g++) {
        if (!strcmp(m->globals[g].name, CANCEL_PENDING_GLOBAL))
            m->cancel_pending = (uint32_t)g;
        else if (!strcmp(m->globals[g].name, CANCEL_INSIDE_GLOBAL))
            m->cancel_inside = (uint32_t)g;
        else if (!strcmp(m->globals[g].name, CANCEL_VIEW_GLOBAL))
            m->cancel_view = (uint32_t)g;
    }
    id = 1;
    for (LLVMValueRef g = LLVMGetFirstGlobal(c->mod); g;
         g = LLVMGetNextGlobal(g), id++) {
        LLVMValueRef init = LLVMGetInitializer(g);
        c->unknown_use[0] = 0;
        mglobal *gl = &m->globals[id];
        bool ok = !init || init_store(c, gl->init, &gl->init_addr, gl->size,
                                      0, init);
        if (!ok && !c->unknown_use[0] && holds_label_address(init, 0))
            snprintf(c->unknown_use, sizeof c->unknown_use, "address of a "
                     "label (computed goto)");
        if (!ok || c->unknown_use[0]) {
            mloc l = loc_of(c, g); /* its declaration, if it has one */
            char at[300] = "";
            if (l.file >= 0 && l.line > 0)
                snprintf(at, sizeof at, " at %s:%d", m->files[l.file],
                         l.line);
            merr_set(c->e, 3, "unsupported: %s%sthe initialiser of global "
                     "'%s'%s", c->unknown_use, c->unknown_use[0] ? " in " : "",
                     m->globals[id].name, at);
            return false;
        }
    }
    return true;
}

/* ---- instructions ---- */
#include "model/lower_insn.inc"
#include "model/guard.inc"

/* Registers: parameters, then every value-producing instruction. */
static int32_t number_values(lw *c, LLVMValueRef f)
{
    int32_t r = 0;
    for (unsigned i = 0; i < LLVMCountParams(f); i++)
        pm_put(&c->regs, LLVMGetParam(f, i), r++);
    int32_t b = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
        pm_put(&c->blocks, bb, b++);
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            if (LLVMGetTypeKind(LLVMTypeOf(in)) == LLVMVoidTypeKind)
                continue;
            pm_put(&c->regs, in, r++);
            if (LLVMGetInstructionOpcode(in) == LLVMAtomicCmpXchg)
                pm_put(&c->regs2, in, r++);
        }
    }
    /* extractvalue of a cmpxchg result aliases its two registers */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            if (LLVMGetInstructionOpcode(in) != LLVMExtractValue)
                continue;
            LLVMValueRef agg = LLVMGetOperand(in, 0);
            if (!LLVMIsAInstruction(agg) ||
                LLVMGetInstructionOpcode(agg) != LLVMAtomicCmpXchg)
                continue;
            const unsigned *idx = LLVMGetIndices(in);
            pm_put(&c->regs, in, idx[0] == 0 ? pm_get(&c->regs, agg)
                                             : pm_get(&c->regs2, agg));
        }
    return r;
}

static bool is_ptr_type(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind;
}

/* Which registers hold pointers by their LLVM type (after number_values;
 * extractvalue aliases of a cmpxchg keep the cmpxchg's marks). */
static void mark_ptr_regs(lw *c, LLVMValueRef f, mfunc *mf)
{
    mf->ptr_regs = model_xcalloc((size_t)mf->nregs + 1, 1);
    for (unsigned i = 0; i < LLVMCountParams(f); i++)
        mf->ptr_regs[i] = is_ptr_type(LLVMTypeOf(LLVMGetParam(f, i)));
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            LLVMTypeRef t = LLVMTypeOf(in);
            if (LLVMGetTypeKind(t) == LLVMVoidTypeKind ||
                LLVMGetInstructionOpcode(in) == LLVMExtractValue)
                continue;
            int32_t r = pm_get(&c->regs, in);
            if (LLVMGetInstructionOpcode(in) == LLVMAtomicCmpXchg)
                t = LLVMTypeOf(LLVMGetOperand(in, 1));
            if (r >= 0 && r < mf->nregs)
                mf->ptr_regs[r] = is_ptr_type(t);
        }
}

/* A stackrestore ends the function's variable-length arrays allocated
 * since its stacksave: visible to other threads (a point of the net)
 * when one of the function's arrays may reach them. */
static void mark_visible_restores(mfunc *mf)
{
    bool escaping = false;
    for (int32_t ip = 0; ip < mf->ncode; ip++)
        escaping |= model_is_vla(&mf->code[ip]) && mf->code[ip].escapes;
    for (int32_t ip = 0; ip < mf->ncode; ip++)
        if (mf->code[ip].kind == MI_PRIM && mf->code[ip].op == PR_STACKRESTORE)
            mf->code[ip].escapes = escaping;
}

static bool lower_function(lw *c, LLVMValueRef f, mfunc *mf)
{
    pm_clear(&c->regs);
    pm_clear(&c->regs2);
    pm_clear(&c->blocks);
    mf->nparams = (int32_t)LLVMCountParams(f);
    mf->nregs = number_values(c, f);
    mark_ptr_regs(c, f, mf);
    mf->nblocks = (int32_t)LLVMCountBasicBlocks(f);
    mf->blocks = model_xcalloc((size_t)mf->nblocks, sizeof(mblock));
    int32_t ninstr = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in))
            ninstr++;
    mf->code = model_xcalloc((size_t)ninstr, sizeof(minstr));
    int32_t b = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb), b++) {
        mblock *blk = &mf->blocks[b];
        blk->first = mf->ncode;
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            minstr *mi = &mf->code[mf->ncode];
            if (!lower_instr(c, in, mi))
                continue; /* dropped: debug intrinsics, aliases */
            if (mi->kind == MI_PHI && c->unknown_use[0]) {
                /* phis are not steps: no place to stop the run lazily */
                mf->ncode++;
                merr_set(c->e, 3, "unsupported: %s at %s:%d", c->unknown_use,
                         model_file(c->m, mi->loc), mi->loc.line);
                return false;
            }
            if (mi->kind == MI_PHI)
                blk->nphis++;
            mf->ncode++;
        }
        blk->n = mf->ncode - blk->first;
    }
    mark_visible_restores(mf);
    for (int32_t ip = 0; ip < mf->ncode; ip++)
        c->m->joins_may_fail |= prim_join_may_fail(&mf->code[ip]);
    layout_locals(c, f, mf);
    return true;
}

static bool lower_functions(lw *c)
{
    model *m = c->m;
    int32_t nf = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f;
         f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            pm_put(&c->funcs, f, nf++);
    m->funcs = model_xcalloc((size_t)nf, sizeof(mfunc));
    m->nfuncs = nf;
    m->main_fn = -1;
    for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f;
         f = LLVMGetNextFunction(f)) {
        int32_t fi = pm_get(&c->funcs, f);
        if (fi < 0)
            continue;
        mfunc *mf = &m->funcs[fi];
        const char *llvm_name = LLVMGetValueName(f);
        mf->obj = (uint32_t)pm_get(&c->objs, f);
        mf->name = xstrdup(m->globals[mf->obj].name); /* display name */
        m->globals[mf->obj].func = fi;
        mf->atomic_fn = strncmp(llvm_name, "__VERIFIER_atomic_", 18) == 0;
        size_t len = strlen(llvm_name), sl = strlen(FNREF_SUFFIX);
        mf->standin = len > sl && !strcmp(llvm_name + len - sl, FNREF_SUFFIX);
        if (strcmp(llvm_name, "main") == 0)
            m->main_fn = fi;
        c->in_main = c->main_runs && m->main_fn == fi;
        if (!lower_function(c, f, mf))
            return false;
        mf->loc = mf->ncode ? mf->code[0].loc : (mloc){-1, 0, 0};
    }
    return true;
}

model *lower_module(LLVMModuleRef mod, const front_opts *o, merr *e)
{
    lw c = {0};
    c.mod = mod;
    c.e = e;
    c.uprims = o->uprims;
    if (!getcwd(c.cwd, sizeof c.cwd))
        c.cwd[0] = 0;
    c.main_runs = o->entry == NULL;
    c.overflow_ub = o->overflow_ub;
    c.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
    c.m = model_xcalloc(1, sizeof(model));
    c.m->ptr_bits = (int)LLVMPointerSize(c.td) * 8;
    c.m->obj_shift = c.m->ptr_bits == 64 ? 32 : 20;
    bool ok = lower_globals(&c) && lower_functions(&c);
    if (ok && c.m->main_fn < 0) {
        merr_set(e, 2, "no main function");
        ok = false;
    }
    pm_clear(&c.objs);
    pm_clear(&c.funcs);
    pm_clear(&c.regs);
    pm_clear(&c.regs2);
    pm_clear(&c.blocks);
    pm_clear(&c.coerced);
    free(c.ctypes);
    pm_clear(&c.ditype_of);
    pm_clear(&c.heap_layout_of);
    free(c.ditypes);
    LLVMDisposeTargetData(c.td);
    if (!ok) {
        model_free(c.m);
        return NULL;
    }
    return c.m;
}

void model_instr_free(minstr *mi)
{
    free(mi->ops);
    free(mi->scales);
    free(mi->targets);
    free(mi->cases);
    free(mi->phi_preds);
    free(mi->text);
    free(mi->var);
    free(mi->domain);
}

void model_free(model *m)
{
    if (!m)
        return;
    for (int32_t i = 0; i < m->nfuncs; i++) {
        mfunc *f = &m->funcs[i];
        for (int32_t k = 0; k < f->ncode; k++)
            model_instr_free(&f->code[k]);
        free(f->code);
        free(f->blocks);
        free(f->ptr_regs);
        free(f->live);
        free(f->name);
    }
    free(m->funcs);
    for (int32_t i = 0; i < m->nglobals; i++) {
        free(m->globals[i].name);
        free(m->globals[i].init);
        free(m->globals[i].init_addr);
        lay_free(&m->globals[i]);
    }
    free(m->globals);
    for (int32_t i = 0; i < m->nlocal_layouts; i++) {
        lay_free(m->local_layouts[i]);
        free(m->local_layouts[i]->name);
        free(m->local_layouts[i]);
    }
    free(m->local_layouts);
    for (int32_t i = 0; i < m->nfiles; i++)
        free(m->files[i]);
    free(m->files);
    free(m->spin_late);
    free(m);
}
