/* model/layout.c — values that where objects lie in memory decides.
 *
 * The model fixes the layout: an object's address is its id shifted left
 * by obj_shift, and a freed heap block's address is never given out
 * again.  A real implementation places objects where it likes (ASLR, the
 * linker, the stack's direction) and malloc hands a freed block's address
 * straight back.  C leaves both to the implementation, so a value that
 * depends on them cannot be decided from the model: an address hashed,
 * masked or shifted as an integer (lock striping, alignment or page
 * tests), the order of two objects' addresses (lock ordering), a freed
 * block's address compared with a later block's (the ABA problem of a
 * lock-free stack).
 *
 * Address numbers (an object's address as an integer, or that moved by
 * an amount) keep their meaning when they are compared for equality
 * (distinct objects have distinct addresses), made pointers again,
 * widened, or subtracted from one another (a pointer difference: within
 * one object, C's only defined one, it is the offsets').  Any other use
 * depends on the layout.  For instructions the engines decide at run
 * time, by the operand's value (minstr.addr_check), since many programs
 * pass plain numbers as pointers ((void *)(long)i) and convert them back;
 * a constant expression holds a global's address, so its dependence is
 * known here. */
#include "model/lower.h"

#include <stdio.h>

/* How far uses are followed through phis, widenings and offsets; past
 * it a use counts as dependent. */
#define USE_DEPTH 8
/* How deep a constant expression is searched for its global. */
#define CONST_DEPTH 16

static LLVMOpcode opcode_of(LLVMValueRef v)
{
    if (LLVMIsAInstruction(v))
        return LLVMGetInstructionOpcode(v);
    return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : 0;
}

static bool is_int(LLVMValueRef v)
{
    return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind;
}

/* The global (variable or function) whose address constant v is or is
 * moved from, or NULL. */
static LLVMValueRef const_base(LLVMValueRef v, int depth)
{
    if (LLVMIsAGlobalValue(v))
        return v;
    if (!LLVMIsAConstantExpr(v) || depth > CONST_DEPTH)
        return NULL;
    LLVMValueRef a = const_base(LLVMGetOperand(v, 0), depth + 1);
    switch (LLVMGetConstOpcode(v)) {
    case LLVMGetElementPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
    case LLVMPtrToInt: case LLVMIntToPtr: case LLVMZExt: case LLVMSExt:
        return a;
    case LLVMAdd: {
        LLVMValueRef b = const_base(LLVMGetOperand(v, 1), depth + 1);
        return a && b ? NULL : a ? a : b;
    }
    case LLVMSub:
        return const_base(LLVMGetOperand(v, 1), depth + 1) ? NULL : a;
    default:
        return NULL;
    }
}

/* Whether v is an address as a number: a ptrtoint, a constant on a
 * global's address, or one of them chosen by a select or phi, widened. */
static bool address_number_within(LLVMValueRef v, int depth)
{
    if (!is_int(v) || depth > USE_DEPTH)
        return false;
    if (LLVMIsAPtrToIntInst(v))
        return true;
    if (LLVMIsAConstantExpr(v))
        return const_base(v, 0) != NULL;
    switch (opcode_of(v)) {
    case LLVMSelect:
        return address_number_within(LLVMGetOperand(v, 1), depth + 1) ||
               address_number_within(LLVMGetOperand(v, 2), depth + 1);
    case LLVMPHI:
        for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
            if (address_number_within(LLVMGetIncomingValue(v, i), depth + 1))
                return true;
        return false;
    case LLVMZExt: case LLVMSExt: case LLVMFreeze:
        return address_number_within(LLVMGetOperand(v, 0), depth + 1);
    default:
        return false;
    }
}

static bool is_address_number(LLVMValueRef v)
{
    return address_number_within(v, 0);
}

static bool uses_free(LLVMValueRef v, int depth);

/* Whether address a is memory that C declares a pointer: clang moves an
 * _Atomic pointer as an integer of its width, storing through a cast of
 * the pointer's address (typed pointers: T ** cast to i64 *). */
