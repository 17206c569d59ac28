/* solve/solve.h — engines that search for a run of the model reaching a
 * target.  This module owns the concrete semantics (sim.c: states and the
 * step function, also used as the witness replayer) and the explicit-state
 * engine (explicit.c). */
#ifndef PNBMC_SOLVE_H
#define PNBMC_SOLVE_H

#include "encode/encode.h"
#include "model/model.h"

/* ---- concrete states ---- */
typedef struct {
    int32_t fn, block, ip;
    int32_t ret_dst;          /* caller register receiving the result */
    uint64_t *regs;
    uint32_t *allocas;        /* objects to release on return */
    int32_t nallocas;
    bool atomic_fn;           /* frame of a __VERIFIER_atomic_* function */
} sframe;

/* TH_STUCK: the thread loops forever without a visible operation (its
 * local state repeated), so it will never act again.  TH_CUT: its local
 * code after a visible operation (or before its first) reached a bound
 * (--depth, local steps): its step stands (its other effects and the
 * other threads' moves after it are real), it never acts again in this
 * run, and sim.soft_cut notes the bound; a target that needs every
 * thread's next move (global deadlock, starvation) skips such states. */
enum { TH_LIVE = 1, TH_DONE = 2, TH_STUCK = 3, TH_CUT = 4 };
enum { TLS_IN_SLOTS = -2 };

typedef struct {
    uint8_t status;
    int32_t slot;             /* net slot, -1 when the net has none */
    int32_t site_fn, site_ip; /* creation site (-1 for main) */
    int32_t atomic_depth;
    int32_t tls_base;         /* first of its copies of thread-locals, -1
                                 none, TLS_IN_SLOTS in its first slots
                                 (sim_tls_id) */
    int32_t keys_obj;         /* its pthread_setspecific values, 0 = none */
    int32_t nframes, capframes;
    sframe *frames;
    uint64_t retval;
    bool retval_undef;        /* returned an uninitialised value (taken 0) */
    /* Ending (returned from its routine or pthread_exit, retval set):
     * it runs the thread-specific data destructors, as POSIX's rounds
     * (dtor_round of PTHREAD_DESTRUCTOR_ITERATIONS; the next key to look
     * at in it; whether the round called one). */
    bool exiting, dtor_called;
    uint8_t dtor_round;
    int32_t dtor_next;
    /* Slot reuse: a joined thread's id (and net slot) may be taken by
     * the next creation at its site, which keeps create/join loops
     * finite.  nheld counts the mutexes and rwlocks it holds, < 0 once
     * the count is unreliable (ownership words written by other means);
     * a thread that ends holding one is never reused, so its locks stay
     * held by nobody alive. */
    bool joined;
    bool detached;            /* pthread_detach: a join is undefined */
    int32_t nheld;
    /* Parameterised engine only (param.c): this record stands for any
     * number of threads in the same local state.  Others ignore it. */
    bool omega;
    /* The fences it ran since its last visible operation (SFENCE_*): a
     * release fence right before an atomic store makes the store release
     * and an acquire fence right after a read makes the read acquire, as
     * far as the release/acquire view (model.ra_cell) is concerned. */
    uint8_t fences;
} sthread;

enum { SFENCE_ACQUIRE = 1, SFENCE_RELEASE = 2 };

typedef struct {
    uint32_t size;
    uint8_t *bytes;
    int32_t owner;            /* stack object: owning thread, else -1 */
    int32_t heap_private;     /* heap object that only the thread that
                                 allocated it reaches (its allocation's
                                 thread_private, or unpublished): that
                                 thread's id + 1; 0 otherwise (zeroed
                                 objects: none) */
    bool unpublished;         /* heap_private while the block's address
                                 has not left its thread: stored where
                                 another thread may read it (sim.c:
                                 publish_pointed), passed to a new thread
                                 or returned by one; cleared then */
    bool escapes, dead, heap;
    bool kept;                /* local whose address memory may hold
                                 (minstr.addr_kept): dead, its id is
                                 reused only once nothing points to it */
    bool tls;                 /* owner's copy of a thread-local global */
    bool hole;                /* dead, and never used: a thread's slot
                                 below its highest (sim_mem.c) */
    uint8_t *init;            /* 1 bit per byte written; NULL = all written
                                 (globals, calloc) */
    uint8_t *input;           /* 1 bit per byte an input model stored
                                 (minstr.from_input) and nothing wrote
                                 since; NULL = none */
    mloc site;                /* allocation site */
    uint32_t seq;             /* heap block: how many were allocated before
                                 it, + 1 (its ordinal on its line) */
    const char *var;          /* local's name */
    const mglobal *layout;    /* local's C layout (its alloca's; a
                                 thread-local copy's: its global's), or
                                 NULL */
} sobj;

