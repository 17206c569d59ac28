/* checks/engines.c — the checks as targets of the symbolic engines, and
 * the auto engine: a short explicit search, then the sat search for the
 * checks still open, then the explicit engine for what is left.
 *
 * A run the SMT solver finds is only a candidate until the simulator has
 * replayed it and the check's own target predicate (the one the explicit
 * engine uses) holds at its end; a candidate that fails is excluded and
 * the search goes on. */
#include "checks/checks_priv.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_BOUND 40
#define MAX_DEFAULT_BOUND 60
#define MAX_REFUTED 25
/* At most this long (or a tenth of the time) looks for an unsupported
 * construct when the smt search gives up: find_program_cut. */
#define PROGRAM_CUT_SECONDS 2.0

/* The targets still searched for.  search_atomicity: the program has a
 * relaxed load that decides a branch, or atomicity is the only check
 * asked; otherwise its target is empty, and it gets the search's
 * conclusion at the step where the other checks ended it. */
static unsigned smt_mask(const bool pend[CK_COUNT], bool search_atomicity)
{
    return (pend[CK_DEADLOCK] ? 1u << ST_DEADLOCK : 0) |
           (pend[CK_RACE] ? 1u << ST_RACE : 0) |
           (pend[CK_ASSERT] ? 1u << ST_ASSERT : 0) |
           (pend[CK_ATOMICITY] && search_atomicity ? 1u << ST_ATOMICITY : 0);
}

/* Why runs reach a cut: the simulator's own reason on the decoded run. */
static verdict cut_verdict(sim *s, const enc_run *run, char *why, size_t n)
{
    sfound f;
    sstate *end;
    sresult last;
    verdict v = V_UNKNOWN;
    snprintf(why, n, "smt: a run reaches an operation the encoding does "
             "not follow");
    if (run->ntrans > 0 && run->fn && run->fn[run->ntrans - 1] >= 0) {
        /* the cutting hop is the run's last */
        const mfunc *fn = &s->m->funcs[run->fn[run->ntrans - 1]];
        int32_t pt = run->pt[run->ntrans - 1];
        const minstr *mi = pt >= 0 && pt < fn->ncode ? &fn->code[pt] : NULL;
        char op[96] = "";   /* a primitive is named by its call */
        if (mi && mi->kind == MI_PRIM && mi->text)
            snprintf(op, sizeof op, " (%.80s)", mi->text);
        if (mi && mi->loc.file >= 0)
            snprintf(why, n, "smt: a run reaches an operation the encoding "
                     "does not follow%s at %s:%d", op,
                     model_file(s->m, mi->loc), mi->loc.line);
    }
    s->soft_cut[0] = 0;
    if (solve_replay_run(s, run, &f, &end, &last)) {
        if (last == SR_CUT_BOUND || last == SR_CUT_UNKNOWN) {
            sim_reason_at(s, s->cut_reason, why, n);
            v = last == SR_CUT_BOUND ? V_BOUNDED : V_UNKNOWN;
        } else if (s->soft_cut[0]) {
            /* an uninitialised value: the simulator and the encoding
             * take what memory holds, go on, and bound the verdict */
            snprintf(why, n, "%s", s->soft_cut);
            v = V_BOUNDED;
        }
        sfound_free(&f);
        sim_free_state(end);
    }
    s->soft_cut[0] = 0;
    return v;
}

typedef struct {
    sim *s;
    smt *e;
    check_result *res;
    bool pend[CK_COUNT];
    double deadline;         /* 0: none */
    double t0;
    int32_t k, bound;
    bool complete, timed_out;
    bool search_atomicity;   /* smt_mask's */
    bool cut_free;           /* the skeleton reaches no cut place */
    bool cut_unknown;        /* a run reaches a cut the simulator makes
                                unknown (undefined behaviour, ...) */
    double cut_deadline;     /* past deadline: time kept for
                                program_cut when the search gives up */
    char program_cut[256];   /* a run of the program reaches this cut,
                                which makes the verdict unknown */
    char replay_cut[256];    /* the simulator's replay of a candidate
                                ended in such a cut, where the encoding
                                has none: the engines disagree */
    int atomicity_refuted;
    int64_t nrefuted;        /* candidates refuted, all targets */
    bool reuse;              /* slots_may_be_reused */
    const sopts *o;
    char why[256];
} bmc;

