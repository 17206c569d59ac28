/* model/wideint.c — integers wider than 64 bits as 64-bit limbs.
 *
 * The engines compute on integers of at most 64 bits.  clang reads and
 * writes a bit-field of a packed struct (or a run of adjacent ones)
 * through one integer as wide as the run, an i112 or i152, and
 * __int128 arithmetic is done on i128.  Before lowering, every value of
 * such a type in a function becomes its limbs: k = ceil(w / 64) i64
 * values, least significant first.  Invariant: the top limb holds the
 * value's top r = w - 64 (k - 1) bits zero-extended (the bits above r
 * are 0), so equality is limb-wise and a shift reads zeros from above.
 *
 *   load / store       limb by limb: an i64 at byte 8 i, the top limb as
 *                      an iR (little-endian, which both targets are)
 *   and, or, xor       limb-wise
 *   add, sub           limb-wise with the carry (borrow) to the next limb
 *   mul                the limb products below the top, each 64 x 64 ->
 *                      128 bits from 32-bit halves, summed with carries
 *   shl, lshr, ashr    limbs shifted and the neighbours' bits moved in;
 *                      ashr fills with the sign; a variable amount selects
 *                      among the whole-limb moves
 *   zext, sext, trunc  limbs taken, added (zero or sign) or dropped
 *   icmp               from the top limb down (the top one signed for a
 *                      signed predicate)
 *   phi, select        limb-wise; freeze passes the limbs on
 *
 * A function with another use of a wide value (a call, a division, an
 * atomic access, a wide parameter or result, a value over 256 bits) is
 * left as it was: lowering reports the unsupported construct
 * where the run reaches it. */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>

#define WI_MAX_LIMBS 4 /* up to 256 bits */

typedef struct {
    LLVMValueRef v[WI_MAX_LIMBS];
} wi_limbs;

typedef struct {
    LLVMValueRef key;
    wi_limbs limbs;
} wi_entry;

typedef struct {
    LLVMContextRef ctx;
    LLVMBuilderRef b;
    LLVMTypeRef i64, i8p;
    wi_entry *map; /* the limbs of wide values lowered (per function) */
    size_t n, cap;
    LLVMValueRef *dead; /* instructions replaced, erased at the end */
    size_t ndead, capdead;
} wi_ctx;

/* The width of integer type t when it is wider than 64 bits, else 0. */
static unsigned wide_bits(LLVMTypeRef t)
{
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
        return 0;
    unsigned w = LLVMGetIntTypeWidth(t);
    return w > 64 ? w : 0;
}

static unsigned nlimbs(unsigned w) { return (w + 63) / 64; }

/* The bits of the top limb of a w-bit value. */
static unsigned top_bits(unsigned w) { return w - 64 * (nlimbs(w) - 1); }

static bool wide_value(LLVMValueRef v) { return wide_bits(LLVMTypeOf(v)) > 0; }

static bool const_shift_ok(LLVMValueRef amount, unsigned w)
{
    return LLVMIsAConstantInt(amount) &&
           LLVMConstIntGetZExtValue(LLVMConstTrunc(
               amount, LLVMInt64TypeInContext(LLVMGetTypeContext(
                           LLVMTypeOf(amount))))) < w;
}

/* Whether instruction in, of a wide type, is one the limbs can compute. */
static bool wide_producer_ok(LLVMValueRef in)
{
    unsigned w = wide_bits(LLVMTypeOf(in));
    if (w > 64 * WI_MAX_LIMBS)
        return false;
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMLoad:
        return LLVMGetOrdering(in) == LLVMAtomicOrderingNotAtomic;
    case LLVMShl: case LLVMLShr: case LLVMAShr:
        return !LLVMIsAConstantInt(LLVMGetOperand(in, 1)) ||
               const_shift_ok(LLVMGetOperand(in, 1), w);
    case LLVMZExt: case LLVMSExt: case LLVMTrunc:
        return LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(in, 0))) <=
               64 * WI_MAX_LIMBS;
    case LLVMSelect:
        return !wide_value(LLVMGetOperand(in, 0));
    case LLVMPHI: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMAdd:
    case LLVMSub: case LLVMMul: case LLVMFreeze:
        return true;
    default:
        return false;
    }
}