/* Relaxed atomic stores to one cell seen by one thread since its last
 * synchronising operation: mask of the storing threads (atomicity check). */
typedef struct {
    int32_t thread;
    uint32_t obj;
    uint64_t off;
    uint64_t mask;
} srelax;

typedef struct {
    int32_t nthreads;
    sthread *threads;
    int32_t nrelax;
    srelax *relax;
    int32_t nobjs;
    sobj *objs;               /* [0..nglobals) globals, then dynamic */
    uint32_t heap_allocs;     /* heap blocks allocated so far (sobj.seq);
                                 not part of the state's identity */
    int32_t atomic_owner;     /* thread inside an atomic section or -1 */
    int32_t nkeys;            /* pthread_key_create calls so far */
    int32_t dtors_obj;        /* the keys' destructors (a pointer per key),
                                 0 = none created with one */
    bool exited;              /* main returned / exit() / abort() */
    /* With model.ra_cell set: the last atomic write of bytes of the cell,
     * its thread + 1 (0: none, the cell holds its first value) and
     * whether it released (release, acq_rel or seq_cst). */
    int32_t ra_writer;
    bool ra_released;
    int32_t nsites;
    int32_t *site_counts;     /* threads created per create instruction */
    void *blk;                /* sim_clone's block holding this sstate and
                                 its arrays, NULL: all separately allocated
                                 (sim_mem.c) */
    size_t blklen;
    bool loose;               /* with blk: some array is outside it */
} sstate;

/* ---- what the pending visible operation of a thread is ---- */
typedef enum {
    PO_NONE,                  /* thread not live */
    PO_ACCESS, PO_LOCK, PO_TRYLOCK, PO_UNLOCK, PO_CREATE, PO_JOIN,
    PO_ATOMIC_BEGIN, PO_ATOMIC_END, PO_ATOMIC_CALL, PO_NONDET, PO_ASSUME,
    PO_ERROR, PO_EXIT, PO_OTHER,
    PO_COND_WAIT,             /* waiting on a condition variable (acc.obj/off) */
    PO_SEM_WAIT,              /* sem_wait (acc.obj/off = semaphore) */
    PO_BARRIER,               /* barrier_wait (acc.obj/off = barrier) */
    PO_ONCE                   /* pthread_once (acc.obj/off = once control) */
} pop_kind;

typedef struct {
    uint32_t obj;
    uint64_t off, size;
    bool write;
    uint8_t cls;              /* model_race_class (atomic or not) */
} saccess;

typedef struct {
    pop_kind kind;
    bool enabled;
    /* In the weak view (model.weak_view): enabled but for another
     * thread's atomic section.  A section is a lock only the threads that
     * take it wait for, so the access still runs concurrently with a
     * weaker-than-seq_cst one in the section (sim_pending_accesses). */
    bool section_waits;
    bool wake_only;           /* enabled only as a spurious wake-up of an
                                 untimed condition wait: blocked for the
                                 deadlock and starvation targets */
    int32_t fn, ip;
    saccess acc;              /* PO_ACCESS; lock ops, mutex init and
                                 destroy: acc.obj/off = mutex */
    bool has_src;             /* a memcpy that writes shared acc reads */
    saccess src;              /* a shared source too: one step, two accesses */
    bool acc_races;           /* acc is an access though the step is not
                                 PO_ACCESS: in the weak view, a semaphore's
                                 count (model_sem_probe) */
    bool has_out;             /* a result stored into shared memory
                                 (prim_out_opnd) */
    saccess out;
    bool has_in;              /* a time-out or attribute object read in
                                 shared memory (prim_in_opnd) */
    saccess in;
    int32_t holder;           /* lock: thread holding the mutex, or -1 */
    int32_t join_tid;         /* join target */
    int32_t nchoices;         /* > 1 for nondet */
    bool domain_cut;          /* nondet over a cut (not exhaustive) domain */
    bool relaxed_branch;      /* relaxed atomic load deciding a branch */
} spending;

