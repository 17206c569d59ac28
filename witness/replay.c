/* witness/replay.c — validation of a witness by replay: the concrete
 * simulator re-executes every step (same thread, same nondet choice, same
 * observable action) while the Petri net fires the transitions of every
 * control hop, so a witness is accepted only if it is a run of both. */
#define _GNU_SOURCE
#include "witness/witness.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    sim *s;
    const pnet *net;
    pmarking mk;
    int32_t *cur_fn, *cur_pt;   /* control point of each thread */
    int32_t ncur;
    wreplay *out;
    char *err;
    size_t n;
} rp;

static bool rp_fail(rp *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static bool rp_fail(rp *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err, r->n, fmt, ap);
    va_end(ap);
    return false;
}

static void *rp_grow(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        abort(); /* replay has no recovery from OOM */
    return q;
}

/* Registers a started thread; false when its id was used before (a
 * joined thread's id reused): it starts again from no point, and its
 * name lists each start routine it ran ("w, then w_bad"). */
static bool add_thread(rp *r, int32_t tid, const char *name)
{
    wreplay *w = r->out;
    if (tid < w->nthreads) {
        r->cur_fn[tid] = r->cur_pt[tid] = -1;
        const char *old = w->thread_names[tid];
        size_t ol = strlen(old), nl = strlen(name);
        bool same = ol >= nl && !strcmp(old + ol - nl, name) &&
                    (ol == nl || old[ol - nl - 1] == ' ');
        char *both = same ? NULL : malloc(ol + nl + 8);
        if (both) {
            snprintf(both, ol + nl + 8, "%s, then %s", old, name);
            free(w->thread_names[tid]);
            w->thread_names[tid] = both;
        }
        return false;
    }
    w->thread_names = rp_grow(w->thread_names, sizeof(char *) * (size_t)(tid + 1));
    r->cur_fn = rp_grow(r->cur_fn, sizeof(int32_t) * (size_t)(tid + 1));
    r->cur_pt = rp_grow(r->cur_pt, sizeof(int32_t) * (size_t)(tid + 1));
    w->thread_names[tid] = strdup(name);
    r->cur_fn[tid] = r->cur_pt[tid] = -1;
    w->nthreads = tid + 1;
    return true;
}

static bool fire(rp *r, int32_t t)
{
    if (!net_fire(r->net, &r->mk, t))
        return false;
    wreplay *w = r->out;
    w->trans = rp_grow(w->trans, sizeof(int32_t) * (size_t)(w->ntrans + 1));
    w->trans[w->ntrans++] = t;
    return true;
}

/* Fires the hop from the thread's current point to (fn, pt).  Trylock has
 * two transitions with the same end points: any enabled one will do. */
static bool hop(rp *r, int32_t tid, int32_t slot, int32_t fn, int32_t pt)
{
    int32_t cf = r->cur_fn[tid], cp = r->cur_pt[tid];
    if (cf == fn && cp == pt)
        return true;
    r->cur_fn[tid] = fn;
    r->cur_pt[tid] = pt;
    if (cf < 0)
        return true; /* first point of a thread: placed by its start */
    int32_t t = net_find_trans(r->net, slot, cf, cp, fn, pt);
    if (t >= 0 && fire(r, t))
        return true;
    for (int32_t k = 0; k < r->net->ntrans; k++) {
        const ptrans *tr = &r->net->trans[k];
        if (tr->slot == slot && tr->func == cf && tr->from_point == cp &&
            tr->to_func == fn && tr->to_point == pt && fire(r, k))
            return true;
    }
    const model *m = r->s->m;
    return rp_fail(r, "the net has no enabled transition of T%d from %s:%d "
                   "to %s:%d", tid, m->funcs[cf].name, cp, m->funcs[fn].name,
                   pt);
}

static bool chain(rp *r, int32_t tid, int32_t slot, int32_t entry_fn,
                  const int32_t *fns, const int32_t *pts, int32_t n)
{
    if (!r->net || slot < 0)
        return true;
    if (entry_fn >= 0) {
        const mfunc *f = &r->s->m->funcs[entry_fn];
        if (!hop(r, tid, slot, entry_fn, f->blocks[0].first + f->blocks[0].nphis))
            return false;
    }
    for (int32_t i = 0; i < n; i++)
        if (!hop(r, tid, slot, fns[i], pts[i]))
            return false;
    return true;
}

