/* model/prims.c — the built-in table of recognised functions.
 * A name maps to a primitive kind; the engine gives each kind its meaning.
 * Matching is exact except for the listed prefixes (nondet, llvm intrinsics). */
#include "model/model.h"

#include <string.h>

typedef struct { const char *name; prim_kind kind; } prim_entry;

static const prim_entry exact[] = {
    {"pthread_create", PR_THREAD_CREATE}, {"pthread_join", PR_THREAD_JOIN},
    /* glibc's joins that may return without joining (prim_join_may_fail) */
    {"pthread_tryjoin_np", PR_THREAD_JOIN},
    {"pthread_timedjoin_np", PR_THREAD_JOIN},
    {"pthread_clockjoin_np", PR_THREAD_JOIN},
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
    {"abort", PR_ABORT}, {"llvm.trap", PR_ABORT}, /* __builtin_trap */
    {"exit", PR_EXIT}, {"_exit", PR_EXIT},
    {"_Exit", PR_EXIT}, {"quick_exit", PR_EXIT}, /* handlers: model/lifecycle.c */
    {"malloc", PR_MALLOC}, {"calloc", PR_CALLOC}, {"free", PR_FREE},
    {CALLOC_ERRNO, PR_CALLOC},
    {"__pnbmc_heap_size", PR_HEAP_SIZE}, {"__pnbmc_tls_address", PR_TLS_ADDR},
    {"memset", PR_MEMSET}, {"memcpy", PR_MEMCPY}, {"memmove", PR_MEMCPY},
    /* condition variables (POSIX and C11): state in the condition variable's memory */
    {"thrd_create", PR_THREAD_CREATE}, {"thrd_join", PR_THREAD_JOIN},
    {"thrd_exit", PR_THREAD_EXIT}, {"thrd_current", PR_THREAD_SELF},
    {"thrd_yield", PR_NOP}, {"pthread_detach", PR_THREAD_DETACH},
    {"thrd_detach", PR_THREAD_DETACH},
    {"pthread_cond_init", PR_COND_INIT}, {"cnd_init", PR_COND_INIT},
    {"pthread_cond_destroy", PR_COND_DESTROY},
    {"cnd_destroy", PR_COND_DESTROY},
    {"pthread_cond_wait", PR_COND_WAIT}, {"cnd_wait", PR_COND_WAIT},
    {"pthread_cond_timedwait", PR_COND_TIMEDWAIT},
    {"pthread_cond_clockwait", PR_COND_TIMEDWAIT},
    {"cnd_timedwait", PR_COND_TIMEDWAIT},
    {"pthread_cond_signal", PR_COND_SIGNAL}, {"cnd_signal", PR_COND_SIGNAL},
    {"pthread_cond_broadcast", PR_COND_BROADCAST},
    {"cnd_broadcast", PR_COND_BROADCAST},
    /* C11 mutexes and POSIX spin locks are mutexes (sim_prim.inc adapts
     * the return codes and init arguments by name) */
    {"mtx_init", PR_MUTEX_INIT}, {"mtx_destroy", PR_MUTEX_DESTROY},
    {"mtx_lock", PR_MUTEX_LOCK}, {"mtx_trylock", PR_MUTEX_TRYLOCK},
    /* a timed lock is a trylock whose failure is a timeout: waiting and
     * then taking the mutex is the scheduler running it later */
    {"pthread_mutex_timedlock", PR_MUTEX_TRYLOCK},
    {"pthread_mutex_clocklock", PR_MUTEX_TRYLOCK},
    {"mtx_timedlock", PR_MUTEX_TRYLOCK},
    {"mtx_unlock", PR_MUTEX_UNLOCK},
    {"pthread_spin_init", PR_MUTEX_INIT},
    {"pthread_spin_destroy", PR_MUTEX_DESTROY},
    {"pthread_spin_lock", PR_MUTEX_LOCK},
    {"pthread_spin_trylock", PR_MUTEX_TRYLOCK},
    {"pthread_spin_unlock", PR_MUTEX_UNLOCK},
    /* reader-writer locks */
    {"pthread_rwlock_init", PR_RW_INIT},
    {"pthread_rwlock_destroy", PR_RW_DESTROY},
    {"pthread_rwlock_rdlock", PR_RW_RDLOCK},
    {"pthread_rwlock_wrlock", PR_RW_WRLOCK},
    {"pthread_rwlock_tryrdlock", PR_RW_TRYRDLOCK},
    {"pthread_rwlock_trywrlock", PR_RW_TRYWRLOCK},
    /* timed like pthread_mutex_timedlock: a try whose failure is a timeout */
    {"pthread_rwlock_timedrdlock", PR_RW_TRYRDLOCK},
    {"pthread_rwlock_timedwrlock", PR_RW_TRYWRLOCK},
    {"pthread_rwlock_clockrdlock", PR_RW_TRYRDLOCK},
    {"pthread_rwlock_clockwrlock", PR_RW_TRYWRLOCK},
    {"pthread_rwlock_unlock", PR_RW_UNLOCK},
    /* semaphores */
    {"sem_init", PR_SEM_INIT}, {"sem_destroy", PR_SEM_DESTROY},
    {"sem_wait", PR_SEM_WAIT}, {"sem_trywait", PR_SEM_TRYWAIT},
    {TRYWAIT_ERRNO, PR_SEM_TRYWAIT},
    {"sem_timedwait", PR_SEM_TRYWAIT}, {TIMEDWAIT_ERRNO, PR_SEM_TRYWAIT},
    {"sem_clockwait", PR_SEM_TRYWAIT},
    {"sem_post", PR_SEM_POST}, {"sem_getvalue", PR_SEM_GETVALUE},
    /* barriers, once */
    {"pthread_barrier_init", PR_BARRIER_INIT},
    {"pthread_barrier_destroy", PR_BARRIER_DESTROY},
    {"pthread_barrier_wait", PR_BARRIER_WAIT},
    {"pthread_once", PR_ONCE}, {"call_once", PR_ONCE},
    /* no effect on shared state that the model tracks */
    {"printf", PR_NOP}, {"puts", PR_NOP},
    {"fflush", PR_NOP}, {"sleep", PR_NOP}, {"usleep", PR_NOP},
    {"fprintf", PR_NOP}, {"fputs", PR_NOP}, {"perror", PR_NOP},
    /* nanosleep, clock_nanosleep, thrd_sleep, vprintf, vfprintf, putchar,
     * fputc, putc (they return the character): C models */
    {"sched_yield", PR_NOP}, {"pthread_yield", PR_NOP},
    {"pthread_attr_destroy", PR_NOP},
    /* pthread_attr_init and the attribute setters and getters: C models
     * (the getters give what was set) */
    /* pthread_setname_np, pthread_setconcurrency (they refuse some
     * values): C models */
    /* thread-specific data (POSIX keys and C11 tss: the same layout, 0 for
     * success) */
    {"pthread_key_create", PR_KEY_CREATE}, {"pthread_key_delete", PR_KEY_DELETE},
    {"pthread_getspecific", PR_GETSPECIFIC},
    {"pthread_setspecific", PR_SETSPECIFIC},
    {"tss_create", PR_KEY_CREATE}, {"tss_delete", PR_KEY_DELETE},
    {"tss_get", PR_GETSPECIFIC}, {"tss_set", PR_SETSPECIFIC},
    {"pthread_mutexattr_init", PR_MUTEXATTR_INIT},
    {"pthread_mutexattr_settype", PR_MUTEXATTR_SETTYPE},
    {"pthread_mutexattr_gettype", PR_MUTEXATTR_GETTYPE},
    {"pthread_mutexattr_destroy", PR_NOP},
    /* pthread_condattr_*: C models (glibc's layout) */
    {"pthread_rwlockattr_destroy", PR_NOP},
    {"pthread_barrierattr_destroy", PR_NOP},
};

