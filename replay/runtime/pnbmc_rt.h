/* replay/runtime/pnbmc_rt.h — shared between the instrumentation
 * (replay/instrument.c, replay/replay.c) and the replay runtime
 * (pnbmc_rt.c, compiled into the replayed program).
 *
 * A kind is both what an instrumented operation is and what a witness
 * step is (derived from its action text). */
#ifndef PNBMC_RT_H
#define PNBMC_RT_H

enum {
    RK_OTHER = 0,   /* witness steps replay does not force (init, free, ...) */
    RK_READ,        /* load from non-stack memory */
    RK_WRITE,       /* store to non-stack memory */
    RK_RMW,         /* atomic read-modify-write, compare-exchange */
    RK_LOCK,        /* mutex/spin/rw lock, trylock, timedlock */
    RK_UNLOCK,
    RK_CREATE,      /* pthread_create */
    RK_JOIN,        /* pthread_join, tryjoin, timed joins */
    RK_CONDWAIT,    /* cond wait: unlock and wait */
    RK_CONDWAKE,    /* cond wait returns: woken, lock (after the call) */
    RK_SIGNAL,      /* cond signal / broadcast */
    RK_SEM,         /* sem_wait, sem_trywait, sem_post */
    RK_BARRIER,     /* barrier_wait: arrives */
    RK_BARRIER_DONE,/* barrier_wait returns: released (after the call) */
    RK_THREAD_EXIT, /* pthread_exit */
    RK_END,         /* exit, abort */
    RK_ERROR,       /* reach_error, __VERIFIER_error */
    RK_ASSERT,      /* __assert_fail, __VERIFIER_assert(0) */
    RK_NONDET,      /* __VERIFIER_nondet_* */
    RK_ONCE,        /* pthread_once, call_once: runs init / already done */
    RK_ONCE_DONE,   /* ... returns after running init (after the call) */
    RK_WAKEUP,      /* cond wait ends unsignalled: spurious wake-up or
                     * time-out (forced inside the runtime's cond wait) */
    RK_MAIN_RETURN, /* main returns: the process ends */
    RK_ATOMIC,      /* __VERIFIER_atomic_begin or a __VERIFIER_atomic_*
                     * call: the thread keeps its turn to the section's end */
    RK_DESTROY,     /* pthread_mutex_destroy, ..._destroy: no forced step
                     * (pnbmc's destroy steps are not forced), but after
                     * the thread's last step it waits for the witness's
                     * end, as a memory access does */
    RK_COPY,        /* memcpy, memmove, va_copy to non-stack memory: a
                     * kind of its own, as clang puts a struct atomic's
                     * copy into a temporary on the atomic's line */
    RK_CANCEL,      /* pthread_cancel: the request, when the witness names
                     * the call (a step inside pnbmc's model with "call");
                     * an older witness does not, so one that matches no
                     * step runs freely */
    RK_COUNT
};

/* The memory order of a load or store travels in a kind's bits 8..15
 * (kind | order << RK_ORDER_SHIFT), in the instrumentation's step calls
 * and in the schedule's steps: RO_PLAIN for a non-atomic access, else
 * LLVM's AtomicOrdering (2 monotonic, i.e. relaxed, 4 acquire, 5
 * release, 6 acq_rel, 7 seq_cst); 0 where it is not known or not an
 * access (not checked). */
#define RK_ORDER_SHIFT 8
#define RK_KIND_MASK 0xff
/* In a kind registered for calls through a pointer (__pnbmc_rt_fn_kind):
 * the function is a user-defined primitive (pnbmc replay --primitives),
 * whose call is one step and whose body runs freely. */
#define RK_USER_PRIM (1 << 16)
enum { RO_UNKNOWN = 0, RO_PLAIN = 1, RO_RELAXED = 2 };

/* Exit statuses of a replayed program, read by `pnbmc replay`. */
#define PNBMC_RT_REPRODUCED 97
#define PNBMC_RT_DIVERGED 98

/* Environment variable naming the schedule file written by pnbmc replay. */
#define PNBMC_RT_ENV "PNBMC_REPLAY_SCHEDULE"

/* Schedule file (text, one record per line):
 *   mode deadlock|race|assert|atomicity
 *   file ID NAME
 *   step N TID FILE LINE COL KIND HASVAL VALUE ACTION...   (N: witness step number)
 *   race TID FILE LINE COL KIND ACTION...
 * FILE is a file id (-1: the witness's file is not among the program's). */

#endif