static void thread_end(rp *r, const sstate *st, int32_t tid)
{
    if (!r->net || st->threads[tid].status != TH_DONE)
        return;
    int32_t slot = st->threads[tid].slot;
    for (int32_t k = 0; k < r->net->ntrans; k++) {
        const ptrans *tr = &r->net->trans[k];
        if (tr->kind == TR_END && tr->slot == slot &&
            tr->func == r->cur_fn[tid] && tr->from_point == r->cur_pt[tid] &&
            fire(r, k))
            break;
    }
}

/* Moves the local source lines logged in ev to the witness (step i). */
static void keep_lines(rp *r, int32_t i, sstep *ev)
{
    wreplay *w = r->out;
    if (i < 0 || i >= w->nsteps)
        return;
    w->step_lines[i] = ev->lines;
    w->step_nlines[i] = ev->nlines;
    w->step_lines2[i] = ev->lines2;
    w->step_nlines2[i] = ev->nlines2;
    ev->lines = ev->lines2 = NULL;
    ev->nlines = ev->nlines2 = 0;
}

static bool replay_step(rp *r, sstate *st, const sstep *want, bool last,
                        found_kind fk, int32_t index)
{
    spending p;
    sim_pending(r->s, st, want->tid, &p);
    if (p.kind == PO_NONE || !p.enabled || want->choice >= p.nchoices ||
        p.fn != want->fn || p.ip != want->ip)
        return rp_fail(r, "step of T%d (%s) is not enabled in replay",
                       want->tid, want->action);
    sstep ev;
    r->s->force_nondet = want->forced;
    r->s->forced_value = want->forced_value;
    sresult res = sim_fire(r->s, st, want->tid, want->choice, &ev);
    r->s->force_nondet = false;
    bool ok = res == ((last && fk == FOUND_ERROR) ? SR_ERROR : SR_OK);
    if (ok && strcmp(ev.action, want->action) != 0)
        ok = rp_fail(r, "step of T%d replays as '%s', not '%s'", want->tid,
                     ev.action, want->action);
    else if (!ok)
        rp_fail(r, "step of T%d (%s) gives a different outcome in replay",
                want->tid, want->action);
    const sthread *th = &st->threads[want->tid];
    if (ok)
        ok = chain(r, want->tid, th->slot, -1, ev.hop_fn, ev.hop_pt, ev.nhops);
    if (ok && ev.started >= 0) {
        const sthread *nt = &st->threads[ev.started];
        /* a thread without a visible operation has already ended: its
         * start, prefix and end still go through the net (its slot's
         * exit place must hold a token for the slot's reuse) */
        int32_t entry = nt->nframes ? nt->frames[0].fn : ev.started_fn;
        bool fresh = add_thread(r, ev.started,
                                r->s->m->funcs[ev.started_fn].name);
        if (!fresh && r->net && nt->slot >= 0 &&
            !fire(r, net_reuse_trans(r->net, nt->slot)))
            ok = rp_fail(r, "reuse transition of T%d is not enabled",
                         ev.started);
        if (ok && r->net && nt->slot >= 0 && entry >= 0) {
            const mfunc *ef = &r->s->m->funcs[entry];
            int32_t t = net_find_trans(r->net, nt->slot, -1, -1, entry,
                                       ef->blocks[0].first + ef->blocks[0].nphis);
            if (t < 0 || !fire(r, t))
                ok = rp_fail(r, "start transition of T%d is not enabled",
                             ev.started);
        }
        if (ok && entry >= 0)
            ok = chain(r, ev.started, nt->slot, entry, ev.hop2_fn, ev.hop2_pt,
                       ev.nhops2);
        if (ok)
            thread_end(r, st, ev.started);
    }
    if (ok)
        thread_end(r, st, want->tid);
    keep_lines(r, index, &ev);
    sim_step_free(&ev);
    return ok;
}

/* The race pair the detail names ("data race on X: Ta ... / Tb ..."; a
 * search past skipped targets may name another than the first), else
 * the first race of st. */