static const char *const nop_prefixes[] = {
    "llvm.dbg.", "llvm.lifetime.", "llvm.experimental.noalias",
    "llvm.assume",
};

/* Intrinsics named with a type suffix in newer LLVMs (llvm.stacksave.p0). */
static const struct { const char *prefix; prim_kind kind; } prefixed[] = {
    {"llvm.stacksave", PR_STACKSAVE}, {"llvm.stackrestore", PR_STACKRESTORE},
    {"llvm.memset.", PR_MEMSET}, {"llvm.memcpy.", PR_MEMCPY},
    {"llvm.memmove.", PR_MEMCPY},
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
    for (size_t i = 0; i < sizeof prefixed / sizeof prefixed[0]; i++)
        if (strncmp(name, prefixed[i].prefix, strlen(prefixed[i].prefix)) == 0) {
            *k = prefixed[i].kind;
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
    case PR_COND_INIT: case PR_COND_DESTROY: case PR_COND_WAIT:
    case PR_COND_TIMEDWAIT: case PR_COND_SIGNAL: case PR_COND_BROADCAST:
    case PR_RW_INIT: case PR_RW_DESTROY: case PR_RW_RDLOCK: case PR_RW_WRLOCK:
    case PR_RW_TRYRDLOCK: case PR_RW_TRYWRLOCK: case PR_RW_UNLOCK:
    case PR_SEM_INIT: case PR_SEM_DESTROY: case PR_SEM_WAIT:
    case PR_SEM_TRYWAIT: case PR_SEM_POST: case PR_SEM_GETVALUE:
    case PR_BARRIER_INIT: case PR_BARRIER_DESTROY: case PR_BARRIER_WAIT:
    case PR_ONCE: case PR_MUTEXATTR_INIT: case PR_MUTEXATTR_SETTYPE:
    case PR_MUTEXATTR_GETTYPE: case PR_KEY_CREATE: case PR_THREAD_DETACH:
        return true;
    default:
        return false;
    }
}