/* Whether instruction in, not of a wide type, may take wide operands. */
static bool wide_consumer_ok(LLVMValueRef in)
{
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMStore:
        return !wide_value(LLVMGetOperand(in, 1)) &&
               LLVMGetOrdering(in) == LLVMAtomicOrderingNotAtomic;
    case LLVMTrunc: case LLVMICmp:
        return true;
    default:
        return false;
    }
}

static bool wide_operand_ok(LLVMValueRef op)
{
    return LLVMIsAInstruction(op) || LLVMIsAConstantInt(op) ||
           LLVMIsUndef(op);
}

/* The number of instructions of f with a wide type or operand, or -1
 * when one of them is not lowered here. */
static int count_wide(LLVMValueRef f)
{
    int n = 0;
    for (LLVMValueRef a = LLVMGetFirstParam(f); a; a = LLVMGetNextParam(a))
        if (wide_value(a))
            return -1;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            bool wide_ops = false;
            int nops = LLVMGetNumOperands(in);
            for (int i = 0; i < nops; i++) {
                LLVMValueRef op = LLVMGetOperand(in, (unsigned)i);
                if (wide_value(op) && !wide_operand_ok(op))
                    return -1;
                wide_ops |= wide_value(op);
            }
            if (wide_value(in) ? !wide_producer_ok(in)
                               : wide_ops && !wide_consumer_ok(in)) {
                return -1;
            }
            n += wide_value(in) || wide_ops;
        }
    return n;
}

static void *wi_grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap * 2 : 16;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * elem);
    if (!q)
        abort();
    *cap = c;
    return q;
}

static void wi_put(wi_ctx *c, LLVMValueRef key, const wi_limbs *l)
{
    c->map = wi_grow(c->map, &c->cap, c->n + 1, sizeof *c->map);
    c->map[c->n++] = (wi_entry){key, *l};
}

static const wi_limbs *wi_find(const wi_ctx *c, LLVMValueRef key)
{
    for (size_t i = c->n; i-- > 0;)
        if (c->map[i].key == key)
            return &c->map[i].limbs;
    return NULL;
}

static void wi_kill(wi_ctx *c, LLVMValueRef in)
{
    c->dead = wi_grow(c->dead, &c->capdead, c->ndead + 1, sizeof *c->dead);
    c->dead[c->ndead++] = in;
}

static LLVMValueRef k64(wi_ctx *c, unsigned long long v)
{
    return LLVMConstInt(c->i64, v, 0);
}

/* The limbs of a constant (an integer or undef). */
static wi_limbs const_limbs(wi_ctx *c, LLVMValueRef v)
{
    wi_limbs l = {{0}};
    unsigned k = nlimbs(wide_bits(LLVMTypeOf(v)));
    for (unsigned i = 0; i < k; i++)
        l.v[i] = LLVMIsUndef(v) ? LLVMGetUndef(c->i64)
                                : model_const_limb(v, i);
    return l;
}

/* Whether wide value v has limbs: a constant, or an instruction lowered. */
static bool has_limbs(const wi_ctx *c, LLVMValueRef v)
{
    return !LLVMIsAInstruction(v) || wi_find(c, v);
}

/* The limbs of wide value v, which has_limbs. */
static wi_limbs limbs_of(wi_ctx *c, LLVMValueRef v)
{
    const wi_limbs *l = wi_find(c, v);
    return l ? *l : const_limbs(c, v);
}

static LLVMValueRef bin(wi_ctx *c, LLVMOpcode op, LLVMValueRef a,
                        LLVMValueRef b)
{
    return LLVMBuildBinOp(c->b, op, a, b, "");
}

/* The top limb of l for width w with the bits above the top cleared. */
static void clear_above(wi_ctx *c, wi_limbs *l, unsigned w)
{
    unsigned r = top_bits(w);
    if (r < 64)
        l->v[nlimbs(w) - 1] =
            bin(c, LLVMAnd, l->v[nlimbs(w) - 1], k64(c, (1ULL << r) - 1));
}

/* Limb x, holding r bits zero-extended, sign-extended to 64 bits. */
static LLVMValueRef sign_extend(wi_ctx *c, LLVMValueRef x, unsigned r)
{
    if (r == 64)
        return x;
    return bin(c, LLVMAShr, bin(c, LLVMShl, x, k64(c, 64 - r)),
               k64(c, 64 - r));
}