/* One query for the targets of mask at step k: 0 none, 1 a confirmed
 * candidate, 2 a refuted one (blocked), -1 stop (b->why). */
static int ask_candidate(bmc *b, unsigned mask)
{
    enc_run run;
    double q0 = checks_now();
    enc_result r = smt_reach_any(b->e, mask, b->k,
                                 checks_time_left(b->deadline), &run);
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: smt: step %d, targets %#x: %s (%.2f s)\n",
                b->k, mask, r == ENC_SAT ? "a candidate" : r == ENC_UNSAT
                ? "none" : "unknown", checks_now() - q0);
    if (r == ENC_UNSAT)
        return 0;
    if (r == ENC_UNKNOWN) {
        snprintf(b->why, sizeof b->why, "smt: solver gave up at step %d "
                 "(%s)", b->k, smt_reason(b->e));
        b->timed_out = true;
        return -1;
    }
    char cut[256];
    bool ok = checks_confirm(b->s, b->res, b->pend, &run, cut, sizeof cut);
    if (!ok && cut[0] && !b->replay_cut[0])
        snprintf(b->replay_cut, sizeof b->replay_cut, "%s", cut);
    if (!ok) {
        smt_block(b->e, &run);
        b->nrefuted++;
    }
    enc_run_free(&run);
    return ok ? 1 : 2;
}

/* The same with the refutation budgets: 0 none left, 1 a candidate, -1
 * stop.  The atomicity target leaves the history of relaxed stores to
 * the replay, so its candidates are refuted more often: a budget of its
 * own, after which only this check gives up. */
static int search_target(bmc *b, unsigned mask, int *refuted)
{
    int r = ask_candidate(b, mask);
    if (r != 2)
        return r;
    if (mask == 1u << ST_ATOMICITY) {
        if (++b->atomicity_refuted > MAX_REFUTED) {
            char w[200];
            snprintf(w, sizeof w, "smt: %d candidate runs of the atomicity "
                     "target were refuted by the simulator (up to step %d)",
                     b->atomicity_refuted - 1, b->k);
            checks_set_unknown(&b->res[CK_ATOMICITY], w);
            b->pend[CK_ATOMICITY] = false;
        }
        return 1;
    }
    if (++*refuted <= MAX_REFUTED)
        return 1;
    snprintf(b->why, sizeof b->why, "smt: %d candidate runs at step %d "
             "were refuted by the simulator", *refuted, b->k);
    return -1;
}

/* Asks for the pending targets at step k until no candidate is left,
 * one target at a time (cheapest first): a disjunction of all of them
 * can be much harder for Z3 than each one alone, e.g. a deadlock target
 * hides an assertion failure that is quick to find by itself. */
static bool search_step(bmc *b)
{
    static const int order[] = {ST_ASSERT, ST_RACE, ST_DEADLOCK,
                                ST_ATOMICITY};
    int refuted = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
        while (smt_mask(b->pend, b->search_atomicity) & (1u << order[i])) {
            int r = search_target(b, 1u << order[i], &refuted);
            if (r < 0)
                return false;
            if (r == 0)
                break;
        }
    return true;
}

/* The steps searched.  A target at step k means "within k steps" (the
 * idle hop), so searching every step is needed only for the shortest
 * witness; past the first steps the bound grows by a quarter, which keeps
 * witnesses short and saves most of the queries, each of which Z3 solves
 * from scratch.  The bound itself is always searched. */
static int32_t next_k(int32_t k, int32_t bound, int32_t max_run)
{
    int32_t n = k < 16 ? k + 1 : k + k / 4;
    if (max_run >= 0 && k < max_run && n > max_run)
        n = max_run;
    return k < bound && n > bound ? bound : n;
}