bool prim_is_error(prim_kind k)
{
    return k == PR_REACH_ERROR || k == PR_ASSERT_FAIL || k == PR_ASSERT;
}

bool prim_is_c11(const minstr *mi)
{
    return mi->text && (strncmp(mi->text, "mtx_", 4) == 0 ||
                        strncmp(mi->text, "cnd_", 4) == 0 ||
                        strncmp(mi->text, "thrd_", 5) == 0);
}

bool prim_copy_no_overlap(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->op == PR_MEMCPY && mi->text &&
           strstr(mi->text, "memcpy") != NULL;
}

bool prim_is_timed(const minstr *mi)
{
    static const char *const timed[] = {
        "timedlock", "timedrdlock", "timedwrlock", "clocklock", "clockrdlock",
        "clockwrlock", "timedjoin", "clockjoin",
    };
    for (size_t i = 0; mi->text && i < sizeof timed / sizeof timed[0]; i++)
        if (strstr(mi->text, timed[i]))
            return true;
    return false;
}

/* An error code as a result of mi's width: 1 when the code's low bits
 * are all zero there (EBUSY, 16, is 0 as a bool: a --primitives trylock
 * wrapper returning bool would seem to succeed). */
static uint64_t nonzero_in_width(const minstr *mi, uint64_t code)
{
    return mi->bits > 0 && mi->bits < 64 &&
           (code & ((UINT64_C(1) << mi->bits) - 1)) == 0 ? 1 : code;
}

uint64_t prim_einval(const minstr *mi)
{
    return nonzero_in_width(mi, prim_is_c11(mi) ? PRIM_THRD_ERROR
                                                : PRIM_EINVAL);
}

uint64_t prim_eperm(const minstr *mi)
{
    return nonzero_in_width(mi, prim_is_c11(mi) ? PRIM_THRD_ERROR
                                                : PRIM_EPERM);
}

bool prim_mutex_is_typed(const minstr *mi)
{
    static const char *const typed[] = {
        "pthread_mutex_", "mtx_", "pthread_cond_", "cnd_",
    };
    for (size_t i = 0; mi->text && i < sizeof typed / sizeof typed[0]; i++)
        if (!strncmp(mi->text, typed[i], strlen(typed[i])))
            return true;
    return false;
}