/* Limb byte offset i of the object at p, as a pointer to type t. */
static LLVMValueRef limb_ptr(wi_ctx *c, LLVMValueRef p, unsigned i,
                             LLVMTypeRef t)
{
    LLVMValueRef q = LLVMBuildPointerCast(c->b, p, c->i8p, "");
    if (i) {
        LLVMValueRef off = k64(c, 8ULL * i);
        q = LLVMBuildGEP2(c->b, LLVMInt8TypeInContext(c->ctx), q, &off, 1, "");
    }
    return LLVMBuildPointerCast(c->b, q, LLVMPointerType(t, 0), "");
}

static LLVMTypeRef limb_type(wi_ctx *c, unsigned w, unsigned i)
{
    return i + 1 < nlimbs(w) ? c->i64
                             : LLVMIntTypeInContext(c->ctx, top_bits(w));
}

static wi_limbs lower_load(wi_ctx *c, LLVMValueRef in, unsigned w)
{
    wi_limbs l = {{0}};
    for (unsigned i = 0; i < nlimbs(w); i++) {
        LLVMTypeRef t = limb_type(c, w, i);
        LLVMValueRef ld = LLVMBuildLoad2(
            c->b, t, limb_ptr(c, LLVMGetOperand(in, 0), i, t), "");
        LLVMSetAlignment(ld, 1);
        LLVMSetVolatile(ld, LLVMGetVolatile(in));
        model_set_loc(ld, LLVMInstructionGetDebugLoc(in));
        l.v[i] = t == c->i64 ? ld : LLVMBuildZExt(c->b, ld, c->i64, "");
    }
    return l;
}

static void lower_store(wi_ctx *c, LLVMValueRef in, const wi_limbs *v)
{
    unsigned w = wide_bits(LLVMTypeOf(LLVMGetOperand(in, 0)));
    for (unsigned i = 0; i < nlimbs(w); i++) {
        LLVMTypeRef t = limb_type(c, w, i);
        LLVMValueRef x = t == c->i64 ? v->v[i]
                                     : LLVMBuildTrunc(c->b, v->v[i], t, "");
        LLVMValueRef st =
            LLVMBuildStore(c->b, x, limb_ptr(c, LLVMGetOperand(in, 1), i, t));
        LLVMSetAlignment(st, 1);
        LLVMSetVolatile(st, LLVMGetVolatile(in));
        model_set_loc(st, LLVMInstructionGetDebugLoc(in));
    }
}

/* a + b or a - b with the carry or borrow passed up. */
static wi_limbs add_sub(wi_ctx *c, const wi_limbs *a, const wi_limbs *b,
                        unsigned w, bool sub)
{
    wi_limbs l = {{0}};
    LLVMValueRef carry = NULL;
    for (unsigned i = 0; i < nlimbs(w); i++) {
        bool last = i + 1 == nlimbs(w);
        LLVMValueRef s = bin(c, sub ? LLVMSub : LLVMAdd, a->v[i], b->v[i]);
        if (last) {
            l.v[i] = carry ? bin(c, sub ? LLVMSub : LLVMAdd, s, carry) : s;
            break;
        }
        LLVMValueRef out = sub ? LLVMBuildICmp(c->b, LLVMIntULT, a->v[i],
                                               b->v[i], "")
                               : LLVMBuildICmp(c->b, LLVMIntULT, s, a->v[i], "");
        if (carry) {
            LLVMValueRef s2 = bin(c, sub ? LLVMSub : LLVMAdd, s, carry);
            /* a second carry out: s + 1 wrapped to 0, or s - 1 from 0 */
            LLVMValueRef edge = LLVMBuildICmp(
                c->b, LLVMIntEQ, sub ? s : s2, k64(c, 0), "");
            LLVMValueRef more = LLVMBuildAnd(
                c->b, edge,
                LLVMBuildICmp(c->b, LLVMIntNE, carry, k64(c, 0), ""), "");
            out = LLVMBuildOr(c->b, out, more, "");
            s = s2;
        }
        l.v[i] = s;
        carry = LLVMBuildZExt(c->b, out, c->i64, "");
    }
    clear_above(c, &l, w);
    return l;
}