/* Time for the query "some run has k steps or more": unsat proves the
 * search complete.  It can be hard while it is satisfiable, so it gets
 * about as long as the search so far. */
static double alive_cap(const bmc *b)
{
    double spent = checks_now() - b->t0;
    return spent > 2.0 ? spent : 2.0;
}

/* Without a bound from the threads' points: has some run k steps or
 * more?  No: every run ends within k-1 steps, and the search, which
 * covered k, is complete. */
static bool no_longer_run(bmc *b)
{
    double l = checks_time_left(b->deadline), cap = alive_cap(b);
    enc_result a = smt_reach(b->e, ST_ALIVE, b->k,
                             l > 0 && l < cap ? l : cap, NULL);
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: smt: a run of %d steps or more: %s "
                "(%.2f s)\n", b->k, a == ENC_SAT ? "yes"
                : a == ENC_UNSAT ? "no" : "unknown", checks_now() - b->t0);
    b->complete = a == ENC_UNSAT; /* every run ends within k-1 steps */
    return b->complete;
}

static void smt_loop(bmc *b)
{
    int32_t searched = 0, max_run = smt_max_run(b->e);
    if (b->o->verbose && max_run >= 0)
        fprintf(stderr, "pnbmc: smt: every run ends within %d steps (the "
                "threads' points have no cycle)\n", max_run);
    for (b->k = 1; b->k <= b->bound && smt_mask(b->pend, b->search_atomicity);
         b->k = next_k(b->k, b->bound, max_run)) {
        if (b->o->verbose)
            fprintf(stderr, "pnbmc: smt: step %d (%.2f s)\n", b->k,
                    checks_now() - b->t0);
        if (!search_step(b))
            return;
        searched = b->k;
        if (!smt_mask(b->pend, b->search_atomicity))
            break;
        if (max_run >= 0 && b->k >= max_run) {
            b->complete = true; /* no run is longer */
            return;
        }
        if (max_run < 0 && no_longer_run(b))
            return;
        if (b->deadline && checks_now() >= b->deadline) {
            snprintf(b->why, sizeof b->why, "smt: time limit at step %d",
                     b->k);
            b->timed_out = true;
            return;
        }
        if (checks_memory_over(b->o, "smt", b->k, b->why, sizeof b->why)) {
            b->timed_out = true;
            return;
        }
    }
    b->k = searched;
}

/* The search gave up.  Does the program reach an unsupported construct
 * or undefined behaviour, which makes the verdict unknown anyway?  The
 * conclusion asks the encoding that at the last step, which a search
 * that gives up never gets to; the explicit engine under one fixed
 * scheduler answers it for the runs it follows (each a real run), in the
 * time kept for it. */
static void find_program_cut(bmc *b)
{
    if (b->cut_free || !b->timed_out)
        return;
    double left = b->cut_deadline > 0 ? b->cut_deadline - checks_now()
                                      : PROGRAM_CUT_SECONDS;
    if (left < 0.05)
        return;
    check_result r[CK_COUNT];
    memset(r, 0, sizeof r);
    for (int k = 0; k < CK_COUNT; k++)
        r[k].enabled = b->res[k].enabled;
    sopts o = *b->o;
    o.schedule = SCHED_MAIN_LIFO;
    o.timeout = left;
    o.verbose = false;
    sstats st;
    checks_run(b->s, r, &o, &st);
    checks_free(r);
    if (st.cut_program)
        snprintf(b->program_cut, sizeof b->program_cut, "%s",
                 st.program_reason);
    if (b->o->verbose)
        fprintf(stderr, "pnbmc: smt: a run under a fixed scheduler reaches "
                "%s\n", st.cut_program ? st.program_reason
                : "no unsupported construct or undefined behaviour");
}

/* Whether a thread may be created where one was joined before: a
 * create that may run more than once in a run (outside main, on a cycle
 * of main's blocks, or main called) in a program that joins.  The
 * simulator gives such a thread the joined one's slot, the encoding the
 * site's next slot (exec_create), so the replay of a candidate run with
 * it fails whether or not the run is real. */