uint64_t prim_try_failure(const minstr *mi)
{
    if (prim_is_timed(mi))
        return nonzero_in_width(mi, prim_is_c11(mi) ? PRIM_THRD_TIMEDOUT
                                                    : PRIM_ETIMEDOUT);
    return nonzero_in_width(mi, prim_is_c11(mi) ? PRIM_THRD_BUSY
                                                : PRIM_EBUSY);
}

static bool is_mtx_trylock(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK && mi->text &&
           strcmp(mi->text, "mtx_trylock") == 0;
}

/* C11's mtx_trylock may fail on a free mutex (7.26.4.5); in the try
 * view (model.try_view) every mutex trylock and timed lock may. */
bool prim_try_may_fail_spuriously(const model *m, const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK &&
           (m->try_view || is_mtx_trylock(mi));
}

/* A sem_trywait / sem_timedwait or rwlock try or timed lock: the try
 * view's failures of these are the simulator's alone (its choice 1), so
 * the try view's searches of a program with one take the explicit engine
 * (src/report.inc). */
bool prim_try_view_only(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_SEM_TRYWAIT || mi->op == PR_RW_TRYRDLOCK ||
            mi->op == PR_RW_TRYWRLOCK);
}

/* In the try view, such a try may fail where it could succeed. */
bool prim_try_unordered(const model *m, const minstr *mi)
{
    return m->try_view && prim_try_view_only(mi);
}

/* A try operation that fails only because another thread holds the
 * object, so that its failure seems to order (not C11's mtx_trylock,
 * which may fail anyway). */
bool prim_try_orders(const minstr *mi)
{
    return (mi->kind == MI_PRIM && mi->op == PR_MUTEX_TRYLOCK &&
            !is_mtx_trylock(mi)) || prim_try_view_only(mi);
}

/* The joins that may fail and the operand of their timeout (0: none). */
static const struct { const char *name; int32_t timeout; } failing_joins[] = {
    {"pthread_tryjoin_np", 0}, {"pthread_timedjoin_np", 3},
    {"pthread_clockjoin_np", 4},
};

/* mi's entry in failing_joins, or -1. */
static int failing_join(const minstr *mi)
{
    if (mi->kind != MI_PRIM || mi->op != PR_THREAD_JOIN || !mi->text)
        return -1;
    for (size_t i = 0; i < sizeof failing_joins / sizeof failing_joins[0]; i++)
        if (!strcmp(mi->text, failing_joins[i].name))
            return (int)i;
    return -1;
}

bool prim_join_may_fail(const minstr *mi)
{
    return failing_join(mi) >= 0;
}

const mopnd *prim_join_timeout(const minstr *mi)
{
    int j = failing_join(mi);
    int32_t i = j < 0 ? 0 : failing_joins[j].timeout;
    return i > 0 && i < mi->nops ? &mi->ops[i] : NULL;
}

/* The absolute time-out operand of the timed waits and locks whose
 * validity glibc checks (not the joins). */
static const struct { const char *name; int32_t opnd; } abstimes[] = {
    {"pthread_cond_timedwait", 3}, {"pthread_cond_clockwait", 4},
    {"cnd_timedwait", 3}, {"pthread_mutex_timedlock", 2},
    {"pthread_mutex_clocklock", 3}, {"mtx_timedlock", 2},
    {"pthread_rwlock_timedrdlock", 2}, {"pthread_rwlock_timedwrlock", 2},
    {"pthread_rwlock_clockrdlock", 3}, {"pthread_rwlock_clockwrlock", 3},
    {"sem_timedwait", 2}, {"sem_clockwait", 3}, {TIMEDWAIT_ERRNO, 3},
};

/* The clock operand of the clock* waits, locks and joins. */
static const struct { const char *name; int32_t opnd; } clockids[] = {
    {"pthread_mutex_clocklock", 2}, {"pthread_rwlock_clockrdlock", 2},
    {"pthread_rwlock_clockwrlock", 2}, {"sem_clockwait", 2},
    {"pthread_cond_clockwait", 3}, {"pthread_clockjoin_np", 3},
};