/* Limb j of the value (zero or fill beyond the limbs). */
static LLVMValueRef limb_at(const wi_limbs *a, int j, unsigned k,
                            LLVMValueRef zero, LLVMValueRef fill)
{
    if (j < 0)
        return zero;
    return (unsigned)j < k ? a->v[j] : fill;
}

/* Left: x << r | y >> (64 - r); right: x >> r | y << (64 - r); for
 * 0 <= r < 64 (r = 0: x).  A variable r shifts y in two steps, as a
 * shift by 64 is no shift in LLVM. */
static LLVMValueRef funnel(wi_ctx *c, LLVMValueRef x, LLVMValueRef y,
                           LLVMValueRef r, bool left)
{
    LLVMOpcode in = left ? LLVMShl : LLVMLShr, out = left ? LLVMLShr : LLVMShl;
    if (LLVMIsAConstantInt(r)) {
        unsigned long long n = LLVMConstIntGetZExtValue(r);
        return n == 0 ? x
                      : bin(c, LLVMOr, bin(c, in, x, r),
                            bin(c, out, y, k64(c, 64 - n)));
    }
    LLVMValueRef y1 = bin(c, out, y, k64(c, 1));
    return bin(c, LLVMOr, bin(c, in, x, r),
               bin(c, out, y1, bin(c, LLVMSub, k64(c, 63), r)));
}

/* src shifted by 64 q + r bits, left or right with fill above. */
static wi_limbs shift_limbs(wi_ctx *c, const wi_limbs *src, unsigned k, int q,
                            LLVMValueRef r, bool left, LLVMValueRef fill)
{
    wi_limbs l = {{0}};
    LLVMValueRef zero = k64(c, 0);
    for (int i = 0; i < (int)k; i++)
        l.v[i] = left ? funnel(c, limb_at(src, i - q, k, zero, zero),
                               limb_at(src, i - q - 1, k, zero, zero), r, true)
                      : funnel(c, limb_at(src, i + q, k, zero, fill),
                               limb_at(src, i + q + 1, k, zero, fill), r,
                               false);
    return l;
}

/* a shifted by amount s (limb 0 of the operand: a larger one is poison).
 * A right shift reads fill (0, or the sign for ashr) from above the top
 * limb, which holds the sign bits then, so lshr serves throughout.  A
 * variable amount selects among the k whole-limb moves. */
static wi_limbs shift(wi_ctx *c, const wi_limbs *a, unsigned w,
                      LLVMValueRef s, LLVMOpcode op)
{
    unsigned k = nlimbs(w);
    wi_limbs src = *a, l;
    LLVMValueRef fill = k64(c, 0);
    if (op == LLVMAShr) {
        src.v[k - 1] = sign_extend(c, a->v[k - 1], top_bits(w));
        fill = bin(c, LLVMAShr, src.v[k - 1], k64(c, 63));
    }
    LLVMValueRef q = bin(c, LLVMLShr, s, k64(c, 6));
    LLVMValueRef r = bin(c, LLVMAnd, s, k64(c, 63));
    if (LLVMIsAConstantInt(q)) {
        l = shift_limbs(c, &src, k, (int)LLVMConstIntGetZExtValue(q), r,
                        op == LLVMShl, fill);
    } else {
        l = shift_limbs(c, &src, k, 0, r, op == LLVMShl, fill);
        for (unsigned n = 1; n < k; n++) {
            wi_limbs m = shift_limbs(c, &src, k, (int)n, r, op == LLVMShl,
                                     fill);
            LLVMValueRef is_n = LLVMBuildICmp(c->b, LLVMIntEQ, q, k64(c, n),
                                              "");
            for (unsigned i = 0; i < k; i++)
                l.v[i] = LLVMBuildSelect(c->b, is_n, m.v[i], l.v[i], "");
        }
    }
    clear_above(c, &l, w);
    return l;
}

/* The 128-bit product of 64-bit x and y as {low, high} (from 32-bit
 * halves: the high word gathers the cross products' carries). */