static bool slots_may_be_reused(const model *m)
{
    bool again = false, joins = false;
    bool *loop = m->main_fn >= 0 ? net_blocks_on_cycle(&m->funcs[m->main_fn])
                                 : NULL;
    bool main_called = m->main_fn >= 0 && net_called_directly(m, m->main_fn);
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++) {
            const minstr *mi = &m->funcs[f].code[i];
            if (mi->kind != MI_PRIM)
                continue;
            joins |= mi->op == PR_THREAD_JOIN;
            if (mi->op != PR_THREAD_CREATE)
                continue;
            int32_t b = net_block_of(&m->funcs[f], i);
            again |= f != m->main_fn || main_called || !loop || b < 0 ||
                     loop[b];
        }
    free(loop);
    return again && joins;
}

/* Verdicts of the checks the SMT search left pending. */
static void smt_conclude(bmc *b)
{
    char why[512];
    bool cut = false;        /* why: the simulator's reason for a cut */
    verdict v = b->complete ? V_SAFE : V_BOUNDED;
    if (b->complete) /* no run reaches k steps: every run was searched */
        snprintf(why, sizeof why, "smt engine: every run ends within %d "
                 "net transitions, none reaches a bug", b->k);
    else
        snprintf(why, sizeof why, "no bug in runs of up to %d net "
                 "transitions (smt engine)", b->k);
    if (!b->why[0] && b->nrefuted > 0 && b->reuse)
        snprintf(b->why, sizeof b->why, "smt: the simulator refuted %lld "
                 "candidate runs, and a thread may be created where one was "
                 "joined before: the simulator gives it the joined thread's "
                 "slot, the encoding a new one, so a refuted run may be a "
                 "real one", (long long)b->nrefuted);
    if (!b->why[0] && b->replay_cut[0]) {
        /* a run the encoding follows to the end, the simulator only to
         * a cut: unknown whichever is right */
        snprintf(b->why, sizeof b->why, "%.200s (the simulator's replay of "
                 "an smt candidate)", b->replay_cut);
    }
    if (b->why[0]) {
        v = V_UNKNOWN;
        snprintf(why, sizeof why, "%s", b->why);
        if (b->program_cut[0]) {
            /* the reason a user can act on first */
            snprintf(why, sizeof why, "%.250s; %.200s", b->program_cut,
                     b->why);
            cut = b->cut_unknown = true;
        }
    } else {
        /* a cut first: an unsupported operation makes the verdict
         * unknown whatever uninitialised values bound */
        enc_run run;
        enc_result r = smt_reach(b->e, ST_CUT, b->k,
                                 checks_time_left(b->deadline), &run);
        if (r == ENC_UNSAT)
            r = smt_reach(b->e, ST_SOFT, b->k, checks_time_left(b->deadline),
                          &run);
        if (r == ENC_SAT) {
            v = cut_verdict(b->s, &run, why, sizeof why);
            cut = true;
            b->cut_unknown = v == V_UNKNOWN;
            enc_run_free(&run);
        } else if (r == ENC_UNKNOWN) {
            v = V_UNKNOWN;
            snprintf(why, sizeof why, "smt: solver gave up (%s)",
                     smt_reason(b->e));
        }
    }
    for (int k = 0; k < CK_COUNT; k++) {
        if (!b->pend[k])
            continue;
        b->res[k].v = v;
        /* Runs may go on past the bound (loops): the deadlock target
         * finds a thread that spins in its registers and small locals,
         * not one that loops through other private memory (its heap
         * objects, a bigger local) without a visible operation, and no
         * starvation cycle, which the explicit engine (and the sat
         * skeleton, for the join) find.  A cut's reason comes first, as
         * in the explicit engine. */
        if (k == CK_DEADLOCK && v == V_BOUNDED && !cut)
            snprintf(b->res[k].reason, sizeof b->res[k].reason,
                     "no deadlocked state in runs of up to %d net "
                     "transitions (smt engine; not searched: starvation "
                     "cycles, a thread that loops forever without a visible "
                     "operation through its heap objects or a local of more "
                     "than 64 bytes)", b->k);
        else
            snprintf(b->res[k].reason, sizeof b->res[k].reason, "%s", why);
    }
}