static void final_pair(rp *r, const sstate *st, const char *detail)
{
    spending p[64];
    int32_t ts[2] = {-1, -1};
    const saccess *pair[2];
    if (wit_race_threads(detail, ts) && ts[0] > ts[1]) {
        int32_t t = ts[0]; /* lower thread first, as sim_first_race */
        ts[0] = ts[1];
        ts[1] = t;
    }
    if (!sim_race_between(r->s, st, ts[0], ts[1], pair, p) &&
        !sim_first_race(r->s, st, p, ts, pair))
        return;
    wreplay *w = r->out;
    w->nfinal = 2;
    for (int k = 0; k < 2; k++) {
        char nm[160];
        const saccess *a = pair[k];
        /* a struct copy's access is named by what it covers ("g", not
         * its first field) */
        sim_object_range_name(r->s, st, a->obj, a->off, a->size, nm,
                              sizeof nm);
        w->final_tid[k] = ts[k];
        snprintf(w->final_obj[k], sizeof w->final_obj[k], "%s", nm);
        w->final_write[k] = a->write;
        snprintf(w->final_action[k], sizeof w->final_action[k],
                 "%s %s (enabled)", a->write ? "write" : "read", nm);
        w->final_loc[k] = sim_thread_loc(r->s, st, ts[k]);
        w->final_call[k] = sim_program_loc(r->s, st, ts[k]);
    }
}

/* The relaxed load of an atomicity violation, pending in st: the thread
 * the detail names ("... by T3 decides a branch ..."). */
static void final_load(rp *r, const sstate *st, const char *detail)
{
    const char *b = strstr(detail, " by T");
    int32_t t = b ? (int32_t)strtol(b + 5, NULL, 10) : -1;
    spending p;
    if (t < 0 || t >= st->nthreads)
        return;
    sim_pending(r->s, st, t, &p);
    if (p.kind != PO_ACCESS || !p.relaxed_branch || p.acc.write)
        return;
    wreplay *w = r->out;
    char nm[160];
    sim_object_range_name(r->s, st, p.acc.obj, p.acc.off, p.acc.size, nm,
                          sizeof nm);
    w->nfinal = 1;
    w->final_tid[0] = t;
    snprintf(w->final_obj[0], sizeof w->final_obj[0], "%s", nm);
    w->final_write[0] = false;
    snprintf(w->final_action[0], sizeof w->final_action[0],
             "atomic relaxed read %s (enabled)", nm);
    w->final_loc[0] = sim_thread_loc(r->s, st, t);
    w->final_call[0] = sim_program_loc(r->s, st, t);
}

/* What every thread does next in the state the run ends in. */
static void end_state(rp *r, const sstate *st)
{
    wreplay *w = r->out;
    w->nends = st->nthreads;
    w->ends = rp_grow(NULL, sizeof(wend) * (size_t)st->nthreads);
    memset(w->ends, 0, sizeof(wend) * (size_t)st->nthreads);
    for (int32_t t = 0; t < st->nthreads; t++) {
        wend *e = &w->ends[t];
        spending p;
        sim_pending(r->s, st, t, &p);
        e->status = st->threads[t].status;
        e->kind = p.kind;
        e->enabled = p.enabled && !p.wake_only; /* a spurious wake-up
                                                   alone: blocked */
        e->holder = p.kind == PO_LOCK ? p.holder : -1;
        e->join_tid = p.kind == PO_JOIN ? p.join_tid : -1;
        e->loc = (mloc){-1, 0, 0};
        if (p.kind == PO_NONE)
            continue;
        e->loc = sim_thread_loc(r->s, st, t);
        if (p.kind == PO_ACCESS || p.kind == PO_LOCK || p.kind == PO_TRYLOCK ||
            p.kind == PO_UNLOCK || p.kind == PO_COND_WAIT ||
            p.kind == PO_SEM_WAIT || p.kind == PO_BARRIER ||
            p.kind == PO_ONCE)
            sim_object_name(r->s, st, p.acc.obj, p.acc.off, e->obj,
                            sizeof e->obj);
    }
}

