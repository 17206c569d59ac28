/* encode/encode.h — the Program Petri Net unrolled to k steps.
 *
 * Two encodings of the same net, both with interleaving semantics (exactly
 * one transition fires per step, or the step is idle once nothing is
 * enabled any more) and optional ordering constraints:
 *
 *   - skel: the control/resource skeleton as CNF for CaDiCaL.  Guards and
 *     data are ignored, so the skeleton over-approximates the program's
 *     runs: a target unreachable in the skeleton is unreachable in the
 *     program; a reachable one is only a candidate.
 *   - smt:  the net plus data as Z3 terms: registers, memory and mutex
 *     owners per step with C's bit-vector semantics.  A model is an
 *     execution of the program model (one net transition per step).
 *
 * Ordering (--ordering process): a transition may fire at step i only if it
 * could not have fired at step i-1 together with (independently of) the
 * transition fired there and before it in a fixed total order of
 * transitions — every run has exactly one such canonical representative
 * up to the swapping of adjacent independent transitions, so no run (and
 * no reachable marking) is lost.
 */
#ifndef PNBMC_ENCODE_H
#define PNBMC_ENCODE_H

#include "model/model.h"

typedef enum { ORD_NONE, ORD_PROCESS } ordering;

/* Result of asking for a target at a bound. */
typedef enum {
    ENC_SAT,        /* reachable: a run was decoded */
    ENC_UNSAT,      /* unreachable within the steps encoded so far */
    ENC_UNKNOWN     /* solver gave up (timeout, memory, resource limit) */
} enc_result;

/* A run decoded from a model: the net transitions fired, in order, and
 * the values returned by nondet calls in the order the run makes them
 * (smt only; the skeleton has no data). */
typedef struct {
    int32_t ntrans;
    int32_t *trans;          /* net transition ids (-1: see slot/fn/pt) */
    /* smt only (NULL for skel: derive them from trans): the hop of each
     * step, i.e. the thread slot and the control point it fires from */
    int32_t *slot, *fn, *pt;
    int32_t nnondet;
    uint64_t *nondet;        /* value of each nondet call, in run order */
    int32_t *nondet_step;    /* [nnondet]: index in trans of that call */
    int32_t *choice;         /* smt only, [ntrans]: the simulator's choice
                              * for that step (which waiter a signal wakes,
                              * time-out or spurious wake-up), else NULL */
    int32_t nsteps;          /* skel only: the skeleton transition of each */
    int32_t *steps;          /* fired step, extra ones too (skel_block) */
} enc_run;

void enc_run_free(enc_run *r);

/* ---------------------------------------------------------------- skel */
/* Owned by encode/skel.c (CaDiCaL). */
typedef struct skel skel;

/* A target over the marking of one step: the disjunction of cubes, each a
 * set of places that must all be marked (with at least one token). */
typedef struct {
    int32_t ncubes;
    int32_t *cube_len;       /* [ncubes] */
    int32_t **cube_places;   /* [ncubes][cube_len[i]] */
} skel_cubes;

/* The skeleton is the net with one refinement: a creation counter per
 * pthread_create site (the create hop adds a token, the start of the
 * site's k-th slot needs k+1), so slots start only after their creation;
 * the net alone lets them start at any time. */
skel *skel_new(const pnet *n, ordering ord);
/* The same with places, transitions and arcs the net leaves out, e.g. a
 * semaphore's count, a read arc of a join on the exit of the thread it is
 * known to join, or a condition wait split into its release and its
 * re-lock (checks/cutfree_prims.inc).  The caller vouches that every run
 * it asks about respects them; x is only used during the call.
 *   - Place n->nplaces + j (j < nplaces) holds initial[j] tokens; with
 *     place_slot[j] >= 0 it is a control place of that slot (a thread
 *     standing between two steps of one operation), else a resource.
 *   - Transition n->ntrans + j belongs to slot trans_slot[j] and starts
 *     with the arcs of net transition trans_net[j] (none for -1): an
 *     alternative way to fire that net transition, or (-1) a step of its
 *     own.  Decoded runs name trans_net[j] and leave out the -1 steps;
 *     enc_run.steps keeps the skeleton's own transitions.
 *   - Each arc adds need (tokens taken) and delta (net change) to its
 *     transition's arcs on that place; {q, 0, -1} cancels an output arc
 *     of one token to q.  Merged, every arc must take at least what it
 *     removes, else skel_new_ext fails.
 * CNF atoms and the tokens skel_explore shows cover the extra places. */