/* The control skeleton first, with a quarter of the time: every run of
 * the program is a run of its skeleton, so a check the sat engine proves
 * safe there needs no data, and the unrolling with data is left the
 * others.  Only its proofs are taken: the smt engine finds its own
 * witnesses.  Marks the checks proved in pend off, and sets b->cut_free
 * when the skeleton reaches no cut place: then the encoding may leave
 * out the simulator's cuts (smt_no_sim_cuts).  --sat-proof off skips it
 * (the unrolling alone, as tests of the encoding want it). */
static void skeleton_proofs(bmc *b, const bmc_opts *bo)
{
    check_result sk[CK_COUNT];
    memset(sk, 0, sizeof sk);
    bool any = false, decided[CK_COUNT];
    for (int k = 0; k < CK_COUNT; k++)
        any |= sk[k].enabled = b->pend[k];
    if (!any || bo->sat_proof == SP_OFF)
        return;
    sopts so = *b->o;
    so.timeout = b->o->timeout > 0 ? b->o->timeout * 0.25 : 0;
    sstats st;
    double t0 = checks_now();
    checks_run_sat_cuts(b->s, sk, &so, bo, &st, decided, &b->cut_free);
    for (int k = 0; k < CK_COUNT; k++) {
        if (sk[k].enabled && sk[k].v == V_SAFE) {
            b->res[k].v = V_SAFE;
            b->res[k].reason[0] = '\0';
            b->pend[k] = false;
        }
        if (b->o->verbose && sk[k].enabled)
            fprintf(stderr, "pnbmc: smt: control skeleton (%.2f s): %s %s"
                    "%s%s\n", checks_now() - t0, check_name((check_kind)k),
                    verdict_name(sk[k].v), sk[k].v == V_SAFE ? ""
                    : ", with data next: ", sk[k].v == V_SAFE ? ""
                    : sk[k].reason);
        sfound_free(&sk[k].found);
    }
}

/* Without --bound: DEFAULT_BOUND steps, or the length of the longest run
 * when it is known and not much longer (the search then decides). */
static int32_t default_bound(const smt *e)
{
    int32_t max_run = smt_max_run(e);
    return max_run > DEFAULT_BOUND && max_run <= MAX_DEFAULT_BOUND
           ? max_run : DEFAULT_BOUND;
}

/* A check is decided when it has a bug or a proof. */
static void mark_decided(const check_result res[CK_COUNT],
                         bool decided[CK_COUNT])
{
    for (int k = 0; k < CK_COUNT; k++)
        decided[k] = res[k].enabled &&
                     (res[k].v == V_BUG || res[k].v == V_SAFE);
}