const char *prim_refused_call(const minstr *mi)
{
    if (mi->kind != MI_PRIM || !mi->text)
        return NULL;
    for (size_t i = 0; i < sizeof clockids / sizeof clockids[0]; i++) {
        int32_t k = clockids[i].opnd;
        if (strcmp(mi->text, clockids[i].name) || k >= mi->nops)
            continue;
        if (mi->ops[k].kind != OPND_IMM ||
            (model_mask(32, mi->ops[k].imm) != 0 &&  /* CLOCK_REALTIME */
             model_mask(32, mi->ops[k].imm) != 1))   /* CLOCK_MONOTONIC */
            return "clock_other_than_realtime_or_monotonic_not_modelled";
    }
    const mopnd *t = prim_abstime(mi); /* a join's may be null (glibc) */
    if (t && t->kind == OPND_IMM && t->imm == 0)
        return "null_time_out_is_undefined";
    return NULL;
}

const mopnd *prim_abstime(const minstr *mi)
{
    for (size_t i = 0; mi->kind == MI_PRIM && mi->text &&
                       i < sizeof abstimes / sizeof abstimes[0]; i++)
        if (!strcmp(mi->text, abstimes[i].name))
            return abstimes[i].opnd < mi->nops ? &mi->ops[abstimes[i].opnd]
                                               : NULL;
    return NULL;
}

int prim_errno_arg(const char *name)
{
    if (!strcmp(name, TRYWAIT_ERRNO) || !strcmp(name, TIMEDWAIT_ERRNO))
        return 1;
    return !strcmp(name, CALLOC_ERRNO) ? 2 : -1;
}

const mopnd *prim_errno_opnd(const minstr *mi)
{
    int a = mi->kind == MI_PRIM && mi->text ? prim_errno_arg(mi->text) : -1;
    return a >= 0 && mi->nops > a + 1 ? &mi->ops[a + 1] : NULL;
}

uint64_t prim_out_size(const model *m, const minstr *mi)
{
    /* sem_getvalue's count and C11 threads' results are ints, POSIX
     * threads' results pointers; thread ids (pthread_t, thrd_t) are
     * unsigned longs, keys (pthread_key_t, tss_t) and mutex types ints */
    if (mi->op == PR_THREAD_CREATE)
        return (uint64_t)m->ptr_bits / 8;
    if (mi->op == PR_KEY_CREATE || mi->op == PR_MUTEXATTR_GETTYPE ||
        mi->op == PR_MUTEXATTR_INIT || mi->op == PR_MUTEXATTR_SETTYPE)
        return 4;
    return mi->op == PR_SEM_GETVALUE || prim_is_c11(mi)
         ? 4 : (uint64_t)m->ptr_bits / 8;
}

/* An operand that names no memory: absent, or the null constant. */
static bool no_pointer(const mopnd *o)
{
    return o->kind == OPND_NONE || (o->kind == OPND_IMM && o->imm == 0);
}

/* A creation stores the new thread's id before the thread starts (as
 * glibc does): the thread reads it in order, another running thread
 * may race with the store. */
int32_t prim_out_operand(prim_kind k)
{
    switch (k) {
    case PR_THREAD_JOIN: case PR_SEM_GETVALUE: case PR_MUTEXATTR_GETTYPE:
        return 2;
    case PR_THREAD_CREATE: case PR_KEY_CREATE: case PR_MUTEXATTR_INIT:
    case PR_MUTEXATTR_SETTYPE: /* the attribute's type word */
        return 1;
    default:
        return 0;
    }
}

const mopnd *prim_out_opnd(const model *m, const minstr *mi,
                           uint64_t *size)
{
    int32_t at = mi->kind == MI_PRIM ? prim_out_operand((prim_kind)mi->op) : 0;
    if (at <= 0 || at >= mi->nops || no_pointer(&mi->ops[at]))
        return NULL;
    *size = prim_out_size(m, mi);
    return &mi->ops[at];
}

/* The attribute objects the initialisations and pthread_create read
 * (glibc's sizes), by name: mtx_init's and pthread_spin_init's second
 * arguments are ints, thrd_create and cnd_init take none. */