/* ---- step results ---- */
typedef enum {
    SR_OK,                    /* the step happened */
    SR_PRUNE,                 /* assume(false): the run is discarded */
    SR_ERROR,                 /* assertion failure / reach_error */
    SR_CUT_BOUND,             /* a bound cut the run (threads, depth ...) */
    SR_CUT_UNKNOWN            /* unsupported construct or undefined behaviour */
} sresult;

typedef struct {
    int32_t tid, choice;
    int32_t fn, ip;           /* the visible operation fired */
    mloc loc;
    /* a step inside pnbmc's C library models: the program's call it runs
     * in (call_fn, the model function called, at call); else call_fn -1 */
    mloc call;
    int32_t call_fn;
    /* a step of the program's comparator that pnbmc's qsort model calls:
     * glibc's qsort calls it in an order of its own (pnbmc replay does
     * not force such a step) */
    bool unordered;
    char action[160];
    /* net hops of this step: (fn, point) chain starting at (fn, ip) */
    int32_t nhops;
    int32_t *hop_fn, *hop_pt;
    int32_t started;          /* thread started by this step, or -1 */
    int32_t started_fn;       /* its start routine (function index) */
    int32_t nhops2;           /* net hops of the started thread's prefix */
    int32_t *hop2_fn, *hop2_pt;
    /* sim.trace_full only: source lines passed by the local (folded)
     * instructions of the step after its visible operation, in order */
    int32_t nlines;
    mloc *lines;
    int32_t nlines2;          /* the same for the started thread's prefix */
    mloc *lines2;
    bool forced;              /* nondet step whose value was forced */
    uint64_t forced_value;
    bool stayed;              /* the operation has further phases: the
                                 thread still stands on it (a condition
                                 wait that released its mutex, a barrier
                                 arrival, a timed-out wait) */
} sstep;

typedef struct {
    const model *m;
    const pnet *net;          /* may be NULL */
    int max_threads;          /* per creation site */
    int max_depth;            /* call depth */
    bool spurious;            /* condition waits may wake up spuriously */
    const int64_t *nondet;    /* domain */
    int nnondet;
    bool record_hops;
    sstep init_log;           /* hops of main's prefix (record_hops only) */
    bool trace_full;          /* log local source lines into sstep.lines */
    int32_t entry_fn;         /* --entry: function run by threads 1..
                                 entry_threads; T0 is a finished harness.
                                 Only meaningful when entry_threads > 0 */
    int32_t entry_threads;    /* 0: normal program starting at main */
    int32_t qsort_fn;         /* sim.c's cache: the qsort model + 1, -1
                                 none, 0 not looked up yet */
    bool anon_tids;           /* pthread_create stores no thread id: the
                                 pthread_t becomes unwritten, so a later
                                 read of it is a soft cut (param.c) */
    bool shared_heap;         /* no heap object is private to its thread
                                 (param.c: a copied thread shares the
                                 original's heap blocks) */
    bool publish_at_once;     /* no block is unpublished (--no-por) */
    bool force_nondet;        /* the next nondet call returns forced_value
                                 (replay of a symbolic engine's run) */
    uint64_t forced_value;
    char cut_reason[256];     /* set on SR_CUT_* and SR_ERROR */
    bool step_failed;         /* the last step was a try, a timed lock,
                                 wait or join, or a compare-exchange that
                                 failed: it synchronised nothing and
                                 stored nothing (relax.c) */
    bool cut_limit;           /* the last SR_CUT_UNKNOWN is a limit of the
                                 simulator (objects, threads, keys,
                                 arguments, sizes), not a property of the
                                 program's run */
    bool thread_bound_hit;    /* a creation was cut by max_threads */
    char soft_cut[256];       /* a bound that did not end the run (an
                                 uninitialised value taken as 0): the
                                 engine notes it and clears it */
    mloc cut_loc;
    mloc cut_from;            /* cut_loc in the model's libc: the
                                 program's call that led there */
} sim;

