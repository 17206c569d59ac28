/* checks/checks.h — the properties pnbmc checks, each a target over one
 * reached state (deadlock, race) or one step (assertion), and the
 * classification of search results into verdicts. */
#ifndef PNBMC_CHECKS_H
#define PNBMC_CHECKS_H

#include "solve/solve.h"

typedef enum { CK_DEADLOCK, CK_RACE, CK_ASSERT, CK_ATOMICITY, CK_COUNT } check_kind;

/* ordered by severity for the overall verdict */
typedef enum { V_SAFE, V_BOUNDED, V_UNKNOWN, V_BUG } verdict;

typedef struct {
    check_kind kind;
    bool enabled;
    verdict v;
    char reason[SOLVE_DETAIL_MAX]; /* bug detail, bound or unknown reason */
    sfound found;
    starget target;
} check_result;

const char *check_name(check_kind k);
double checks_now(void);              /* CLOCK_MONOTONIC seconds */
const char *verdict_name(verdict v);
/* Parses "deadlock,race,assert,atomicity" into enabled flags; false on a bad name. */
bool checks_parse(const char *list, bool enabled[CK_COUNT], char *bad,
                  size_t n);
/* Runs the enabled checks with the explicit engine. */
void checks_run(sim *s, check_result res[CK_COUNT], const sopts *o,
                sstats *stats);
void checks_free(check_result res[CK_COUNT]);
/* ENG_PARAM: the parameterised engine alone (src/report.inc) */
typedef enum { ENG_AUTO, ENG_EXPLICIT, ENG_SMT, ENG_SAT, ENG_PARAM } engine_kind;

/* How the sat engine proves race and assert (satcheck.c, --sat-proof). */
typedef enum { SP_BOTH, SP_EXPLORE, SP_THRESHOLD, SP_OFF } sat_proof_mode;

typedef struct {
    engine_kind engine;
    ordering ord;
    int64_t bound;           /* steps of the unrolling; 0 = default */
    bool one_run;            /* try the one-run proofs first (onerun.c) */
    sat_proof_mode sat_proof;
} bmc_opts;

/* Runs the enabled checks with the chosen engine: explicit as
 * checks_run; sat or smt alone; auto: the sat engine first, then the
 * explicit engine, within o->timeout, for what is still undecided. */
void checks_run_engines(sim *s, check_result res[CK_COUNT], const sopts *o,
                        const bmc_opts *b, sstats *stats);
/* The symbolic engine alone; sets decided[k] for the checks it answered
 * with bug or safe. */
void checks_run_smt(sim *s, check_result res[CK_COUNT], const sopts *o,
                    const bmc_opts *b, sstats *stats, bool decided[CK_COUNT]);
/* The control-skeleton (SAT) engine alone (satcheck.c): bug, safe (race,
 * assert), bounded-safe or unknown; decided[k] for bug and safe. */
void checks_run_sat(sim *s, check_result res[CK_COUNT], const sopts *o,
                    const bmc_opts *b, sstats *stats, bool decided[CK_COUNT]);
/* Target of a check, for replaying its witness. */
starget checks_target(check_kind k);
/* The same, searching past the targets whose details skip lists. */
starget checks_target_skip(check_kind k, const sskip *skip);

#endif
