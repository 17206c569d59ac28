/* witness/shorten.c — shorter witnesses.  The explicit engine searches
 * depth first: the run it reports is the path it happened to be on, often
 * hundreds of steps of threads that have nothing to do with the bug (a
 * producer that fills its queue, a logger that loops).  The same search
 * held to fewer steps (--bound) finds a shorter run when it can within a
 * budget of states (search_shorter).  Then dropping the last steps of one
 * thread leaves the other steps a run of the program as long as each of
 * them is still enabled when its turn comes (cut_thread): every candidate
 * is replayed in the simulator.  A run counts only when it reaches the
 * same bug (the same detail text, so the same finding), so a shortened
 * witness is a real run, as the original was; validation replays it once
 * more. */
#include "witness/witness.h"

#include <string.h>

/* What one witness's shortening may spend: simulator steps over all its
 * replays (each replays at most the current witness), and rounds over
 * the threads (a later round can drop what an earlier cut freed). */
#define SHORTEN_MAX_FIRED 2000000
#define SHORTEN_MAX_ROUNDS 3
/* The searches again with a step bound: the states all of them may
 * visit, and how many there may be. */
#define SHORTEN_MAX_STATES 50000
#define SHORTEN_MAX_SEARCHES 6

typedef struct {
    sim *s;
    const check_result *r;
    const sopts *o;           /* the memory limit */
    double deadline;          /* monotonic seconds, 0: none */
    int64_t fired, states;
    int32_t replays, searches;
} shortener;

static bool out_of_budget(const shortener *h, int32_t nsteps)
{
    return h->fired + nsteps > SHORTEN_MAX_FIRED ||
           (h->deadline > 0 && checks_now() > h->deadline);
}

/* Whether st, reached by a step that returned sr, is r's bug with the
 * same detail. */
static bool same_bug(shortener *h, const sstate *st, sresult sr)
{
    const check_result *r = h->r;
    if (r->found.found == FOUND_ERROR)
        return sr == SR_ERROR && !strcmp(h->s->cut_reason, r->found.detail);
    if (sr != SR_OK || !r->target.at_state)
        return false;
    char d[SOLVE_DETAIL_MAX];
    return r->target.at_state(r->target.ctx, h->s, st, d, sizeof d) &&
           !strcmp(d, r->found.detail);
}

/* Fires step c (its thread, choice and forced value) in st, appending the
 * step to out; false when c's thread has no such move there or the step
 * ends the run without the bug.  *hit: the run reached the bug. */
static bool fire_again(shortener *h, sstate *st, const sstep *c, sfound *out,
                       bool *hit)
{
    spending p;
    if (c->tid < 0 || c->tid >= st->nthreads)
        return false;
    sim_pending(h->s, st, c->tid, &p);
    if (p.kind == PO_NONE || !p.enabled || c->choice >= p.nchoices)
        return false;
    h->s->force_nondet = c->forced;
    h->s->forced_value = c->forced_value;
    sstep step;
    sresult sr = sim_fire(h->s, st, c->tid, c->choice, &step);
    h->s->force_nondet = false;
    h->fired++;
    if (sr != SR_OK && sr != SR_ERROR) {
        sim_step_free(&step);
        return false;
    }
    sfound_push(out, &step);
    *hit = same_bug(h, st, sr);
    return sr == SR_OK || *hit;
}

/* Replays cur with thread t's steps after its first keep ones left out,
 * into out (up to the first step that reaches the bug, as a finding of
 * r's bug); true when it reaches the bug. */
static bool replay_kept(shortener *h, const sfound *cur, int32_t t,
                        int32_t keep, sfound *out)
{
    memset(out, 0, sizeof *out);
    h->replays++;
    sresult sr;
    sstate *st = sim_initial(h->s, &sr);
    bool ok = sr == SR_OK, hit = false;
    int32_t seen = 0;
    for (int32_t i = 0; ok && !hit && i < cur->nsteps; i++) {
        const sstep *c = &cur->steps[i];
        if (c->tid == t && seen++ >= keep)
            continue;
        ok = fire_again(h, st, c, out, &hit);
    }
    sim_step_free(&h->s->init_log);
    sim_free_state(st);
    if (!hit) {
        sfound_free(out);
        return false;
    }
    out->found = h->r->found.found;
    memcpy(out->detail, h->r->found.detail, sizeof out->detail);
    return true;
}

static int32_t steps_of(const sfound *f, int32_t t)
{
    int32_t n = 0;
    for (int32_t i = 0; i < f->nsteps; i++)
        n += f->steps[i].tid == t;
    return n;
}

/* Replays cur with thread t keeping keep steps; the result replaces cur
 * when it reaches the bug. */