sstate *sim_initial(sim *s, sresult *r);
sstate *sim_clone(const sim *s, const sstate *st);
void sim_free_state(sstate *st);
void sim_pending(const sim *s, const sstate *st, int32_t tid, spending *p);
/* --entry: the harness T0 (finished, no code of its own) waits to join
 * an entry thread that has not ended; the starvation check counts it as
 * blocked in that join. */
bool sim_harness_waits(const sim *s, const sstate *st);
/* Where thread tid is in the source: its current instruction's location
 * or, in code without one or in a stand-in of model/fnref.c, that of the
 * innermost call that has one (a stand-in that is a thread's bottom
 * frame, a destructor, shows its own). */
mloc sim_thread_loc(const sim *s, const sstate *st, int32_t tid);
/* The same, or inside pnbmc's C library models the innermost call of
 * them from the program's code (a frame outside the models that is no
 * stand-in), when there is one. */
mloc sim_program_loc(const sim *s, const sstate *st, int32_t tid);
/* The same; *callee is the model function the program's call there
 * called, -1 when the thread is not inside the models. */
mloc sim_program_call(const sim *s, const sstate *st, int32_t tid,
                      int32_t *callee);
/* The accesses of an enabled pending step: a PO_ACCESS's access and the
 * shared source a memcpy into shared memory reads as well, an access
 * marked acc_races, a result stored into shared memory, a time-out or
 * attribute object read there. */
int sim_pending_accesses(const spending *p, const saccess *out[4]);
/* The first pair of accesses of pending steps a and b (of two threads)
 * that race: one object, one a write, overlapping bytes, not both
 * atomic; *x is a's, *y b's. */
bool sim_pending_race(const spending *a, const spending *b,
                      const saccess **x, const saccess **y);
/* The first threads t[0] < t[1] of st (of its first 64) whose pending
 * steps race, and their accesses x[0], x[1] (sim_pending_race; they point
 * into p, which gets the pending step of each of those threads). */
bool sim_first_race(const sim *s, const sstate *st, spending p[64],
                    int32_t t[2], const saccess *x[2]);
/* The race between threads ta and tb in st, as sim_first_race. */
bool sim_race_between(const sim *s, const sstate *st, int32_t ta,
                      int32_t tb, const saccess *x[2], spending p[2]);
/* The release/acquire view (model.ra_cell set): whether thread tid's
 * pending step p is a read of the cell that need not synchronise with
 * the write it reads (another thread's write that did not release, or a
 * read that does not acquire) and that changes the state: not a failed
 * turn of a spin loop, which writes back what it read, releases nothing
 * and leaves the thread where it was. */
bool sim_ra_unsynced(const sim *s, const sstate *st, int32_t tid,
                     const spending *p);
sresult sim_fire(sim *s, sstate *st, int32_t tid, int32_t choice,
                 sstep *out);
void sim_step_free(sstep *st);
/* Serialises the state for hashing into *buf (grown as needed). */
size_t sim_serialize(const sim *s, const sstate *st, uint8_t **buf,
                     size_t *cap);
/* why (a cut's reason) with " at file:line" of s->cut_loc appended
 * unless it names a place already or the place is unknown; a place in
 * the model's libc is followed by " (from file:line)", the program's
 * call that led there. */
void sim_reason_at(const sim *s, const char *why, char *out, size_t n);
/* "file:line" of l, followed by " (from file:line)" of from when l is in
 * the model's libc and from, the program's call that led there, is not. */
void sim_place(const sim *s, mloc l, mloc from, char *out, size_t n);
/* "counter", "arr[2]", "args[1].count (local of T0)", "heap@f.c:12" */
void sim_object_name(const sim *s, const sstate *st, uint32_t obj,
                     uint64_t off, char *out, size_t n);
/* The same for an access of size bytes: the innermost member or element
 * it fits in ("Top" for a whole-struct atomic access, not "Top.idx"). */