static bool pointer_memory(LLVMValueRef a)
{
    LLVMOpcode op = opcode_of(a);
    if (op != LLVMBitCast && op != LLVMAddrSpaceCast)
        return false;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(a, 0));
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
           LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMPointerTypeKind;
}

/* Whether u writes v as the value of such a pointer (a store, the
 * expected or new value of a compare-exchange, an exchange): readers
 * take it back as a pointer. */
static bool stored_as_pointer(LLVMValueRef u, LLVMValueRef v)
{
    switch (opcode_of(u)) {
    case LLVMStore:
        return LLVMGetOperand(u, 0) == v &&
               pointer_memory(LLVMGetOperand(u, 1));
    case LLVMAtomicCmpXchg:
        return LLVMGetOperand(u, 0) != v &&
               pointer_memory(LLVMGetOperand(u, 0));
    case LLVMAtomicRMW:
        return LLVMGetAtomicRMWBinOp(u) == LLVMAtomicRMWBinOpXchg &&
               LLVMGetOperand(u, 1) == v &&
               pointer_memory(LLVMGetOperand(u, 0));
    default:
        return false;
    }
}

/* Whether u's use of address number v gives what it gives in any
 * layout; follow: a u that passes v on (a phi, a widening, an offset)
 * is judged by its own uses, else it is taken as free (a constant
 * expression's user is judged where it is used in turn). */
static bool use_free(LLVMValueRef u, LLVMValueRef v, bool follow, int depth)
{
    switch (opcode_of(u)) {
    case LLVMICmp: {
        LLVMIntPredicate p = LLVMGetICmpPredicate(u);
        return p == LLVMIntEQ || p == LLVMIntNE;
    }
    case LLVMIntToPtr:
        return true;
    case LLVMStore: case LLVMAtomicCmpXchg: case LLVMAtomicRMW:
        return stored_as_pointer(u, v);
    case LLVMSub:
        if (is_address_number(LLVMGetOperand(u, 0)) &&
            is_address_number(LLVMGetOperand(u, 1)))
            return true; /* a pointer difference */
        break;
    case LLVMAdd:
        if (is_address_number(LLVMGetOperand(u, LLVMGetOperand(u, 0) == v)))
            return false; /* a sum of two addresses */
        break;
    case LLVMZExt: case LLVMSExt: case LLVMPHI: case LLVMSelect:
    case LLVMFreeze: case LLVMBitCast:
        break;
    default:
        return false;
    }
    return !follow || uses_free(u, depth + 1);
}

static bool uses_free(LLVMValueRef v, int depth)
{
    if (depth > USE_DEPTH)
        return false;
    for (LLVMUseRef x = LLVMGetFirstUse(v); x; x = LLVMGetNextUse(x))
        if (!use_free(LLVMGetUser(x), v, true, depth))
            return false;
    return true;
}

static bool narrower_than_pointer(LLVMValueRef v, int ptr_bits)
{
    return is_int(v) && LLVMGetIntTypeWidth(LLVMTypeOf(v)) < (unsigned)ptr_bits;
}

LLVMValueRef layout_literal(LLVMValueRef v)
{
    if (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMIntToPtr)
        v = LLVMGetOperand(v, 0);
    return LLVMIsAConstantInt(v) ? v : NULL;
}

/* Object numbers a literal may name: no run makes 2^24 objects, so a
 * literal with higher bits (-1, PTHREAD_CANCELED) is no model address. */
#define LITERAL_OBJS (1ull << 24)

/* An integer literal (or a pointer made of one) in the range of the
 * model's addresses (an object's id, not 0, shifted left by 32 bits, 20
 * with --32: model/lower.c's obj_shift). */
static bool big_literal(LLVMValueRef v, int ptr_bits)
{
    LLVMValueRef k = layout_literal(v);
    unsigned long long obj = k ? LLVMConstIntGetZExtValue(k) >>
                                 (ptr_bits == 64 ? 32 : 20) : 0;
    return k && LLVMGetIntTypeWidth(LLVMTypeOf(k)) >= (unsigned)ptr_bits &&
           obj != 0 && obj < LITERAL_OBJS;
}