static bool try_keep(shortener *h, sfound *cur, int32_t t, int32_t keep)
{
    sfound cand;
    if (!replay_kept(h, cur, t, keep, &cand))
        return false;
    sfound_free(cur);
    *cur = cand;
    return true;
}

/* The fewest of thread t's steps: none at all, else a binary search over
 * how many it keeps.  A heuristic: keeping fewer need not fail whenever
 * keeping n does (a thread cut while it holds a lock blocks the others,
 * one cut between two of its critical sections does not), but every
 * candidate taken reaches the bug.  True if cur got shorter. */
static bool cut_thread(shortener *h, sfound *cur, int32_t t)
{
    int32_t hi = steps_of(cur, t);
    if (hi == 0 || out_of_budget(h, cur->nsteps))
        return false;
    if (try_keep(h, cur, t, 0))
        return true;
    bool shorter = false;
    for (int32_t lo = 1; lo < hi && !out_of_budget(h, cur->nsteps);) {
        int32_t mid = lo + (hi - lo) / 2;
        if (!try_keep(h, cur, t, mid)) {
            lo = mid + 1;
            continue;
        }
        hi = steps_of(cur, t);
        shorter = true;
    }
    return shorter;
}

/* The explicit search for r's bug again, with a step bound below cur's
 * length: a depth-first search ends in the first run it finds, and one
 * held to fewer steps finds one that takes fewer.  Halving the bound
 * while runs of r's bug (the same detail) turn up, then a binary search
 * between the last bound that failed and cur's length, within
 * SHORTEN_MAX_STATES; true if cur got shorter. */
static bool search_shorter(shortener *h, sfound *cur)
{
    int32_t lo = 1, bound = cur->nsteps / 2;
    bool shorter = false;
    while (bound >= lo && bound < cur->nsteps &&
           h->searches < SHORTEN_MAX_SEARCHES &&
           h->states < SHORTEN_MAX_STATES && !out_of_budget(h, 0)) {
        double left = h->deadline > 0 ? h->deadline - checks_now() : 0;
        sopts o = {bound, SHORTEN_MAX_STATES - h->states,
                   h->deadline > 0 && left < 0.001 ? 0.001 : left, false,
                   h->o->max_memory_mb, false, SCHED_ALL};
        sfound f;
        sstats st;
        h->searches++;
        solve_explicit(h->s, &h->r->target, &f, 1, &o, &st);
        h->states += st.states;
        if (f.found == cur->found && f.nsteps <= bound &&
            !strcmp(f.detail, cur->detail)) {
            sfound_free(cur);
            *cur = f;
            shorter = true;
            bound = cur->nsteps / 2 >= lo ? cur->nsteps / 2
                                          : lo + (cur->nsteps - lo) / 2;
            continue;
        }
        sfound_free(&f);
        lo = bound + 1;
        bound = lo + (cur->nsteps - lo) / 2;
    }
    return shorter;
}

static int32_t threads_in(const sfound *f)
{
    int32_t n = 0;
    for (int32_t i = 0; i < f->nsteps; i++)
        if (f->steps[i].tid >= n)
            n = f->steps[i].tid + 1;
    return n;
}

bool wit_shorten(sim *s, check_result *r, const sopts *o, wshorten *out)
{
    memset(out, 0, sizeof *out);
    out->before = out->after = r->found.nsteps;
    if (r->v != V_BUG || (r->found.found != FOUND_STATE &&
                          r->found.found != FOUND_ERROR) ||
        r->found.nsteps < WIT_SHORTEN_MIN)
        return false;
    shortener h = {s, r, o, o->timeout > 0 ? checks_now() + o->timeout : 0,
                   0, 0, 0, 0};
    /* the replays leave no trace in s (its notes and cut records are
     * reported); sim_initial frees the log of main's prefix itself */
    sim saved = *s;
    sfound cur;
    bool ok = replay_kept(&h, &r->found, -1, 0, &cur), shorter = false;
    if (ok)
        shorter = search_shorter(&h, &cur);
    for (int round = 0, more = ok; more && round < SHORTEN_MAX_ROUNDS;
         round++) {
        more = false;
        for (int32_t t = threads_in(&cur) - 1; t >= 0; t--)
            more |= cut_thread(&h, &cur, t);
        shorter |= more;
    }
    sstep log = s->init_log;
    *s = saved;
    s->init_log = log;
    out->replays = h.replays;
    out->searches = h.searches;
    out->states = h.states;
    out->out_of_budget = out_of_budget(&h, 0);
    if (!ok || !shorter || cur.nsteps >= r->found.nsteps) {
        if (ok)
            sfound_free(&cur);
        return false;
    }
    out->after = cur.nsteps;
    sfound_free(&r->found);
    r->found = cur;
    return true;
}