bool wit_replay(sim *s, const pnet *net, const check_result *res,
                wreplay *out, char *err, size_t n)
{
    /* thread-specific data destructors are calls the net has no
     * transitions for (an ending thread runs them): the simulator's
     * re-execution alone validates such a program's witnesses */
    if (net && prim_any_key_destructor(s->m))
        net = NULL;
    rp r = {s, net, {0, NULL}, NULL, NULL, 0, out, err, n};
    memset(out, 0, sizeof *out);
    const sfound *f = &res->found;
    out->nsteps = f->nsteps;
    out->step_nlines = rp_grow(NULL, sizeof(int32_t) * (size_t)f->nsteps);
    out->step_lines = rp_grow(NULL, sizeof(mloc *) * (size_t)f->nsteps);
    memset(out->step_nlines, 0, sizeof(int32_t) * (size_t)f->nsteps);
    memset(out->step_lines, 0, sizeof(mloc *) * (size_t)f->nsteps);
    out->step_nlines2 = rp_grow(NULL, sizeof(int32_t) * (size_t)f->nsteps);
    out->step_lines2 = rp_grow(NULL, sizeof(mloc *) * (size_t)f->nsteps);
    memset(out->step_nlines2, 0, sizeof(int32_t) * (size_t)f->nsteps);
    memset(out->step_lines2, 0, sizeof(mloc *) * (size_t)f->nsteps);
    out->entry = s->entry_threads > 0;
    char note[sizeof s->soft_cut]; /* the engines' note, kept */
    memcpy(note, s->soft_cut, sizeof note);
    s->soft_cut[0] = '\0';
    s->record_hops = net != NULL;
    sresult sr;
    sstate *st = sim_initial(s, &sr);
    bool ok = sr == SR_OK || rp_fail(&r, "initial state does not replay");
    if (ok && net && !net_marking_init(net, &r.mk))
        ok = rp_fail(&r, "cannot build the initial marking");
    add_thread(&r, 0, out->entry ? "harness" : "main");
    for (int32_t t = 1; out->entry && t < st->nthreads; t++)
        add_thread(&r, t, s->m->funcs[s->entry_fn].name);
    /* --entry: T0 runs no code and the entry threads have no net slot, so
     * only the simulator replays them (chain skips slot -1) */
    if (ok && !out->entry)
        ok = chain(&r, 0, 0, s->m->main_fn, s->init_log.hop_fn,
                   s->init_log.hop_pt, s->init_log.nhops);
    if (s->init_log.nlines) {
        out->init_lines = s->init_log.lines;
        out->init_nlines = s->init_log.nlines;
        s->init_log.lines = NULL;
        s->init_log.nlines = 0;
    }
    for (int32_t i = 0; ok && i < f->nsteps; i++)
        ok = replay_step(&r, st, &f->steps[i], i + 1 == f->nsteps, f->found,
                         i);
    if (ok && f->found == FOUND_CYCLE) {
        char detail[SOLVE_DETAIL_MAX];
        if (!res->target.at_cycle(res->target.ctx, s, st, f->starving, detail,
                                  sizeof detail))
            ok = rp_fail(&r, "the replayed run does not reach the starving "
                         "state");
    }
    if (ok && f->found == FOUND_STATE) {
        char detail[SOLVE_DETAIL_MAX];
        if (!res->target.at_state(res->target.ctx, s, st, detail, sizeof detail))
            ok = rp_fail(&r, "the replayed run does not reach the target");
        else if (res->kind == CK_RACE)
            final_pair(&r, st, detail);
        else if (res->kind == CK_ATOMICITY)
            final_load(&r, st, detail);
    }
    if (ok)
        end_state(&r, st);
    /* an unspecified value's note ends "taken as V" (solve/sim.c); a
     * thread stopped by a bound is no value the run uses */
    if (strstr(s->soft_cut, " taken as "))
        snprintf(out->uninit, sizeof out->uninit, "%s", s->soft_cut);
    memcpy(s->soft_cut, note, sizeof note);
    sim_step_free(&s->init_log);
    s->record_hops = false;
    sim_free_state(st);
    net_marking_free(&r.mk);
    free(r.cur_fn);
    free(r.cur_pt);
    return ok;
}

void wit_replay_free(wreplay *w)
{
    for (int32_t i = 0; i < w->nthreads; i++)
        free(w->thread_names[i]);
    free(w->thread_names);
    free(w->trans);
    free(w->ends);
    for (int32_t i = 0; i < w->nsteps; i++) {
        free(w->step_lines[i]);
        free(w->step_lines2[i]);
    }
    free(w->step_lines);
    free(w->step_nlines);
    free(w->step_lines2);
    free(w->step_nlines2);
    free(w->init_lines);
    memset(w, 0, sizeof *w);
}