void checks_run_smt(sim *s, check_result res[CK_COUNT], const sopts *o,
                    const bmc_opts *bo, sstats *st, bool decided[CK_COUNT])
{
    double t0 = checks_now();
    bmc b = {.s = s, .res = res, .o = o, .t0 = t0};
    checks_begin_symbolic(res, b.pend, decided, st, "smt", true);
    b.reuse = slots_may_be_reused(s->m);
    b.search_atomicity = model_any_instr(s->m, model_relaxed_branch) ||
                !(b.pend[CK_DEADLOCK] || b.pend[CK_RACE] || b.pend[CK_ASSERT]);
    skeleton_proofs(&b, bo);
    bool open = false;
    for (int k = 0; k < CK_COUNT; k++)
        open |= b.pend[k];
    char why[400] = "";
    if (!open) {
        mark_decided(res, decided);
        st->seconds = st->sym_seconds = checks_now() - t0;
        return;
    }
    if (s->entry_threads > 0 || !s->net)
        snprintf(why, sizeof why, "--entry is not supported by it");
    else {
        smt_memory_limit(solve_memory_ceiling(o) >> 20);
        b.e = smt_new(s->m, s->net, bo->ord, s->spurious, why,
                      sizeof why);
        if (b.e && b.cut_free && smt_no_sim_cuts(b.e) && o->verbose)
            fprintf(stderr, "pnbmc: smt: the control skeleton reaches no "
                    "step that may stop a run: the encoding leaves out "
                    "the simulator's cuts\n");
    }
    if (!b.e) {
        char msg[600];
        snprintf(msg, sizeof msg, "smt engine: unsupported: %s", why);
        for (int k = 0; k < CK_COUNT; k++)
            if (b.pend[k])
                checks_set_unknown(&res[k], msg);
        mark_decided(res, decided); /* the skeleton's proofs */
        st->seconds = checks_now() - t0;
        return;
    }
    b.deadline = o->timeout > 0 ? t0 + o->timeout : 0;
    if (b.deadline && !b.cut_free) {
        double keep = o->timeout * 0.1;
        b.cut_deadline = b.deadline;
        b.deadline -= keep < PROGRAM_CUT_SECONDS ? keep : PROGRAM_CUT_SECONDS;
    }
    b.bound = bo->bound > 0 ? (int32_t)(bo->bound < 100000 ? bo->bound : 100000)
                            : default_bound(b.e);
    smt_loop(&b);
    find_program_cut(&b);
    smt_conclude(&b);
    mark_decided(res, decided);
    st->cut_unknown = b.cut_unknown;
    st->sym_k = b.k;
    st->sym_refuted = b.nrefuted;
    st->sym_hops = smt_hops(b.e);
    int64_t terms;
    smt_stats(b.e, &terms, &st->sym_conflicts, &st->sym_fallbacks);
    smt_free(b.e);
    st->seconds = st->sym_seconds = checks_now() - t0;
}

/* o with the --timeout left since t0 (at least 0.5 s). */
static sopts time_left(const sopts *o, double t0)
{
    sopts r = *o;
    double left = o->timeout - (checks_now() - t0);
    if (o->timeout > 0)
        r.timeout = left > 0.5 ? left : 0.5;
    return r;
}

/* The figures of the symbolic search sym into st, whose explicit ones
 * stay; its time counts too. */
static void keep_symbolic_stats(sstats *st, const sstats *sym)
{
    snprintf(st->sym_engine, sizeof st->sym_engine, "%s", sym->sym_engine);
    st->sym_k = sym->sym_k;
    st->sym_xplaces = sym->sym_xplaces;
    st->sym_xtrans = sym->sym_xtrans;
    st->sym_dpairs = sym->sym_dpairs;
    st->sym_refuted = sym->sym_refuted;
    st->sym_hops = sym->sym_hops;
    st->sym_conflicts = sym->sym_conflicts;
    st->sym_fallbacks = sym->sym_fallbacks;
    st->sym_seconds = sym->sym_seconds;
    st->seconds += sym->sym_seconds;
}

/* A symbolic stage that --timeout 0 (none) leaves unlimited gets these
 * seconds when another engine follows or precedes it. */
#define STAGE_DEFAULT_SECONDS 10.0

/* sat (or smt): alone, or (then_explicit) with a quarter of the time and
 * then the explicit engine for what it left undecided; the explicit verdict stands unless it is unknown
 * while the symbolic search had a bounded result. */
