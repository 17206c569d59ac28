/* model/prims.c — the built-in table of recognised functions.
 * A name maps to a primitive kind; the engine gives each kind its meaning.
 * Matching is exact except for the listed prefixes (nondet, llvm intrinsics). */
#include "model/model.h"

#include <string.h>

typedef struct { const char *name; prim_kind kind; } prim_entry;

static const prim_entry exact[] = {
    {"pthread_create", PR_THREAD_CREATE}, {"pthread_join", PR_THREAD_JOIN},
    {"pthread_exit", PR_THREAD_EXIT}, {"pthread_self", PR_THREAD_SELF},
    {"pthread_mutex_init", PR_MUTEX_INIT},
    {"pthread_mutex_destroy", PR_MUTEX_DESTROY},
    {"pthread_mutex_lock", PR_MUTEX_LOCK},
    {"pthread_mutex_trylock", PR_MUTEX_TRYLOCK},
    {"pthread_mutex_unlock", PR_MUTEX_UNLOCK},
    {"__VERIFIER_atomic_begin", PR_ATOMIC_BEGIN},
    {"__VERIFIER_atomic_end", PR_ATOMIC_END},
    {"__VERIFIER_assume", PR_ASSUME}, {"__goblint_assume", PR_ASSUME},
    {"reach_error", PR_REACH_ERROR}, {"__VERIFIER_error", PR_REACH_ERROR},
    {"__assert_fail", PR_ASSERT_FAIL}, {"__assert_rtn", PR_ASSERT_FAIL},
    {"__assert", PR_ASSERT_FAIL},
    {"__VERIFIER_assert", PR_ASSERT},
    {"abort", PR_ABORT}, {"exit", PR_EXIT}, {"_exit", PR_EXIT},
    {"malloc", PR_MALLOC}, {"calloc", PR_CALLOC}, {"free", PR_FREE},
    {"memset", PR_MEMSET}, {"memcpy", PR_MEMCPY}, {"memmove", PR_MEMCPY},
    /* no effect on shared state that the model tracks */
    {"printf", PR_NOP}, {"puts", PR_NOP}, {"putchar", PR_NOP},
    {"fflush", PR_NOP}, {"sleep", PR_NOP}, {"usleep", PR_NOP},
    {"sched_yield", PR_NOP}, {"pthread_yield", PR_NOP},
    {"pthread_attr_init", PR_NOP}, {"pthread_attr_destroy", PR_NOP},
    {"pthread_mutexattr_init", PR_NOP},
    {"pthread_mutexattr_destroy", PR_NOP},
};

static const char *const nop_prefixes[] = {
    "llvm.dbg.", "llvm.lifetime.", "llvm.experimental.noalias",
    "llvm.assume",
};

bool prim_lookup(const char *name, prim_kind *k)
{
    for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
        if (strcmp(exact[i].name, name) == 0) {
            *k = exact[i].kind;
            return true;
        }
    if (strncmp(name, "__VERIFIER_nondet_", 18) == 0) {
        *k = PR_NONDET;
        return true;
    }
    for (size_t i = 0; i < sizeof nop_prefixes / sizeof nop_prefixes[0]; i++)
        if (strncmp(name, nop_prefixes[i], strlen(nop_prefixes[i])) == 0) {
            *k = PR_NOP;
            return true;
        }
    if (strncmp(name, "llvm.memset.", 12) == 0) {
        *k = PR_MEMSET;
        return true;
    }
    if (strncmp(name, "llvm.memcpy.", 12) == 0 ||
        strncmp(name, "llvm.memmove.", 13) == 0) {
        *k = PR_MEMCPY;
        return true;
    }
    return false;
}

bool prim_is_visible(prim_kind k)
{
    switch (k) {
    case PR_THREAD_CREATE: case PR_THREAD_JOIN: case PR_MUTEX_LOCK:
    case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK: case PR_ATOMIC_BEGIN:
    case PR_ATOMIC_END: case PR_NONDET: case PR_REACH_ERROR:
    case PR_ASSERT_FAIL: case PR_ASSERT: case PR_ABORT: case PR_EXIT:
    case PR_MUTEX_INIT: case PR_MUTEX_DESTROY: case PR_ASSUME: case PR_FREE:
        return true;
    default:
        return false;
    }
}

const char *prim_name(prim_kind k)
{
    static const char *const names[] = {
        "nop", "create", "join", "exit", "self", "mutex_init",
        "mutex_destroy", "lock", "trylock", "unlock", "atomic_begin",
        "atomic_end", "nondet", "assume", "reach_error", "assert_fail",
        "assert", "abort", "exit", "malloc", "calloc", "free", "memset",
        "memcpy", "unknown",
    };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}
