/* checks/checks_priv.h — internal to checks/: helpers the engines share
 * (confirm.c) and the skeleton engine (satcheck.c). */
#ifndef PNBMC_CHECKS_PRIV_H
#define PNBMC_CHECKS_PRIV_H

#include "checks/checks.h"

/* Seconds a solver may still take before deadline (0: none), at least a
 * millisecond so that a late call still ends in a timeout. */
double checks_time_left(double deadline);
/* The symbolic engines' check after each step: true, with "ENGINE:
 * memory limit N MB reached at step K" in why, when this process is over
 * the memory ceiling (solve_memory_over). */
bool checks_memory_over(const sopts *o, const char *engine, int32_t k,
                        char *why, size_t n);
void checks_set_bug(check_result *r, found_kind k, const char *detail,
                    sfound *f);
void checks_set_unknown(check_result *r, const char *why);
/* Fires a failing assertion pending in st, if any, appending its step. */
bool checks_fire_error(sim *s, sstate *st, sfound *f);
/* Replays a candidate run; sets the result of every pending check whose
 * target the replayed run reaches (and clears pend for it).  cut (may be
 * NULL): the simulator's reason where the replay ended in a cut that
 * makes a verdict unknown (undefined behaviour, unsupported), else "". */
bool checks_confirm(sim *s, check_result res[CK_COUNT], bool pend[CK_COUNT],
                    const enc_run *run, char *cut, size_t ncut);
/* Starts a symbolic engine's run: stats zeroed and named, every check's
 * kind and target set, pend[k] for the enabled checks it encodes (all but
 * atomicity unless it encodes that, else atomicity becomes unknown). */
void checks_begin_symbolic(check_result res[CK_COUNT], bool pend[CK_COUNT],
                           bool decided[CK_COUNT], sstats *st,
                           const char *engine, bool atomicity);

/* Checks proved safe by one run of a synchronisation-deterministic
 * program (onerun.c): a mask of 1u << check_kind, with the argument in
 * why, or 0 with the reason the run proves nothing. */
unsigned checks_one_run_proof(sim *s, char *why, size_t n);

/* The control places from which a step may cut a run (cutfree.c: the
 * soundness argument is there).  fn[p] >= 0: a step from control place p
 * may cut at instruction ip[p] of function fn[p], for the reason what[p];
 * -1: it cannot while no cut cube holds.  Cut cube i: a marking in which
 * every literal cube_lit[cube_start[i] .. cube_start[i + 1] - 1] holds
 * may cut at the instruction of control place cube_ctl[i], for the reason
 * cube_what[i] (a mutex init while the mutex is held, an rwlock unlock by
 * a thread that holds no lock of it ...).  The skeleton proves a check
 * only when it reaches neither a cut place nor a cut cube, and only with
 * the extension ext.  Joins: the join at control place join_ctl[i] waits
 * for a token on exit place join_exit[i] in every run that reaches no cut
 * place (a read arc in ext, which the net leaves out).  ext: the places,
 * transitions and arcs of the primitives the net leaves out (semaphores,
 * rwlocks, condition waits, mutexes without an exact net place); extra
 * places with a slot are the places of threads inside a condition wait.
 * gated[0 .. ngated-1]: blocking points and wait places where a thread
 * of a real run waits only while every skeleton transition that moves it
 * off the place is disabled (a once point, the points of split waits, a
 * barrier's wait places: cutfree_prims.inc); the deadlock target uses
 * it (satdead.inc).  With atomic sections whose depths are exact, ext
 * also holds the owner place of cutfree_atomic.inc. */
typedef struct {
    int32_t *fn, *ip;
    const char **what;
    int32_t ncubes, cube_cap, what_cap, nlits, lit_cap;
    int32_t *cube_start, *cube_ctl;
    const char **cube_what;
    skel_lit *cube_lit;
    int32_t njoins;
    int32_t *join_ctl, *join_exit;
    int32_t ngated, gated_cap;
    int32_t *gated;
    skel_ext ext;
    int32_t xp_cap, xt_cap, xa_cap;
    int32_t *xp_init, *xp_slot, *xt_slot, *xt_net;
    skel_arc *xa;
    uint8_t *relock;     /* [p]: 1 when control place p locks a mutex
                          * that its thread holds there in every run (a
                          * double lock if it is a normal mutex) */
    uint8_t *guarded;    /* [p]: 1 when control place p is a relaxed load
                          * deciding a branch that a lock keeps from
                          * being an atomicity violation in every run
                          * without a cut (guard_relaxed_loads) */
    uint64_t *claimed;   /* [p]: the claim flags (compare-and-swaps of
                          * which one thread at most ever succeeds) that
                          * a thread on control place p surely won
                          * (claimed_places) */
    uint64_t *held;      /* [p]: on a place where the process may end (a
                          * failed assertion, an abort, an exit), the
                          * mutexes its thread holds there in every run
                          * without a cut: bit k for the exact net mutex
                          * place held_pl[k] (held_at_ends) */
    uint64_t held_end;   /* the same at every return that ends main */
    int32_t nheld;
    int32_t held_pl[64];
    int32_t nrw, rw_cap;
    int32_t *rw_r;       /* [nrw]: an rwlock's first place R (then per
                          * slot H_s, then X_s: cutfree_prims.inc) */
    uint8_t *ret_gated;  /* [t]: net return t takes its call site's
                          * place (cutfree_calls.inc) */
    int32_t nsum, sum_cap;
    int32_t *sum_from, *sum_to; /* [nsum]: a gated site's call place and
                                 * a place its returns go to */
    uint8_t *depth;      /* [p]: atomic-section depths a thread may have
                          * on net place p, bit d for depth d (bit 7: 7 or
                          * more), 0 none reaches p (cutfree_atomic.inc) */
} cutmap;
bool checks_cut_map(const model *m, const pnet *n, int max_threads,
                    int max_depth, cutmap *c);
/* The instruction of control place pl, NULL for other places. */
const minstr *checks_place_instr(const model *m, const pplace *pl);
void checks_cut_map_free(cutmap *c);

/* checks_run_sat, asking also whether the control skeleton reaches a
 * cut place in no run at all: *cut_free when it proved so (then no run of
 * the program reaches an operation at which the simulator ends it). */
void checks_run_sat_cuts(sim *s, check_result res[CK_COUNT], const sopts *o,
                         const bmc_opts *bo, sstats *st,
                         bool decided[CK_COUNT], bool *cut_free);

#endif