static void mul_64x64(wi_ctx *c, LLVMValueRef x, LLVMValueRef y,
                      LLVMValueRef out[2])
{
    LLVMValueRef m32 = k64(c, 0xffffffffULL), s32 = k64(c, 32);
    LLVMValueRef x0 = bin(c, LLVMAnd, x, m32), x1 = bin(c, LLVMLShr, x, s32);
    LLVMValueRef y0 = bin(c, LLVMAnd, y, m32), y1 = bin(c, LLVMLShr, y, s32);
    LLVMValueRef t = bin(c, LLVMMul, x0, y0);
    LLVMValueRef u = bin(c, LLVMAdd, bin(c, LLVMMul, x1, y0),
                         bin(c, LLVMLShr, t, s32));
    LLVMValueRef v = bin(c, LLVMAdd, bin(c, LLVMMul, x0, y1),
                         bin(c, LLVMAnd, u, m32));
    out[0] = bin(c, LLVMMul, x, y);
    out[1] = bin(c, LLVMAdd, bin(c, LLVMMul, x1, y1),
                 bin(c, LLVMAdd, bin(c, LLVMLShr, u, s32),
                     bin(c, LLVMLShr, v, s32)));
}

/* a * b modulo 2^w: the sum of the limb products that land below limb k. */
static wi_limbs multiply(wi_ctx *c, const wi_limbs *a, const wi_limbs *b,
                         unsigned w)
{
    unsigned k = nlimbs(w);
    wi_limbs sum = {{0}};
    for (unsigned i = 0; i < k; i++)
        sum.v[i] = k64(c, 0);
    for (unsigned i = 0; i < k; i++)
        for (unsigned j = 0; i + j < k; j++) {
            LLVMValueRef p[2];
            mul_64x64(c, a->v[i], b->v[j], p);
            wi_limbs part = {{0}};
            for (unsigned n = 0; n < k; n++)
                part.v[n] = n == i + j ? p[0] : n == i + j + 1 ? p[1]
                                                               : k64(c, 0);
            sum = add_sub(c, &sum, &part, w, false);
        }
    return sum;
}

/* Operand x (of width from) as a value of the wide width to. */
static wi_limbs extend(wi_ctx *c, LLVMValueRef x, unsigned to, bool sign)
{
    wi_limbs l = {{0}};
    unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(x));
    unsigned kf = from > 64 ? nlimbs(from) : 1;
    if (from > 64)
        l = limbs_of(c, x);
    else
        l.v[0] = from == 64 ? x : sign ? LLVMBuildSExt(c->b, x, c->i64, "")
                                       : LLVMBuildZExt(c->b, x, c->i64, "");
    LLVMValueRef fill = k64(c, 0);
    if (sign) {
        unsigned r = from > 64 ? top_bits(from) : 64;
        l.v[kf - 1] = sign_extend(c, l.v[kf - 1], r);
        fill = bin(c, LLVMAShr, l.v[kf - 1], k64(c, 63));
    }
    for (unsigned i = kf; i < nlimbs(to); i++)
        l.v[i] = fill;
    clear_above(c, &l, to);
    return l;
}

/* icmp pred a, b on wide values: from the top limb down. */
static LLVMValueRef compare(wi_ctx *c, LLVMIntPredicate p, const wi_limbs *a,
                            const wi_limbs *b, unsigned w)
{
    unsigned k = nlimbs(w);
    if (p == LLVMIntEQ || p == LLVMIntNE) {
        LLVMValueRef all = NULL;
        for (unsigned i = 0; i < k; i++) {
            LLVMValueRef e = LLVMBuildICmp(c->b, p, a->v[i], b->v[i], "");
            all = !all ? e : bin(c, p == LLVMIntEQ ? LLVMAnd : LLVMOr, all, e);
        }
        return all;
    }
    bool sgn = p >= LLVMIntSGT;
    /* the unsigned predicate of the same direction */
    LLVMIntPredicate u = sgn ? p - (LLVMIntSGT - LLVMIntUGT) : p;
    LLVMIntPredicate strict = u == LLVMIntUGE ? LLVMIntUGT
                              : u == LLVMIntULE ? LLVMIntULT : u;
    LLVMValueRef r = LLVMBuildICmp(c->b, u, a->v[0], b->v[0], "");
    for (unsigned i = 1; i < k; i++) {
        LLVMValueRef x = a->v[i], y = b->v[i];
        LLVMIntPredicate s = strict;
        if (sgn && i == k - 1) {
            x = sign_extend(c, x, top_bits(w));
            y = sign_extend(c, y, top_bits(w));
            s = strict + (LLVMIntSGT - LLVMIntUGT);
        }
        LLVMValueRef lt = LLVMBuildICmp(c->b, s, x, y, "");
        LLVMValueRef eq = LLVMBuildICmp(c->b, LLVMIntEQ, x, y, "");
        r = bin(c, LLVMOr, lt, bin(c, LLVMAnd, eq, r));
    }
    return r;
}