/* The global whose address constant expression v computes with in a way
 * that depends on the layout, or NULL. */
static LLVMValueRef const_dependent(LLVMValueRef v, int ptr_bits, int depth)
{
    if (!LLVMIsAConstantExpr(v) || depth > CONST_DEPTH)
        return NULL;
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++) {
        LLVMValueRef o = LLVMGetOperand(v, i);
        LLVMValueRef g = const_dependent(o, ptr_bits, depth + 1);
        if (g)
            return g;
        if (is_address_number(o) && !use_free(v, o, false, 0))
            return const_base(o, 0);
    }
    LLVMOpcode op = LLVMGetConstOpcode(v);
    LLVMValueRef a = const_base(LLVMGetOperand(v, 0), 0);
    if (op == LLVMPtrToInt && a && narrower_than_pointer(v, ptr_bits))
        return a;
    LLVMValueRef b = n > 1 ? const_base(LLVMGetOperand(v, 1), 0) : NULL;
    if (a && b && b != a &&
        ((op == LLVMICmp && LLVMGetICmpPredicate(v) != LLVMIntEQ &&
          LLVMGetICmpPredicate(v) != LLVMIntNE) || op == LLVMSub))
        return a; /* the order or the distance of two globals */
    if (op == LLVMICmp && n == 2 && (a || b) &&
        (big_literal(LLVMGetOperand(v, 0), ptr_bits) ||
         big_literal(LLVMGetOperand(v, 1), ptr_bits)))
        return a ? a : b; /* an address equal to a number: ADDR_LITERAL */
    return NULL;
}

static void name_dependence(LLVMValueRef g, char *why, size_t n)
{
    size_t len = 0;
    const char *name = LLVMGetValueName2(g, &len);
    snprintf(why, n, "a use of the address of '%.*s' as a number, whose "
             "value depends on where objects lie in memory", (int)len,
             name);
}

bool layout_const_dependent(LLVMValueRef v, int ptr_bits, char *why,
                            size_t n)
{
    LLVMValueRef g = const_dependent(v, ptr_bits, 0);
    if (!g && is_address_number(v))
        g = const_base(v, 0); /* stored as a number: its uses are unknown */
    if (g)
        name_dependence(g, why, n);
    return g != NULL;
}

bool layout_operand_dependent(LLVMValueRef in, int ptr_bits, char *why,
                              size_t n)
{
    int k = LLVMGetNumOperands(in);
    for (int i = 0; i < k; i++) {
        LLVMValueRef o = LLVMGetOperand(in, i);
        LLVMValueRef g = const_dependent(o, ptr_bits, 0);
        if (!g && is_address_number(o) && !use_free(in, o, true, 0))
            g = const_base(o, 0);
        if (g) {
            name_dependence(g, why, n);
            return true;
        }
    }
    return false;
}

static bool is_null(LLVMValueRef v)
{
    return LLVMIsAConstantPointerNull(v) != NULL;
}

uint64_t layout_forged_literal(LLVMValueRef v, int ptr_bits)
{
    for (int depth = 0; LLVMIsAConstantExpr(v) && depth < CONST_DEPTH;
         depth++) {
        switch (LLVMGetConstOpcode(v)) {
        case LLVMGetElementPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
            v = LLVMGetOperand(v, 0);
            break;
        case LLVMIntToPtr:
            return big_literal(v, ptr_bits)
                 ? LLVMConstIntGetZExtValue(layout_literal(v)) : 0;
        default:
            return 0;
        }
    }
    return 0;
}