void sim_access_name(const sim *s, const sstate *st, uint32_t obj,
                     uint64_t off, uint64_t size, char *out, size_t n);
/* The name of len bytes at off: the object's own ("args (local of T0)")
 * when they cover it, else sim_object_name's. */
void sim_object_range_name(const sim *s, const sstate *st, uint32_t obj,
                           uint64_t off, uint64_t len, char *out, size_t n);
/* Whether the bytes [off, off + size) of object obj are exactly one
 * scalar of an unsigned C type (debug info; false when unknown). */
bool sim_scalar_unsigned(const sim *s, const sstate *st, uint32_t obj,
                         uint64_t off, uint64_t size);
/* Whether they are exactly one scalar of a pointer type. */
bool sim_scalar_pointer(const sim *s, const sstate *st, uint32_t obj,
                        uint64_t off, uint64_t size);

/* ---- targets and the explicit engine ---- */
typedef struct {
    /* Evaluated on every reached state; return true and fill detail if the
     * state is a target state. */
    bool (*at_state)(void *ctx, const sim *s, const sstate *st,
                     char *detail, size_t n);
    /* Called when a step returns SR_ERROR (assertion targets). */
    bool at_error;
    /* at_state looks at no more than the threads' pending operations
     * (enabled or not, and what they access) and the memory and
     * synchronisation records those read, never at where a thread that is
     * not in the target stands: a step that no other thread's operation
     * can conflict with leaves every target of a state a target
     * (solve/reduce.inc, races). */
    bool pending_only;
    /* Starvation (explicit engine without a bound): st is the root of a
     * reachable SCC of the state graph that no run leaves, in every state
     * of which the threads in `starving` are blocked: they wait forever
     * while the others loop.  Fill detail and return true to report. */
    bool (*at_cycle)(void *ctx, const sim *s, const sstate *st,
                     uint64_t starving, char *detail, size_t n);
    void *ctx;
    /* Details that are no target (bugs already reported as suppressed or
     * known): the explicit engine searches on past them; NULL none.  A
     * predicate that can find several targets in one state takes the
     * first one not skipped (checks/targets.c). */
    const struct sskip *skip;
} starget;

/* Target details to search past, compared with their thread numbers left
 * out ("T3" matches "T1": the same bug in another thread slot). */
typedef struct sskip {
    const char *const *details;
    int32_t n;
} sskip;
bool sim_skipped(const sskip *k, const char *detail);

typedef enum { FOUND_NONE, FOUND_STATE, FOUND_ERROR, FOUND_CYCLE } found_kind;

/* The longest text of a bug (a deadlock of many threads names each one's
 * lock and place): the detail and the verdict's reason hold it whole. */
#define SOLVE_DETAIL_MAX 4096

typedef struct {
    found_kind found;
    uint64_t starving;        /* FOUND_CYCLE: the starving threads */
    char detail[SOLVE_DETAIL_MAX];
    int32_t nsteps;
    sstep *steps;             /* choices that lead to the target */
} sfound;

/* Which threads the explicit engine lets move in a state: all of them
 * (the verdicts), or one picked by a fixed scheduler, every nondet choice
 * of it explored.  A fixed scheduler reaches only some states, but every
 * state it reaches is real: it finds bugs that need many threads (each
 * runs to its end in turn) and never proves anything. */
typedef enum {
    SCHED_ALL,
    SCHED_FIFO,       /* the lowest enabled thread: main, then in order */
    SCHED_LIFO,       /* the highest: each new thread runs first */
    SCHED_MAIN_LIFO   /* main while it can, then the newest thread first */
} sched_policy;

typedef struct {
    int64_t bound;            /* max steps per run, 0 = none */
    int64_t max_states;       /* 0 = none */
    double timeout;           /* seconds, 0 = none */
    bool verbose;
    int64_t max_memory_mb;    /* 0 = 80% of RAM (and of RLIMIT_AS) */
    bool no_por;              /* explore every interleaving (--no-por) */
    sched_policy schedule;    /* SCHED_ALL, or one fixed scheduler */
} sopts;