static void symbolic_then_explicit(sim *s, check_result res[CK_COUNT],
                                   const sopts *o, const bmc_opts *b,
                                   sstats *st, bool then_explicit)
{
    double t0 = checks_now();
    bool decided[CK_COUNT];
    sopts so = *o;
    if (then_explicit)
        so.timeout = o->timeout > 0 ? o->timeout * 0.25
                                    : STAGE_DEFAULT_SECONDS;
    if (b->engine == ENG_SMT)
        checks_run_smt(s, res, &so, b, st, decided);
    else
        checks_run_sat(s, res, &so, b, st, decided);
    if (!then_explicit)
        return;
    sstats sym = *st;
    check_result rest[CK_COUNT];
    memset(rest, 0, sizeof rest);
    bool any = false;
    for (int k = 0; k < CK_COUNT; k++) {
        rest[k].enabled = res[k].enabled && !decided[k];
        any |= rest[k].enabled;
    }
    if (!any)
        return;
    sopts eo = time_left(o, t0);
    checks_run(s, rest, &eo, st);
    for (int k = 0; k < CK_COUNT; k++) {
        if (!rest[k].enabled)
            continue;
        bool keep_sym = rest[k].v == V_UNKNOWN && res[k].v == V_BOUNDED;
        if (keep_sym) {
            size_t l = strlen(res[k].reason);
            snprintf(res[k].reason + l, sizeof res[k].reason - l,
                     "; explicit engine: %s", rest[k].reason);
            sfound_free(&rest[k].found);
            continue;
        }
        sfound_free(&res[k].found);
        res[k] = rest[k];
    }
    keep_symbolic_stats(st, &sym);
}

/* Checks the explicit engine left bounded-safe only because it tried a
 * domain of values for nondet results (no other cut, no unknown): the
 * smt engine takes every value, so its bug or proof stands, and so does
 * its unknown when a run it found reaches undefined behaviour or the
 * like (a value outside the domain); it gets the time left
 * (STAGE_DEFAULT_SECONDS without --timeout).  Otherwise the explicit
 * verdict stays. */
static void smt_after_domain_cut(sim *s, check_result res[CK_COUNT],
                                 const sopts *o, const bmc_opts *b,
                                 sstats *st, double t0)
{
    if (!st->cut_bound || st->cut_other || st->cut_unknown)
        return;
    check_result sub[CK_COUNT];
    memset(sub, 0, sizeof sub);
    bool any = false;
    for (int k = 0; k < CK_COUNT; k++) {
        sub[k].enabled = res[k].enabled && res[k].v == V_BOUNDED;
        any |= sub[k].enabled;
    }
    if (!any || (o->timeout > 0 && o->timeout - (checks_now() - t0) < 1.0))
        return;
    sopts so = time_left(o, t0);
    if (o->timeout <= 0)
        so.timeout = STAGE_DEFAULT_SECONDS;
    if (o->verbose)
        fprintf(stderr, "pnbmc: auto: bounded by the nondet domain only, "
                "smt next (%.1f s)\n", so.timeout);
    sstats sym;
    memset(&sym, 0, sizeof sym);
    bool decided[CK_COUNT];
    bmc_opts sb = *b;
    sb.engine = ENG_SMT;
    checks_run_smt(s, sub, &so, &sb, &sym, decided);
    for (int k = 0; k < CK_COUNT; k++) {
        if (sub[k].enabled && (decided[k] || (sym.cut_unknown &&
                                              sub[k].v == V_UNKNOWN))) {
            sfound_free(&res[k].found);
            res[k] = sub[k];
        } else {
            sfound_free(&sub[k].found);
        }
    }
    keep_symbolic_stats(st, &sym);
}

/* A run of the program that the explicit search followed reached
 * undefined behaviour or an unsupported construct (sstats.cut_program):
 * what happens after it is not modelled, so no proof of the symbolic
 * engines, whose encodings may lack that cut, makes a check (enabled)
 * safe or bounded-safe; it stays unknown for that reason.  Bugs stand
 * (their runs were replayed). */
static void program_cut_stands(check_result res[CK_COUNT], const sstats *st)
{
    if (!st->cut_program)
        return;
    for (int k = 0; k < CK_COUNT; k++) {
        if (!res[k].enabled || (res[k].v != V_SAFE && res[k].v != V_BOUNDED))
            continue;
        res[k].v = V_UNKNOWN;
        snprintf(res[k].reason, sizeof res[k].reason, "%s",
                 st->program_reason);
    }
}