uint8_t layout_check(LLVMValueRef in, int ptr_bits)
{
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMIntToPtr: /* kept where no address reaches the number */
        return ADDR_FORGED;
    case LLVMPtrToInt:
        return narrower_than_pointer(in, ptr_bits) || !uses_free(in, 0)
             ? ADDR_INT : ADDR_FREED;
    case LLVMICmp: { /* integers of a pointer's width may hold addresses
                        kept from before a free: the points-to sets and
                        the run decide (layout_refine, check_layout) */
        LLVMValueRef a = LLVMGetOperand(in, 0), b = LLVMGetOperand(in, 1);
        LLVMIntPredicate p = LLVMGetICmpPredicate(in);
        bool eq = p == LLVMIntEQ || p == LLVMIntNE;
        LLVMValueRef other = layout_literal(b) ? a : b;
        if (eq && (big_literal(a, ptr_bits) || big_literal(b, ptr_bits)) &&
            !layout_literal(other) && !is_null(other) &&
            !narrower_than_pointer(other, ptr_bits))
            return ADDR_LITERAL; /* the lowering puts the literal second */
        if (is_null(a) || is_null(b) || LLVMIsAConstantInt(a) ||
            LLVMIsAConstantInt(b))
            return ADDR_NONE;
        if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind)
            return eq ? ADDR_FREED : ADDR_ORDER;
        return eq && !narrower_than_pointer(a, ptr_bits) ? ADDR_FREED
                                                         : ADDR_NONE;
    }
    case LLVMSub: /* a pointer difference: within one object */
        return is_address_number(LLVMGetOperand(in, 0)) &&
               is_address_number(LLVMGetOperand(in, 1))
             ? ADDR_ORDER : ADDR_NONE;
    case LLVMLoad: /* an address read as a number (a union, memcpy) */
        return is_int(in) && !narrower_than_pointer(in, ptr_bits) &&
               !uses_free(in, 0) ? ADDR_INT : ADDR_NONE;
    case LLVMAtomicCmpXchg: /* of a pointer, or an integer as wide */
        return narrower_than_pointer(LLVMGetOperand(in, 1), ptr_bits)
             ? ADDR_NONE : ADDR_FREED;
    default:
        return ADDR_NONE;
    }
}

/* ---- after lowering: the points-to sets drop checks that cannot fire */

#define PTS_MAX 64

/* Whether operand o of function f may hold an object's address (heap:
 * a heap block's). */
static bool may_point(const pta *p, int32_t f, const mopnd *o, bool heap)
{
    pta_loc l[PTS_MAX];
    int32_t n = pta_targets(p, f, o, l, PTS_MAX);
    if (n > PTS_MAX)
        return true;
    for (int32_t i = 0; i < n; i++)
        if (!heap || l[i].obj_kind == PTA_HEAP)
            return true;
    return false;
}

static bool check_may_fire(const pta *p, int32_t f, const minstr *mi,
                           bool frees)
{
    mopnd loaded = {.kind = OPND_REG, .reg = mi->dst};
    switch (mi->addr_check) {
    case ADDR_INT: /* a load's: the value it reads */
        return may_point(p, f, mi->kind == MI_LOAD ? &loaded : &mi->ops[0],
                         false);
    case ADDR_ORDER:
        return may_point(p, f, &mi->ops[0], false) &&
               may_point(p, f, &mi->ops[1], false);
    case ADDR_LITERAL: /* the literal is no pointer to the points-to sets */
        return may_point(p, f, &mi->ops[0], false);
    case ADDR_FORGED:
        return !may_point(p, f, &mi->ops[0], false);
    case ADDR_FREED: /* both heap blocks: the expected value's is enough */
        return frees &&
               may_point(p, f, &mi->ops[mi->kind == MI_CMPXCHG], true) &&
               (mi->kind != MI_ICMP || may_point(p, f, &mi->ops[1], true));
    default:
        return false;
    }
}

void layout_refine(model *m, const pta *p)
{
    bool frees = false;
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            frees |= mi->kind == MI_PRIM && mi->op == PR_FREE;
        }
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            minstr *mi = &m->funcs[f].code[ip];
            /* without the sets a forged number is not told from an
             * address made a number and back */
            if (mi->addr_check &&
                (p ? !check_may_fire(p, f, mi, frees)
                   : mi->addr_check == ADDR_FORGED))
                mi->addr_check = ADDR_NONE;
        }
}