typedef struct { int32_t trans, place, need, delta; } skel_arc;
typedef struct {
    int32_t nplaces, ntrans, narcs;
    const int32_t *initial;      /* [nplaces] */
    const int32_t *place_slot;   /* [nplaces]: slot, -1 a resource */
    const int32_t *trans_slot;   /* [ntrans] */
    const int32_t *trans_net;    /* [ntrans]: net transition, -1 none */
    const skel_arc *arcs;        /* [narcs] */
    double deadline;             /* enc_now() seconds, 0 none: past it
                                    skel_new_ext stops bounding places */
} skel_ext;
skel *skel_new_ext(const pnet *n, ordering ord, const skel_ext *x);
void skel_free(skel *s);
/* Encodes steps up to k (incremental: earlier steps are kept). */
bool skel_extend(skel *s, int32_t k);
/* Is some cube (or, dead == true: a dead marking, i.e. no transition
 * enabled while some control place is marked) reachable at exactly step
 * k?  ENC_SAT fills run with the transitions of steps 0..k-1. */
enc_result skel_reach(skel *s, const skel_cubes *t, bool dead, int32_t k,
                      double timeout, enc_run *run);
/* A target over marking k in conjunctive normal form.  Atom a >= 0 is
 * "place a holds a token" (a place out of range never does); atom a < 0
 * is the query's own auxiliary variable -a-1 (0 <= -a-1 < naux), fresh in
 * every query: it lets a target say "some pair of places is marked" or
 * "some slot is blocked" without an exponential expansion. */
typedef struct { int32_t atom; bool neg; } skel_lit;
typedef struct {
    int32_t nclauses, naux;
    int32_t *clause_len;     /* [nclauses] */
    skel_lit **clauses;      /* [nclauses][clause_len[i]] */
} skel_cnf;
/* As skel_reach, for a target in CNF (no clauses: any run of k steps). */
enc_result skel_reach_cnf(skel *s, const skel_cnf *t, int32_t k,
                          double timeout, enc_run *run);
/* Excludes a run (its exact sequence of skeleton steps) from later
 * answers: refinement after a candidate the data semantics refuted. */
bool skel_block(skel *s, const enc_run *run);
/* ignore: later skel_reach / skel_reach_cnf answers include the blocked
 * runs again (a proof must see every run); false restores blocking. */
void skel_ignore_blocks(skel *s, bool ignore);
/* Pairs (t, u) of skeleton transitions of different slots whose order
 * the data can tell apart (accesses of one object, one of them a write:
 * atomic ones too).  ORD_PROCESS keeps one order of independent
 * transitions; the queries that skip blocked runs (bug search) then also
 * keep both orders of these pairs, so that refuting a candidate does not
 * hide the other order, where the data may differ.  Proof queries
 * (skel_ignore_blocks(true), skel_loopfree) keep the plain reduction.
 * Call before skel_extend (false after, or out of memory). */
bool skel_set_data_order(skel *s, const int32_t *pairs, int32_t npairs);
/* Completeness threshold: true (ENC_UNSAT) when no loop-free run of k
 * steps exists, i.e. every reachable marking is reached within k-1
 * steps; ENC_SAT when one exists. */
enc_result skel_loopfree(skel *s, int32_t k, double timeout);
/* The skeleton's transitions: the net's, then the extension's (as
 * skel_new_ext numbers them).  The arcs of transition t merged per place
 * (place: an atom as in skel_cnf, the creation counters too; need: the
 * tokens it takes, delta: the net change), *n of them; NULL for a
 * transition that never fires (slot reuse). */
typedef struct { int32_t place, need, delta; } skel_tarc;
int32_t skel_ntrans(const skel *s);
const skel_tarc *skel_trans_arcs(const skel *s, int32_t t, int32_t *n);
/* Explicit breadth-first exploration of the skeleton's reachable
 * markings (the same semantics: arcs, creation counters, read arcs, no
 * slot reuse; blocked runs and ordering play no part).  hit(ctx, tokens)
 * sees each marking once (tokens[p] for every net place p, in any
 * order); ENC_SAT as soon as it returns true, ENC_UNSAT when every
 * reachable marking was seen, ENC_UNKNOWN past max_bytes of markings,
 * timeout seconds (0 = none), out of memory, or at a marking with a place
 * beyond the unrolling's level limit (4096 tokens).  *markings: how many. */
enc_result skel_explore(skel *s, int64_t max_bytes, double timeout,
                        bool (*hit)(void *ctx, const int32_t *tokens),
                        void *ctx, int64_t *markings);
