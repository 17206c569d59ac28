/* model/signals.c — the signal handlers a program may install.
 *
 * No signal arrives in pnbmc's model (model/libc/pnbmc_libc.c keeps the
 * dispositions but never runs a handler), so a verdict holds for the
 * runs in which no signal arrives: src/report.inc (signal_gate) says so
 * when the program may install a handler.  The scan runs on the program
 * before the C library models are linked, where signal and sigaction are
 * declarations only the program calls.  A handler is a function whose
 * address signal gets, or that is stored into (or initialises) the
 * struct sigaction that sigaction gets; a value the scan cannot follow
 * may be one (unnamed); SIG_DFL and SIG_IGN, constants that are no
 * function, are none.  sa_handler (and sa_sigaction, its union) is the
 * struct's first member, as in glibc: a store to another member is no
 * handler. */
#include "model/lower.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* The same address: pointer casts and GEPs whose indices are all 0. */
static bool zero_gep(LLVMValueRef v)
{
    bool gep = LLVMIsAGetElementPtrInst(v) ||
               (LLVMIsAConstantExpr(v) &&
                LLVMGetConstOpcode(v) == LLVMGetElementPtr);
    if (!gep)
        return false;
    for (unsigned i = 1; i < (unsigned)LLVMGetNumOperands(v); i++) {
        LLVMValueRef k = LLVMGetOperand(v, i);
        if (!LLVMIsAConstantInt(k) || LLVMConstIntGetZExtValue(k) != 0)
            return false;
    }
    return true;
}

static bool same_address(LLVMValueRef v)
{
    return zero_gep(v) || LLVMIsABitCastInst(v) ||
           LLVMIsAAddrSpaceCastInst(v) ||
           (LLVMIsAConstantExpr(v) &&
            LLVMGetConstOpcode(v) == LLVMBitCast);
}

static LLVMValueRef strip(LLVMValueRef p)
{
    while (same_address(p))
        p = LLVMGetOperand(p, 0);
    return p;
}

/* True if v may be a handler; *name: the function's, or NULL. */
static bool handler_value(LLVMValueRef v, const char **name)
{
    v = strip(v);
    *name = NULL;
    if (LLVMIsAFunction(v)) {
        *name = LLVMGetValueName(v);
        return true;
    }
    return !LLVMIsConstant(v) || LLVMIsAGlobalValue(v) ||
           (LLVMIsAConstantExpr(v) &&
            LLVMGetConstOpcode(v) != LLVMIntToPtr);
}

/* A constant that holds a function's address somewhere (a static struct
 * sigaction's initialiser). */
static bool holds_function(LLVMValueRef k, const char **name)
{
    if (LLVMIsAFunction(k)) {
        *name = LLVMGetValueName(k);
        return true;
    }
    int n = LLVMIsAGlobalValue(k) ? 0 : LLVMGetNumOperands(k);
    for (int i = 0; i < n; i++)
        if (holds_function(LLVMGetOperand(k, (unsigned)i), name))
            return true;
    return false;
}

/* Calls that put no function's address in a struct sigaction. */
static bool keeps_handler(LLVMValueRef call)
{
    static const char *const keep[] = {
        "sigaction", "sigemptyset", "sigfillset", "sigaddset", "sigdelset",
        "sigismember", "bzero", "memset", NULL,
    };
    LLVMValueRef f = LLVMIsACallInst(call) ? model_direct_callee(call)
                                           : NULL;
    const char *n = f ? LLVMGetValueName(f) : "";
    for (int i = 0; keep[i]; i++)
        if (!strcmp(n, keep[i]))
            return true;
    return !strncmp(n, "llvm.memset", 11) || !strncmp(n, "llvm.lifetime", 13) ||
           !strncmp(n, "llvm.dbg", 8);
}

/* True if the uses of the address p (a struct sigaction) may put a
 * handler in it; *name: the first function stored there. */
static bool may_hold_handler(LLVMValueRef p, const char **name)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (same_address(user)) {
            if (may_hold_handler(user, name))
                return true;
        } else if (LLVMIsAStoreInst(user)) {
            if (LLVMGetOperand(user, 0) == p ||
                handler_value(LLVMGetOperand(user, 0), name))
                return true; /* the address escapes, or a handler */ /* the address escapes, or a handler */
        } else if (LLVMIsAGetElementPtrInst(user) || LLVMIsALoadInst(user) ||
                   LLVMIsAICmpInst(user) ||
                   (LLVMIsACallInst(user) && keeps_handler(user))) {
            continue; /* another member, a read, or the handler kept */
        } else {
            *name = NULL;
            return true;
        }
    }
    return false;
}

/* Whether the sigaction call may install a handler (*name as above). */
static bool sigaction_installs(LLVMValueRef call, const char **name)
{
    *name = NULL;
    if (LLVMGetNumArgOperands(call) < 2)
        return false;
    LLVMValueRef act = strip(LLVMGetOperand(call, 1));
    if (LLVMIsConstant(act) && LLVMIsNull(act))
        return false;
    if (LLVMIsAGlobalVariable(act)) {
        LLVMValueRef init = LLVMGetInitializer(act);
        if (init && holds_function(init, name))
            return true;
        if (!LLVMIsGlobalConstant(act))
            return may_hold_handler(act, name);
        return false;
    }
    if (LLVMIsAAllocaInst(act))
        return may_hold_handler(act, name);
    return true;
}

static void describe(LLVMValueRef call, const char *how, const char *name,
                     char *out, size_t n)
{
    unsigned len = 0;
    const char *f = LLVMGetDebugLocFilename(call, &len);
    for (unsigned k = len; f && k > 0; k--)
        if (f[k - 1] == '/') {
            f += k;
            len -= k;
            break;
        }
    char at[300] = "";
    if (f && len)
        snprintf(at, sizeof at, " at %.*s:%u", (int)len, f,
                 LLVMGetDebugLocLine(call));
    if (name)
        snprintf(out, n, "the handler %s that %s installs%s", name, how, at);
    else
        snprintf(out, n, "a handler that %s may install%s", how, at);
}

bool signals_find_handler(LLVMModuleRef mod, char *out, size_t n)
{
    static const char *const installers[] = {"signal", "sigaction", NULL};
    for (int i = 0; installers[i]; i++) {
        LLVMValueRef f = LLVMGetNamedFunction(mod, installers[i]);
        if (!f || !LLVMIsDeclaration(f))
            continue;
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef call = LLVMGetUser(u);
            if (!LLVMIsACallInst(call) || model_direct_callee(call) != f)
                continue; /* its address: fnref's stand-in calls it */
            const char *name = NULL;
            bool installs = i == 0 ? LLVMGetNumArgOperands(call) >= 2 &&
                                         handler_value(
                                             LLVMGetOperand(call, 1), &name)
                                   : sigaction_installs(call, &name);
            if (installs) {
                describe(call, installers[i], name, out, n);
                return true;
            }
        }
    }
    return false;
}