/* auto: first a short explicit search (AUTO_QUICK s, at most a tenth of
 * --timeout), which decides most programs; its bugs and proofs stand.
 * The checks it leaves open get the sat search (a quarter of the time
 * left) and then the explicit engine again with the rest; what that
 * leaves bounded by the nondet domain alone gets the smt search. */
#define AUTO_QUICK 2.0
static void run_auto(sim *s, check_result res[CK_COUNT], const sopts *o,
                     const bmc_opts *b, sstats *st)
{
    double t0 = checks_now();
    sopts qo = *o;
    qo.timeout = o->timeout > 0 && o->timeout * 0.1 < AUTO_QUICK
               ? o->timeout * 0.1 : AUTO_QUICK;
    check_result quick[CK_COUNT];
    memset(quick, 0, sizeof quick);
    for (int k = 0; k < CK_COUNT; k++)
        quick[k].enabled = res[k].enabled;
    checks_run(s, quick, &qo, st);
    unsigned kept = 0;
    bool open = false;
    for (int k = 0; k < CK_COUNT; k++) {
        if (!res[k].enabled)
            continue;
        if (quick[k].v != V_BUG && quick[k].v != V_SAFE) {
            sfound_free(&quick[k].found);
            open = true;
            continue;
        }
        sfound_free(&res[k].found);
        res[k] = quick[k];
        res[k].enabled = false; /* decided: back on below */
        kept |= 1u << k;
    }
    if (o->verbose)
        fprintf(stderr, "pnbmc: auto: %.2f s of explicit search: %s\n",
                checks_now() - t0, open ? "checks still open, sat next"
                                        : "every check decided");
    if (open) {
        sstats fact = *st;
        sopts ro = time_left(o, t0);
        symbolic_then_explicit(s, res, &ro, b, st, true);
        smt_after_domain_cut(s, res, o, b, st, t0);
        program_cut_stands(res, &fact);
    }
    for (int k = 0; k < CK_COUNT; k++)
        if (kept >> k & 1)
            res[k].enabled = true;
}

static void run_engines(sim *s, check_result res[CK_COUNT], const sopts *o,
                        const bmc_opts *b, sstats *st)
{
    if (b->engine == ENG_EXPLICIT)
        checks_run(s, res, o, st);
    else if (b->engine == ENG_AUTO)
        run_auto(s, res, o, b, st);
    else
        symbolic_then_explicit(s, res, o, b, st, false);
}

/* Checks one run settles (onerun.c) are decided before any search; the
 * engines then run for the others only. */
void checks_run_engines(sim *s, check_result res[CK_COUNT], const sopts *o,
                        const bmc_opts *b, sstats *st)
{
    char why[512];
    if (!b->one_run) {
        run_engines(s, res, o, b, st);
        return;
    }
    unsigned safe = checks_one_run_proof(s, why, sizeof why), mask = 0;
    bool any = false;
    for (int k = 0; k < CK_COUNT; k++) {
        if (res[k].enabled && (safe >> k & 1)) {
            mask |= 1u << k;
            res[k].enabled = false;
        }
        any |= res[k].enabled;
    }
    if (o->verbose) {
        fprintf(stderr, "pnbmc: one run: safe:");
        for (int k = 0; k < CK_COUNT; k++)
            if (mask >> k & 1)
                fprintf(stderr, " %s", check_name((check_kind)k));
        fprintf(stderr, "%s (%s)\n", mask ? "" : " none", why);
    }
    if (any)
        run_engines(s, res, o, b, st);
    else
        memset(st, 0, sizeof *st);
    for (int k = 0; k < CK_COUNT; k++) {
        if (!(mask >> k & 1))
            continue;
        sfound_free(&res[k].found);
        memset(&res[k], 0, sizeof res[k]);
        res[k].kind = (check_kind)k;
        res[k].enabled = true;
        res[k].v = V_SAFE;
        res[k].target = checks_target((check_kind)k);
        /* no reason, as for every safe verdict; -v printed the argument */
    }
}