typedef struct {
    int64_t states, transitions, max_depth_seen;
    double seconds;
    bool cut_bound, cut_unknown;
    bool cut_other;           /* a bounded cut other than a nondet domain's */
    char bound_reason[256], unknown_reason[256];
    /* explicit engine: a run of the program itself (no view that adds
     * runs: model_adds_runs) reached undefined behaviour or an
     * unsupported construct (an SR_CUT_UNKNOWN but a limit: cut_limit),
     * the first one's reason: no other engine's proof stands against it */
    bool cut_program;
    char program_reason[256];
    /* symbolic engine (when one ran): its name, the steps unrolled, hops
     * (transitions with data) per step, solver conflicts, time; sat: the
     * places and transitions its skeleton adds to the net's; smt: the
     * queries its bit-blasting left to Z3's default solver */
    char sym_engine[16];
    int64_t sym_k, sym_hops, sym_conflicts, sym_queries, sym_fallbacks;
    int64_t sym_xplaces, sym_xtrans; /* sat: what the skeleton adds */
    int64_t sym_dpairs;      /* sat: data-ordered transition pairs */
    int64_t sym_refuted;     /* candidate runs the simulator refuted */
    double sym_seconds;
} sstats;

/* The resident-memory ceiling in bytes: --max-memory, else 80% of RAM
 * (0 when neither is known). */
uint64_t solve_memory_ceiling(const sopts *o);
/* True when this process's resident memory is above that ceiling (for
 * engines that check it once per step: the sat and smt unrollings). */
bool solve_memory_over(const sopts *o);

/* Explores all interleavings; results[i] is set for targets[i]. */
void solve_explicit(sim *s, const starget *targets, sfound *results,
                    int ntargets, const sopts *o, sstats *stats);
void sfound_free(sfound *f);
/* Appends a step (taking over its arrays). */
void sfound_push(sfound *f, const sstep *st);

/* The parameterised engine (param.c): true if no target (assertion
 * failures: at_error; races: at_state) can hold in any run with any
 * number of threads, proved by a coverability search over thread-
 * symmetric states.  False with the reason in why when it gives up: an
 * inapplicable program (thread ids observable, owners recorded), a cut,
 * a limit of o, or a state where a target may hold.  *states: abstract
 * states explored. */
bool solve_param(const sim *s, const starget *targets, int ntargets,
                 const sopts *o, int64_t *states, char *why, size_t n);
/* Whether the parameterised engine applies and some thread creation is
 * inside a loop (the explicit engine can then only answer bounded). */
bool solve_param_suited(const model *m);

/* The thread-modular engine (tmod.c): true if no assertion can fail in
 * any run with any number of threads created by main, proved by a
 * 2-thread-indexed inductive invariant over symbolic data (Houdini over
 * candidate facts, checked with Z3).  False with the reason in why when
 * the program is outside what it models or no invariant is found within
 * budget seconds (then *out_of_time).  *facts: size of the invariant. */
typedef struct tmod_keep tmod_keep;
bool solve_tmod(const model *m, double budget, bool verbose, int64_t *facts,
                bool *out_of_time, tmod_keep **keep, char *why, size_t nwhy);
/* keep (NULL: none): a search that ran out of time is kept in *keep
 * (the caller frees it: tmod_keep_free), and a call with *keep set goes
 * on with it instead of starting over. */
void tmod_keep_free(tmod_keep *k);

/* Replays a run of a symbolic engine (net hops in order) in the
 * simulator: a hop that is its thread's pending visible operation fires
 * (nondet calls take the run's values), the others were local steps the
 * simulator already made.  Returns the last step's result (SR_ERROR ends
 * the replay) with the steps in f and the final state in *end (caller
 * frees); false if the run does not match the program (a hop's thread
 * does not exist or its operation is not enabled): then *end is NULL. */
/* A run of the control skeleton (no data: run->slot == NULL) is only a
 * guide: a hop whose thread does not exist yet or whose operation is not
 * enabled waits, with the later hops of its thread, until some other hop
 * has fired; hops still waiting at the end are dropped (their threads
 * stay where they are, e.g. blocked).  The result is always a real run of
 * the simulator, so a target checked on *end holds for the program. */
bool solve_replay_run(sim *s, const enc_run *run, sfound *f, sstate **end,
                      sresult *last);

#endif
