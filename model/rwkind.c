/* model/rwkind.c — rwlocks that prefer writers are not modelled.
 *
 * The engines give an rwlock glibc's default behaviour: readers share
 * and are not held back by a waiting writer.  glibc keeps the kind in
 * the lock's own __flags, which PTHREAD_RWLOCK_WRITER_NONRECURSIVE_-
 * INITIALIZER_NP sets to PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP
 * (2): then a new reader waits while a writer waits for the readers, so
 * a reader that joins a thread queued behind a writer deadlocks, and a
 * tryrdlock fails with EBUSY.  Modelled as the default such a program
 * could be called safe where it deadlocks, so any way the program gives
 * __flags a value other than 0 (PREFER_READER) or 1 (PREFER_WRITER,
 * which glibc treats as the default) ends the analysis unsupported
 * before it starts: a constant of glibc's __pthread_rwlock_arch_t (a
 * global's initialiser, or the constant a local's initialiser copies)
 * or a store to the field (a local's initialiser, an assignment). */
#include "model/model.h"
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdio.h>
#include <string.h>

#define RW_ARCH "struct.__pthread_rwlock_arch_t"

typedef struct {
    LLVMTargetDataRef td;
    merr *e;
} rk_ctx;

static bool is_rw_arch(LLVMTypeRef t)
{
    const char *name = LLVMGetTypeKind(t) == LLVMStructTypeKind
                           ? LLVMGetStructName(t) : NULL;
    return name && !strncmp(name, RW_ARCH, strlen(RW_ARCH));
}

/* The element of glibc's rwlock struct that is __flags: at byte 48 in
 * LP64, 24 in ILP32 (where it is an unsigned char), -1 if not there. */
static int flags_index(LLVMTargetDataRef td, LLVMTypeRef t)
{
    unsigned long long off = LLVMPointerSize(td) == 8 ? 48 : 24;
    if (LLVMStoreSizeOfType(td, t) <= off)
        return -1;
    unsigned i = LLVMElementAtOffset(td, t, off);
    return LLVMOffsetOfElement(td, t, i) == off ? (int)i : -1;
}

static bool default_kind(LLVMValueRef v)
{
    if (LLVMIsUndef(v) || LLVMIsNull(v))
        return true;
    return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) <= 1;
}

static bool unsupported(rk_ctx *c, const char *where)
{
    merr_set(c->e, 3, "unsupported: an rwlock that prefers writers "
             "(PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP) in %s",
             where);
    return false;
}

/* Whether constant v (of a global named gname) holds only rwlocks of the
 * default kinds. */
static bool const_ok(rk_ctx *c, LLVMValueRef v, const char *gname)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k != LLVMStructTypeKind && k != LLVMArrayTypeKind)
        return true;
    if (is_rw_arch(t) && LLVMIsAConstantStruct(v)) {
        int i = flags_index(c->td, t);
        if (i >= 0 && !default_kind(LLVMGetOperand(v, (unsigned)i))) {
            char where[200];
            const char *dot = !strncmp(gname, "__const.", 8)
                                  ? strchr(gname + 8, '.') : NULL;
            if (dot) /* the constant clang copies a local's initialiser from */
                snprintf(where, sizeof where, "the initialiser of local '%s' "
                         "of %.*s", dot + 1, (int)(dot - gname - 8),
                         gname + 8);
            else
                snprintf(where, sizeof where, "the initialiser of '%s'",
                         gname);
            return unsupported(c, where);
        }
    }
    if (LLVMIsAConstantDataSequential(v))
        return true;
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++)
        if (!const_ok(c, LLVMGetOperand(v, (unsigned)i), gname))
            return false;
    return true;
}

/* Whether pointer p addresses the __flags of a glibc rwlock: a GEP
 * (instruction or constant) into the struct whose last index is it. */
static bool flags_address(rk_ctx *c, LLVMValueRef p)
{
    bool gep = LLVMIsAGetElementPtrInst(p) ||
               (LLVMIsAConstantExpr(p) &&
                LLVMGetConstOpcode(p) == LLVMGetElementPtr);
    int n = gep ? LLVMGetNumOperands(p) : 0;
    if (n != 3)
        return false;
    LLVMTypeRef t = LLVMGetElementType(LLVMTypeOf(LLVMGetOperand(p, 0)));
    LLVMValueRef last = LLVMGetOperand(p, 2);
    int i = is_rw_arch(t) ? flags_index(c->td, t) : -1;
    return i >= 0 && LLVMIsAConstantInt(last) &&
           LLVMConstIntGetZExtValue(last) == (unsigned long long)i;
}

static bool stores_ok(rk_ctx *c, LLVMValueRef f)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in;
             in = LLVMGetNextInstruction(in)) {
            if (!LLVMIsAStoreInst(in) ||
                !flags_address(c, LLVMGetOperand(in, 1)) ||
                default_kind(LLVMGetOperand(in, 0)))
                continue;
            char where[300];
            unsigned len = 0;
            const char *file = LLVMGetDebugLocFilename(in, &len);
            snprintf(where, sizeof where, "a store to its __flags at %.*s:%u",
                     (int)len, file ? file : "?", LLVMGetDebugLocLine(in));
            return unsupported(c, where);
        }
    return true;
}

bool rwkind_check(LLVMModuleRef mod, merr *e)
{
    rk_ctx c = {LLVMGetModuleDataLayout(mod), e};
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g;
         g = LLVMGetNextGlobal(g)) {
        LLVMValueRef init = LLVMGetInitializer(g);
        size_t n;
        if (init && !const_ok(&c, init, LLVMGetValueName2(g, &n)))
            return false;
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
         f = LLVMGetNextFunction(f))
        if (!stores_ok(&c, f))
            return false;
    return true;
}