/* Whether every wide operand of in has its limbs (phis are made first). */
static bool operands_ready(wi_ctx *c, LLVMValueRef in)
{
    if (LLVMGetInstructionOpcode(in) == LLVMPHI)
        return true;
    int n = LLVMGetNumOperands(in);
    for (int i = 0; i < n; i++) {
        LLVMValueRef op = LLVMGetOperand(in, (unsigned)i);
        if (wide_value(op) && !has_limbs(c, op))
            return false;
    }
    return true;
}

static wi_limbs limbwise(wi_ctx *c, LLVMValueRef in, unsigned w)
{
    wi_limbs l = {{0}};
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    wi_limbs a = limbs_of(c, LLVMGetOperand(in, op == LLVMSelect));
    wi_limbs b = limbs_of(c, LLVMGetOperand(in, 1 + (op == LLVMSelect)));
    for (unsigned i = 0; i < nlimbs(w); i++)
        l.v[i] = op == LLVMSelect
                     ? LLVMBuildSelect(c->b, LLVMGetOperand(in, 0), a.v[i],
                                       b.v[i], "")
                     : bin(c, op, a.v[i], b.v[i]);
    return l;
}

/* The limbs of wide instruction in (not a phi). */
static wi_limbs lower_producer(wi_ctx *c, LLVMValueRef in, unsigned w)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    LLVMValueRef x = LLVMGetOperand(in, 0);
    switch (op) {
    case LLVMLoad:
        return lower_load(c, in, w);
    case LLVMAdd: case LLVMSub: {
        wi_limbs a = limbs_of(c, x), b = limbs_of(c, LLVMGetOperand(in, 1));
        return add_sub(c, &a, &b, w, op == LLVMSub);
    }
    case LLVMShl: case LLVMLShr: case LLVMAShr: {
        wi_limbs a = limbs_of(c, x);
        return shift(c, &a, w, limbs_of(c, LLVMGetOperand(in, 1)).v[0], op);
    }
    case LLVMMul: {
        wi_limbs a = limbs_of(c, x), b = limbs_of(c, LLVMGetOperand(in, 1));
        return multiply(c, &a, &b, w);
    }
    case LLVMZExt: case LLVMSExt:
        return extend(c, x, w, op == LLVMSExt);
    case LLVMTrunc: {
        wi_limbs l = limbs_of(c, x);
        clear_above(c, &l, w);
        return l;
    }
    case LLVMFreeze:
        return limbs_of(c, x);
    default: /* and, or, xor, select */
        return limbwise(c, in, w);
    }
}

/* The value that replaces non-wide instruction in with wide operands. */
static LLVMValueRef lower_consumer(wi_ctx *c, LLVMValueRef in)
{
    LLVMValueRef x = LLVMGetOperand(in, 0);
    unsigned w = wide_bits(LLVMTypeOf(x));
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMStore: {
        wi_limbs v = limbs_of(c, x);
        lower_store(c, in, &v);
        return NULL;
    }
    case LLVMTrunc: {
        LLVMValueRef lo = limbs_of(c, x).v[0];
        LLVMTypeRef t = LLVMTypeOf(in);
        return t == c->i64 ? lo : LLVMBuildTrunc(c->b, lo, t, "");
    }
    default: { /* icmp */
        wi_limbs a = limbs_of(c, x), b = limbs_of(c, LLVMGetOperand(in, 1));
        return compare(c, LLVMGetICmpPredicate(in), &a, &b, w);
    }
    }
}

static void lower_one(wi_ctx *c, LLVMValueRef in)
{
    LLVMPositionBuilderBefore(c->b, in);
    unsigned w = wide_bits(LLVMTypeOf(in));
    if (w) {
        wi_limbs l = lower_producer(c, in, w);
        wi_put(c, in, &l);
    } else {
        LLVMValueRef r = lower_consumer(c, in);
        if (r)
            LLVMReplaceAllUsesWith(in, r);
    }
    wi_kill(c, in);
}