/* The marking after the steps of run (a decoded run: run->steps), as
 * skel_explore shows markings: tokens[p] for the net's places and the
 * extra ones, then the skeleton's own; tokens has skel_nplaces entries.
 * False if some step is not enabled. */
int32_t skel_nplaces(const skel *s);
bool skel_run_marking(const skel *s, const enc_run *run, int32_t *tokens);
/* Statistics: variables, clauses, conflicts of the last call. */
void skel_stats(const skel *s, int64_t *vars, int64_t *clauses,
                int64_t *conflicts);

/* CLOCK_MONOTONIC seconds: the deadlines of skel and smt. */
double enc_now(void);

/* ----------------------------------------------------------------- smt */
/* Owned by encode/smt.c (Z3). */
typedef struct smt smt;

/* ST_ATOMICITY: some thread may run a relaxed load that decides a branch
 * (whether relaxed stores of two threads came before it since its last
 * synchronisation is left to the replay).
 * ST_CUT: a run reaches an operation the encoding does not follow
 * (undefined behaviour, a typed mutex, the thread bound ...): only when it
 * is unreachable is "no target within k steps" a statement about the
 * program.  ST_SOFT: a run went on past an uninitialised value or lock
 * (the simulator's note): the verdict is at most bounded.  ST_ALIVE: some
 * transition fires at every step 0..k-1 (when unreachable, every run ends
 * within k-1 steps: the search is complete). */
typedef enum { ST_DEADLOCK, ST_RACE, ST_ASSERT, ST_ATOMICITY, ST_CUT,
               ST_SOFT, ST_ALIVE, ST_COUNT } smt_target;

/* Builds the data encoding for the net's program; NULL with a reason in
 * why (e.g. "unsupported by the SMT engine: pthread_once at f.c:9") when
 * the program uses something the encoding does not model.  spurious:
 * condition waits may also wake without a signal (--spurious-wakeups). */
smt *smt_new(const model *m, const pnet *n, ordering ord, bool spurious,
             char *why, size_t nwhy);
/* The caller vouches that no run of the program reaches an operation at
 * which the simulator ends the run (checks/cutfree.c: the control
 * skeleton reaches no cut place): the encoding then leaves out the cuts
 * that only mirror the simulator's own (an invalid access, an unlock by a
 * thread that does not hold the lock, a division by zero ...), keeping
 * those of its own (uninitialised memory, object ids ...).  Only before
 * the first step is built; false after. */
bool smt_no_sim_cuts(smt *s);
/* Z3's memory ceiling (MB, 0 = none) for solvers created afterwards: a
 * query that needs more answers ENC_UNKNOWN ("max. memory exceeded"). */
void smt_memory_limit(uint64_t mb);
void smt_free(smt *s);
bool smt_extend(smt *s, int32_t k);
enc_result smt_reach(smt *s, smt_target t, int32_t k, double timeout,
                     enc_run *run);
/* The same for the disjunction of the targets in mask (bit 1 << t). */
enc_result smt_reach_any(smt *s, unsigned mask, int32_t k, double timeout,
                         enc_run *run);
/* Excludes the run of the last ENC_SAT answer. */
bool smt_block(smt *s, const enc_run *run);
/* fallbacks: queries the bit-blasting pipeline could not decide (array
 * terms left), answered by Z3's default solver. */
void smt_stats(const smt *s, int64_t *terms, int64_t *conflicts,
               int64_t *fallbacks);
/* Why the last smt_reach answered ENC_UNKNOWN (solver's reason). */
const char *smt_reason(const smt *s);
/* Number of hops (transitions with data) per step. */
int32_t smt_hops(const smt *s);
/* The encoding of float instruction mi (MI_FBIN, MI_FCMP or MI_FCAST)
 * on the constant operand bits a and b, for tests against the
 * simulator: 1 with *r the result's bits, the only ones the encoding
 * allows unless they are a NaN (a NaN result is any NaN); 0 when the run
 * is a cut (the result is undefined); -1 when Z3 fails or allows two
 * numbers. */
int smt_float_eval(smt *e, const minstr *mi, uint64_t a, uint64_t b,
                   uint64_t *r);
/* The context of smt_float_eval, one Z3 context for many evaluations
 * (a context per evaluation made the float unit test 16 ms a value). */
smt *smt_float_open(void);
void smt_float_close(smt *e);
/* An upper bound on the length of every run (the longest path of each
 * thread's points, a thread running at most once), or -1 when a thread
 * may loop. */
int32_t smt_max_run(const smt *s);

#endif
