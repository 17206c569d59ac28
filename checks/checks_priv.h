/* checks/checks_priv.h — internal to checks/: helpers the engines share
 * (confirm.c) and the skeleton engine (satcheck.c). */
#ifndef PNBMC_CHECKS_PRIV_H
#define PNBMC_CHECKS_PRIV_H

#include "checks/checks.h"

double checks_now(void);              /* CLOCK_MONOTONIC seconds */
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
 * target the replayed run reaches (and clears pend for it). */
bool checks_confirm(sim *s, check_result res[CK_COUNT], bool pend[CK_COUNT],
                    const enc_run *run);
/* Starts a symbolic engine's run: stats zeroed and named, every check's
 * kind and target set, pend[k] for the enabled checks it encodes (all but
 * atomicity, which becomes unknown). */
void checks_begin_symbolic(check_result res[CK_COUNT], bool pend[CK_COUNT],
                           bool decided[CK_COUNT], sstats *st,
                           const char *engine);

/* Checks proved safe by one run of a synchronisation-deterministic
 * program (onerun.c): a mask of 1u << check_kind, with the argument in
 * why, or 0 with the reason the run proves nothing. */
unsigned checks_one_run_proof(sim *s, char *why, size_t n);

/* The control places from which a step may cut a run (cutfree.c: the
 * soundness argument is there).  fn[p] >= 0: a step from control place p
 * may cut at instruction ip[p] of function fn[p], for the reason what[p];
 * -1: it cannot while the pair condition holds.  Pair condition: control
 * place pair_ctl[i] (a mutex init) is never marked while mutex place
 * pair_mutex[i] is empty.  The skeleton proves a check only when no cut
 * place is reachable and the pair condition is never violated.  Joins:
 * the join at control place join_ctl[i] waits for a token on exit place
 * join_exit[i] in every run that reaches no cut place (the skeleton gets
 * it as a read arc, which the net leaves out). */
typedef struct {
    int32_t *fn, *ip;
    const char **what;
    int32_t npairs;
    int32_t *pair_ctl, *pair_mutex;
    int32_t njoins;
    int32_t *join_ctl, *join_exit;
} cutmap;
bool checks_cut_map(const model *m, const pnet *n, int max_threads,
                    int max_depth, cutmap *c);
void checks_cut_map_free(cutmap *c);
#endif