static void make_phis(wi_ctx *c, LLVMValueRef f)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            unsigned w = wide_bits(LLVMTypeOf(in));
            if (!w || LLVMGetInstructionOpcode(in) != LLVMPHI)
                continue;
            LLVMPositionBuilderBefore(c->b, in);
            wi_limbs l = {{0}};
            for (unsigned i = 0; i < nlimbs(w); i++)
                l.v[i] = LLVMBuildPhi(c->b, c->i64, "");
            wi_put(c, in, &l);
            wi_kill(c, in);
        }
}

static void fill_phis(wi_ctx *c)
{
    for (size_t d = 0; d < c->ndead; d++) {
        LLVMValueRef in = c->dead[d];
        if (LLVMGetInstructionOpcode(in) != LLVMPHI)
            continue;
        wi_limbs l = *wi_find(c, in);
        unsigned k = nlimbs(wide_bits(LLVMTypeOf(in)));
        for (unsigned j = 0; j < LLVMCountIncoming(in); j++) {
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(in, j);
            wi_limbs v = limbs_of(c, LLVMGetIncomingValue(in, j));
            for (unsigned i = 0; i < k; i++) {
                LLVMValueRef x = v.v[i];
                LLVMAddIncoming(l.v[i], &x, &from, 1);
            }
        }
    }
}

static bool is_dead(const wi_ctx *c, LLVMValueRef in)
{
    for (size_t i = 0; i < c->ndead; i++)
        if (c->dead[i] == in)
            return true;
    return false;
}

static bool involves_wide(LLVMValueRef in)
{
    if (wide_value(in))
        return true;
    int n = LLVMGetNumOperands(in);
    for (int i = 0; i < n; i++)
        if (wide_value(LLVMGetOperand(in, (unsigned)i)))
            return true;
    return false;
}

/* One pass over f lowering what is ready; the instructions lowered. */
static int sweep(wi_ctx *c, LLVMValueRef f)
{
    int made = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in))
            if (involves_wide(in) && !is_dead(c, in) &&
                operands_ready(c, in)) {
                lower_one(c, in);
                made++;
            }
    return made;
}

/* Code no path reaches may use a value before defining it (or itself):
 * the first instruction left gets undefined limbs or is dropped. */
static void give_up_one(wi_ctx *c, LLVMValueRef f)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in))
            if (involves_wide(in) && !is_dead(c, in)) {
                if (wide_value(in)) {
                    wi_limbs l = const_limbs(c, LLVMGetUndef(LLVMTypeOf(in)));
                    wi_put(c, in, &l);
                } else if (LLVMTypeOf(in) != LLVMVoidTypeInContext(c->ctx)) {
                    LLVMReplaceAllUsesWith(in, LLVMGetUndef(LLVMTypeOf(in)));
                }
                wi_kill(c, in);
                return;
            }
}

/* Lowers the n instructions of f with a wide type or operand: each once
 * its operands' limbs are made (phis' limbs first, their incoming values
 * last), then erases them. */
static void lower_function(wi_ctx *c, LLVMValueRef f, int n)
{
    c->n = c->ndead = 0;
    make_phis(c, f);
    while ((int)c->ndead < n)
        if (!sweep(c, f))
            give_up_one(c, f);
    fill_phis(c);
    for (size_t i = 0; i < c->ndead; i++)
        if (LLVMTypeOf(c->dead[i]) != LLVMVoidTypeInContext(c->ctx))
            LLVMReplaceAllUsesWith(c->dead[i],
                                   LLVMGetUndef(LLVMTypeOf(c->dead[i])));
    for (size_t i = 0; i < c->ndead; i++)
        LLVMInstructionEraseFromParent(c->dead[i]);
}

void wideint_lower(LLVMModuleRef mod)
{
    wi_ctx c = {0};
    c.ctx = LLVMGetModuleContext(mod);
    c.b = LLVMCreateBuilderInContext(c.ctx);
    c.i64 = LLVMInt64TypeInContext(c.ctx);
    c.i8p = LLVMPointerType(LLVMInt8TypeInContext(c.ctx), 0);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f)) {
        int n = count_wide(f);
        if (n > 0)
            lower_function(&c, f, n);
    }
    free(c.map);
    free(c.dead);
    LLVMDisposeBuilder(c.b);
}