static const struct { const char *name; int32_t opnd, bytes; } attr_reads[] = {
    {"pthread_mutex_init", 2, 4}, {"pthread_cond_init", 2, 4},
    {"pthread_rwlock_init", 2, 8}, {"pthread_barrier_init", 2, 4},
    {"pthread_create", 2, 0 /* pthread_attr_t: 56 bytes, 36 in ILP32 */},
    {"pthread_mutexattr_gettype", 1, 4},
};

/* The time-outs are struct timespecs: two longs.  glibc may read them
 * whenever the call runs, so a write meanwhile races with the call. */
int32_t prim_in_operand(const char *name, int32_t *bytes)
{
    *bytes = -2; /* two longs */
    for (size_t i = 0; i < sizeof abstimes / sizeof abstimes[0]; i++)
        if (!strcmp(name, abstimes[i].name))
            return abstimes[i].opnd;
    for (size_t i = 0; i < sizeof failing_joins / sizeof failing_joins[0]; i++)
        if (!strcmp(name, failing_joins[i].name) && failing_joins[i].timeout)
            return failing_joins[i].timeout;
    for (size_t i = 0; i < sizeof attr_reads / sizeof attr_reads[0]; i++)
        if (!strcmp(name, attr_reads[i].name)) {
            *bytes = attr_reads[i].bytes;
            return attr_reads[i].opnd;
        }
    return 0;
}

const mopnd *prim_in_opnd(const model *m, const minstr *mi, uint64_t *size)
{
    int32_t bytes, i = mi->kind == MI_PRIM && mi->text
                     ? prim_in_operand(mi->text, &bytes) : 0;
    if (i <= 0 || i >= mi->nops || no_pointer(&mi->ops[i]))
        return NULL;
    uint32_t word = (uint32_t)m->ptr_bits / 8;
    *size = bytes > 0 ? (uint64_t)bytes
          : bytes == 0 ? (m->ptr_bits == 64 ? 56 : 36) : 2 * (uint64_t)word;
    return &mi->ops[i];
}

bool prim_any_key_destructor(const model *m)
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t ip = 0; ip < m->funcs[f].ncode; ip++) {
            const minstr *mi = &m->funcs[f].code[ip];
            if (mi->kind == MI_PRIM && mi->op == PR_KEY_CREATE &&
                mi->nops > 2 && (mi->ops[2].kind != OPND_IMM ||
                                 mi->ops[2].imm != 0))
                return true;
        }
    return false;
}

uint32_t prim_errno_value(const minstr *mi)
{
    return mi->text && (strstr(mi->text, "sem_timedwait") ||
                        strstr(mi->text, "sem_clockwait")) ? PRIM_ETIMEDOUT
                                                           : PRIM_EAGAIN;
}

bool prim_sem_may_block(const minstr *mi)
{
    return mi->kind == MI_PRIM &&
           (mi->op == PR_SEM_WAIT || (mi->op == PR_SEM_TRYWAIT &&
                                      prim_errno_value(mi) == PRIM_ETIMEDOUT));
}

const char *prim_name(prim_kind k)
{
    static const char *const names[] = {
        "nop", "create", "join", "exit", "self", "mutex_init",
        "mutex_destroy", "lock", "trylock", "unlock", "atomic_begin",
        "atomic_end", "nondet", "assume", "reach_error", "assert_fail",
        "assert", "abort", "exit", "malloc", "calloc", "free", "memset",
        "memcpy", "cond_init", "cond_destroy", "cond_wait",
        "cond_timedwait", "cond_signal", "cond_broadcast", "rwlock_init",
        "rwlock_destroy", "rdlock", "wrlock", "tryrdlock", "trywrlock",
        "rwlock_unlock", "sem_init", "sem_destroy", "sem_wait",
        "sem_trywait", "sem_post", "sem_getvalue", "barrier_init",
        "barrier_destroy", "barrier_wait", "once", "mutexattr_init",
        "mutexattr_settype", "mutexattr_gettype", "key_create",
        "key_delete", "getspecific", "setspecific", "stacksave",
        "heap_size", "stackrestore", "detach", "tls_address", "unknown",
    };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}
