/* solve/param.c — the parameterised engine: proofs that hold for any
 * number of threads, for programs that create threads without bound
 * (`while (1) pthread_create(...)`), where the explicit engine can only
 * answer bounded-safe.
 *
 * Method: Karp–Miller coverability over the simulator's states.  Threads
 * other than main are symmetric: a state is kept up to a permutation of
 * them (each thread's local state is serialised with its own objects
 * renumbered, and the threads are sorted), finished threads are dropped
 * (nothing can observe them: no join, no thread ids, see `applicable`),
 * and a thread record may be an omega record, standing for arbitrarily
 * many threads in that local state.  Firing an omega record fires a fresh
 * copy of it.  When a new state has the same shared part as one of its
 * ancestors on the search path and at least as many threads in every
 * local state, the path from the ancestor can be repeated without end
 * (more threads never disable a step here), so the local states that
 * grew become omega records.  Every reachable concrete state is then
 * covered by an explored state; assertion failures and races are
 * upward-closed (one failing thread, two racing threads suffice), so if
 * no explored state has one, no run with any number of threads has.
 *
 * Soundness rests on: thread ids being unobservable (no join, self,
 * condition variables or other objects that record threads; a mutex's
 * owner word is renamed with the threads, and which mutexes a thread
 * holds is part of its local state; pthread_create's pthread_t is left
 * unwritten, a later read of it is a cut), pointers to a
 * thread's own objects appearing only in its pointer-typed registers
 * (any other occurrence gives up), and no bound or cut of any kind
 * during the search (any gives up).  Giving up is never a verdict: the
 * caller keeps its bounded answer.  Found failures are not reported
 * either (an omega state has no concrete run to replay): the explicit
 * engine reports bugs. */
#include "solve/sim_priv.h"
#include "solve/visited.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint8_t *p;
    size_t n, cap;
} pbuf;

/* a class of threads in one local state: hash of the local state, count
 * (-1: omega), first thread of the class in the canonical order */
typedef struct {
    uint64_t h1, h2;
    int32_t count, first;
} pclass;

typedef struct {
    sstate *st;
    uint64_t g1, g2;         /* hash of the shared part */
    pclass *cls;
    int32_t ncls;
    int32_t tid, choice;     /* next move to try */
    int32_t same_prev;       /* next lower stack entry in its bucket */
} pnode;

#define PBUCKETS 65536       /* stack entries by shared hash */
#define PCOVER_SCAN 256      /* explored states, and ancestors, a new state
                                is compared with (coverage, acceleration) */

typedef struct {
    sim s;                   /* the caller's, with anon_tids, no net */
    const starget *targets;
    int ntargets;
    const sopts *o;
    /* explored states (shared hash and classes), chained per bucket: a new
     * state covered by one of them adds nothing */
    pnode *seen;
    int32_t nseen, capseen;
    int32_t *seen_bucket;
    vset exact;              /* every explored state, exactly */
    pnode *stack;
    int32_t depth, cap;
    int32_t *bucket;         /* top stack entry per shared-hash bucket */
    pbuf glob, loc;          /* scratch: shared part, local states */
    size_t *loc_off;         /* per thread: start of its local state in loc */
    size_t *loc_len;
    int32_t loc_cap;
    int32_t *owned;          /* during canon's local states: live objects
                                per thread id, else NULL */
    int32_t nowned;
    struct pmutex { uint32_t obj; uint64_t off; } *mtx; /* every mutex
                                locked or unlocked so far: their words hold
                                owner ids, renamed with the threads */
    int32_t nmtx, capmtx;
    bool failed;
    char why[256];
    int64_t states;
    struct timespec t0;
    double next_report;      /* -v: seconds of the next progress line */
} pexp;

static void give_up(pexp *x, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void give_up(pexp *x, const char *fmt, ...)
{
    if (x->failed)
        return;
    x->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->why, sizeof x->why, fmt, ap);
    va_end(ap);
}

static void pb_put(pbuf *b, const void *v, size_t n)
{
    if (n == 0) /* v may be NULL then (an empty array) */
        return;
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2 + 256;
        b->p = sim_xrealloc(b->p, b->cap);
    }
    memcpy(b->p + b->n, v, n);
    b->n += n;
}

static void pb_u64(pbuf *b, uint64_t v) { pb_put(b, &v, sizeof v); }

/* ---- applicability ---- */

/* Primitives whose state names threads (waiters, joins) or that read
 * thread ids: with them, threads are not interchangeable.  A mutex names
 * its owner too, but in one word this engine renames (struct pmutex).  A
 * semaphore is a count alone: a waiter is blocked while it is 0, the
 * simulator keeps no list of waiters.  A reader-writer lock keeps a
 * writer word like a mutex's, renamed the same way (note_mutex), and a
 * mask of its readers' ids: a read lock names threads, so only a program
 * without one (its masks stay 0) keeps them interchangeable. */
static bool names_threads(prim_kind k)
{
    switch (k) {
    case PR_NOP: case PR_THREAD_CREATE: case PR_THREAD_EXIT:
    case PR_ATOMIC_BEGIN: case PR_ATOMIC_END: case PR_NONDET: case PR_ASSUME:
    case PR_REACH_ERROR: case PR_ASSERT_FAIL: case PR_ASSERT: case PR_ABORT:
    case PR_EXIT: case PR_MALLOC: case PR_CALLOC: case PR_FREE:
    case PR_MEMSET: case PR_MEMCPY: case PR_UNKNOWN:
    case PR_MUTEX_INIT: case PR_MUTEX_DESTROY: case PR_MUTEX_LOCK:
    case PR_MUTEX_TRYLOCK: case PR_MUTEX_UNLOCK: case PR_MUTEXATTR_INIT:
    case PR_MUTEXATTR_SETTYPE: case PR_MUTEXATTR_GETTYPE:
    case PR_SEM_INIT: case PR_SEM_DESTROY: case PR_SEM_WAIT:
    case PR_SEM_TRYWAIT: case PR_SEM_POST: case PR_SEM_GETVALUE:
    case PR_RW_INIT: case PR_RW_DESTROY: case PR_RW_WRLOCK:
    case PR_RW_TRYWRLOCK: case PR_RW_UNLOCK: case PR_STACKSAVE:
    case PR_STACKRESTORE: case PR_HEAP_SIZE:
        return false;
    default:
        return true;
    }
}

static bool applicable(pexp *x)
{
    const model *m = x->s.m;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        if (!strcmp(fn->name, "pthread_equal")) {
            give_up(x, "the program compares thread ids");
            return false;
        }
        bool atomic = fn->atomic_fn, calls = false;
        for (int32_t i = 0; i < fn->ncode; i++) {
            const minstr *mi = &fn->code[i];
            atomic |= mi->kind == MI_PRIM && mi->op == PR_ATOMIC_BEGIN;
            calls |= mi->kind == MI_CALL;
            if (mi->kind == MI_PRIM && names_threads((prim_kind)mi->op)) {
                give_up(x, "%s names threads", mi->text ? mi->text : "?");
                return false;
            }
        }
        /* Tools differ on whether a callee of an atomic function runs
         * atomically (SV-COMP's expected verdicts treat it as
         * interleaving); the simulator runs it atomically.  No proof
         * rests on either reading. */
        if (atomic && calls) {
            give_up(x, "%s calls a function inside an atomic section",
                    fn->name);
            return false;
        }
    }
    return true;
}

/* Whether block b of fn reaches itself again. */
static bool in_cycle(const mfunc *fn, int32_t b)
{
    bool *seen = sim_xalloc((size_t)fn->nblocks);
    int32_t *todo = sim_xalloc(sizeof(int32_t) * (size_t)(fn->nblocks + 1));
    int32_t n = 0;
    bool found = false;
    todo[n++] = b;
    while (n > 0 && !found) {
        const mblock *blk = &fn->blocks[todo[--n]];
        const minstr *last = &fn->code[blk->first + blk->n - 1];
        for (int32_t k = 0; blk->n > 0 && k < last->ntargets; k++) {
            int32_t s = last->targets[k];
            found |= s == b;
            if (s >= 0 && s < fn->nblocks && !seen[s]) {
                seen[s] = true;
                todo[n++] = s;
            }
        }
    }
    free(seen);
    free(todo);
    return found;
}

bool solve_param_suited(const model *m)
{
    pexp x = {0};
    x.s.m = m;
    if (!applicable(&x))
        return false;
    for (int32_t f = 0; f < m->nfuncs; f++) {
        const mfunc *fn = &m->funcs[f];
        for (int32_t b = 0; b < fn->nblocks; b++)
            for (int32_t i = 0; i < fn->blocks[b].n; i++) {
                const minstr *mi = &fn->code[fn->blocks[b].first + i];
                if (mi->kind == MI_PRIM && mi->op == PR_THREAD_CREATE &&
                    in_cycle(fn, b))
                    return true;
            }
    }
    return false;
}

/* ---- objects owned by threads ---- */

static const sobj *live_dynamic(const pexp *x, const sstate *st, uint64_t v)
{
    uint32_t o = model_ptr_obj(x->s.m, v);
    if (o < (uint32_t)x->s.m->nglobals || o >= (uint32_t)st->nobjs)
        return NULL;
    return &st->objs[o];
}

/* v points into (or one past) an object a thread other than main owns,
 * or into a dead dynamic object (whose id may come back to anyone). */
static bool points_to_thread(const pexp *x, const sstate *st, uint64_t v)
{
    const sobj *o = live_dynamic(x, st, v);
    return o && (o->dead ? !o->heap : o->owner > 0) &&
           model_ptr_off(x->s.m, v) <= o->size;
}

/* Bytes of an object must not hold such pointers: memory is compared
 * as raw bytes, only registers are renamed. */
static bool bytes_clean(pexp *x, const sstate *st, const sobj *o)
{
    size_t w = (size_t)x->s.m->ptr_bits / 8;
    if (o->input) { /* its canonical form does not keep them */
        give_up(x, "bytes read from input are in memory");
        return false;
    }
    for (size_t i = 0; i + w <= o->size; i++) {
        uint64_t v = 0;
        memcpy(&v, o->bytes + i, w);
        if (points_to_thread(x, st, v)) {
            give_up(x, "a pointer to a thread's local object is stored "
                    "in memory");
            return false;
        }
    }
    return true;
}

static int32_t tls_count(const model *m)
{
    int32_t k = 0;
    for (int32_t g = 1; g < m->nglobals; g++)
        k += m->globals[g].thread_local;
    return k;
}

/* Thread t's live objects in their canonical order: its thread-locals,
 * then its frames' locals.  *ids is malloc'd.  False (given up) if it
 * owns an object outside these. */
static bool local_objects(pexp *x, const sstate *st, int32_t t,
                          uint32_t **ids, int32_t *n)
{
    const sthread *th = &st->threads[t];
    int32_t k = th->tls_base >= 0 ? tls_count(x->s.m) : 0, total = k;
    for (int32_t f = 0; f < th->nframes; f++)
        total += th->frames[f].nallocas;
    *ids = sim_xalloc(sizeof(uint32_t) * (size_t)(total + 1));
    *n = 0;
    for (int32_t i = 0; i < k; i++)
        (*ids)[(*n)++] = (uint32_t)(th->tls_base + i);
    for (int32_t f = 0; f < th->nframes; f++)
        for (int32_t a = 0; a < th->frames[f].nallocas; a++)
            (*ids)[(*n)++] = th->frames[f].allocas[a];
    int32_t owned = 0;
    if (x->owned && t < x->nowned)
        owned = x->owned[t];
    else
        for (int32_t i = 0; i < st->nobjs; i++)
            owned += !st->objs[i].dead && st->objs[i].owner == t;
    for (int32_t i = 0; i < *n; i++)
        if ((*ids)[i] >= (uint32_t)st->nobjs ||
            st->objs[(*ids)[i]].dead || st->objs[(*ids)[i]].owner != t)
            owned = -1;
    if (owned != *n) {
        give_up(x, "a thread owns objects outside its frames");
        free(*ids);
        *ids = NULL;
        return false;
    }
    return true;
}

static int32_t index_of(const uint32_t *ids, int32_t n, uint32_t o)
{
    for (int32_t i = 0; i < n; i++)
        if (ids[i] == o)
            return i;
    return -1;
}

/* ---- mutexes ---- */

/* The owner word of a recorded mutex (thread id + 1, 0 = free); 0 when
 * its object is gone. */
static uint32_t mutex_owner(const sstate *st, const struct pmutex *mx)
{
    uint32_t w = 0;
    if (mx->obj < (uint32_t)st->nobjs && !st->objs[mx->obj].dead &&
        mx->off + 4 <= st->objs[mx->obj].size)
        memcpy(&w, st->objs[mx->obj].bytes + mx->off, 4);
    return w;
}

/* Notes the mutex a thread is about to lock or unlock.  Only mutexes
 * whose object stays where it is are renamed: globals, the heap and
 * main's own locals. */
static void note_mutex(pexp *x, const sstate *st, const spending *p)
{
    if (p->kind != PO_LOCK && p->kind != PO_TRYLOCK && p->kind != PO_UNLOCK)
        return;
    for (int32_t i = 0; i < x->nmtx; i++)
        if (x->mtx[i].obj == p->acc.obj && x->mtx[i].off == p->acc.off)
            return;
    const sobj *o = p->acc.obj < (uint32_t)st->nobjs ? &st->objs[p->acc.obj]
                                                     : NULL;
    bool main_local = false;
    const sthread *mt = &st->threads[0];
    for (int32_t a = 0; mt->nframes && a < mt->frames[0].nallocas; a++)
        main_local |= mt->frames[0].allocas[a] == p->acc.obj;
    if (!o || !(p->acc.obj < (uint32_t)x->s.m->nglobals || o->heap ||
                main_local)) {
        give_up(x, "a mutex in an object that may move");
        return;
    }
    if (x->nmtx == x->capmtx) {
        x->capmtx = x->capmtx ? x->capmtx * 2 : 8;
        x->mtx = sim_xrealloc(x->mtx, sizeof(struct pmutex) * (size_t)x->capmtx);
    }
    x->mtx[x->nmtx++] = (struct pmutex){p->acc.obj, p->acc.off};
}

/* After threads got new ids (map: old id -> new id, -1 removed), the
 * owner words follow.  False (given up) if an owner is gone. */
static bool rename_owners(pexp *x, sstate *st, const int32_t *map,
                          int32_t nold)
{
    for (int32_t i = 0; i < x->nmtx; i++) {
        uint32_t w = mutex_owner(st, &x->mtx[i]);
        if (w <= 1) /* free or main's */
            continue;
        if ((int32_t)w - 1 >= nold || map[w - 1] < 0) {
            give_up(x, "a mutex is held by a thread that ended");
            return false;
        }
        uint32_t nw = (uint32_t)map[w - 1] + 1;
        memcpy(st->objs[x->mtx[i].obj].bytes + x->mtx[i].off, &nw, 4);
    }
    return true;
}

/* ---- local states ---- */

/* Where a frame stands: function, position, result register, atomicity
 * and number of locals (the same for main and the other threads). */
static void put_frame_head(const sframe *f, pbuf *b)
{
    int32_t fh[] = {f->fn, f->block, f->ip, f->ret_dst, f->atomic_fn,
                    f->nallocas};
    pb_put(b, fh, sizeof fh);
}

/* Without ptrtoint in the program, only pointer-typed registers hold
 * addresses (memory holding a thread's address is given up on), so an
 * integer register is an integer whatever its value. */
static bool is_ptr_reg(const mfunc *fn, int32_t r)
{
    return fn->ptr_regs && fn->ptr_regs[r];
}

static bool put_frame_regs(pexp *x, const sstate *st, const sframe *f,
                           const uint32_t *ids, int32_t nids, pbuf *b)
{
    const mfunc *fn = &x->s.m->funcs[f->fn];
    for (int32_t r = 0; r < fn->nregs; r++) {
        uint64_t v = f->regs[r];
        int32_t i = points_to_thread(x, st, v)
                  ? index_of(ids, nids, model_ptr_obj(x->s.m, v)) : -2;
        if (i == -2) {
            pb_u64(b, 0);
            pb_u64(b, v);
        } else if (i >= 0 && is_ptr_reg(fn, r)) {
            pb_u64(b, 1 + (uint64_t)i);
            pb_u64(b, model_ptr_off(x->s.m, v));
        } else if (!is_ptr_reg(fn, r) && !x->s.m->ptr_to_int) {
            pb_u64(b, 0); /* an integer that looks like an address */
            pb_u64(b, v);
        } else {
            give_up(x, "a register of %s may hold a thread-local address",
                    fn->name);
            return false;
        }
    }
    return true;
}

/* Thread t's local state with its objects numbered by their canonical
 * order: equal serialisations mean interchangeable threads. */
static bool put_local(pexp *x, const sstate *st, int32_t t, pbuf *b)
{
    const sthread *th = &st->threads[t];
    if (th->keys_obj || th->nheld < 0) {
        give_up(x, "a thread holds thread-specific data, or locks taken "
                "by other means");
        return false;
    }
    uint32_t *ids;
    int32_t n;
    if (!local_objects(x, st, t, &ids, &n))
        return false;
    int32_t hdr[] = {th->site_fn, th->site_ip, th->status, th->atomic_depth,
                     th->nframes, n, th->nheld};
    pb_put(b, hdr, sizeof hdr);
    for (int32_t i = 0; i < x->nmtx && th->nheld; i++)
        if (mutex_owner(st, &x->mtx[i]) == (uint32_t)t + 1) {
            pb_u64(b, x->mtx[i].obj);
            pb_u64(b, x->mtx[i].off);
        }
    bool ok = true;
    for (int32_t k = 0; k < th->nframes && ok; k++) {
        const sframe *f = &th->frames[k];
        put_frame_head(f, b);
        ok = put_frame_regs(x, st, f, ids, n, b);
    }
    for (int32_t i = 0; i < n && ok; i++) {
        const sobj *o = &st->objs[ids[i]];
        ok = bytes_clean(x, st, o);
        pb_u64(b, o->size);
        pb_put(b, o->bytes, o->size);
        pb_u64(b, o->init != NULL);
        if (o->init)
            pb_put(b, o->init, (o->size + 7) / 8);
    }
    free(ids);
    return ok;
}

/* Main and every object no thread but main owns, as raw values. */
static bool put_shared(pexp *x, const sstate *st, pbuf *b)
{
    const sthread *mt = &st->threads[0];
    int32_t hdr[] = {st->exited, st->nkeys, mt->status, mt->atomic_depth,
                     mt->nframes, st->atomic_owner > 0 ? 1 : st->atomic_owner};
    pb_put(b, hdr, sizeof hdr);
    for (int32_t k = 0; k < mt->nframes; k++) {
        const sframe *f = &mt->frames[k];
        put_frame_head(f, b);
        pb_put(b, f->allocas, sizeof(uint32_t) * (size_t)f->nallocas);
        const mfunc *fn = &x->s.m->funcs[f->fn];
        for (int32_t r = 0; r < fn->nregs; r++)
            if (points_to_thread(x, st, f->regs[r]) &&
                (is_ptr_reg(fn, r) || x->s.m->ptr_to_int)) {
                give_up(x, "main holds a thread-local address");
                return false;
            }
        pb_put(b, f->regs, sizeof(uint64_t) * (size_t)x->s.m->funcs[f->fn].nregs);
    }
    if (st->atomic_owner > 0 && !put_local(x, st, st->atomic_owner, b))
        return false;
    for (int32_t i = 1; i < st->nobjs; i++) {
        const sobj *o = &st->objs[i];
        if (o->dead || o->owner > 0)
            continue;
        if (!bytes_clean(x, st, o))
            return false;
        int32_t oh[] = {i, (int32_t)o->size, o->init != NULL};
        pb_put(b, oh, sizeof oh);
        if (!(i < x->s.m->nglobals && x->s.m->globals[i].is_const))
            pb_put(b, o->bytes, o->size);
        if (o->init)
            pb_put(b, o->init, (o->size + 7) / 8);
    }
    return true;
}

/* ---- thread records ---- */

/* Removes thread t's record (frames freed, its objects dead). */
static void drop_thread(sstate *st, int32_t t)
{
    sthread *th = &st->threads[t];
    for (int32_t i = 0; i < st->nobjs; i++)
        if (st->objs[i].owner == t && !st->objs[i].heap)
            st->objs[i].dead = true;
    for (int32_t k = 0; k < th->nframes; k++)
        sim_free_frame(st, &th->frames[k]);
    sim_piece_free(st, th->frames);
    th->frames = NULL;
    th->nframes = th->capframes = 0;
    th->status = 0; /* marks the record for removal */
}

/* Puts the records in the order `order` (old ids, main first), removing
 * the others (status 0); object owners and the atomic owner follow (mutex
 * owners: rename_owners). */
static int32_t *reorder(sstate *st, const int32_t *order, int32_t n)
{
    sthread *tmp = sim_xalloc(sizeof(sthread) * (size_t)n);
    int32_t *map = sim_xalloc(sizeof(int32_t) * (size_t)st->nthreads + 1);
    for (int32_t t = 0; t < st->nthreads; t++)
        map[t] = -1;
    for (int32_t i = 0; i < n; i++) {
        tmp[i] = st->threads[order[i]];
        map[order[i]] = i;
    }
    memcpy(st->threads, tmp, sizeof(sthread) * (size_t)n);
    for (int32_t i = 0; i < st->nobjs; i++)
        if (st->objs[i].owner > 0 && st->objs[i].owner < st->nthreads)
            st->objs[i].owner = map[st->objs[i].owner];
    if (st->atomic_owner > 0)
        st->atomic_owner = map[st->atomic_owner];
    st->nthreads = n;
    free(tmp);
    return map; /* old id -> new id, -1: removed; the caller frees it */
}

/* A fresh copy of thread t's record with copies of its objects; its id,
 * or -1 (given up). */
static int32_t dup_thread(pexp *x, sstate *st, int32_t t)
{
    uint32_t *ids;
    int32_t n;
    if (st->threads[t].nheld != 0) {
        give_up(x, "a copy of a lock holder");
        return -1;
    }
    if (!local_objects(x, st, t, &ids, &n))
        return -1;
    int32_t nt = st->nthreads;
    st->threads = sim_piece_realloc(st, st->threads,
                                    sizeof(sthread) * (size_t)nt,
                                    sizeof(sthread) * (size_t)(nt + 1));
    st->nthreads++;
    sthread *d = &st->threads[nt];
    *d = st->threads[t];
    d->omega = false;
    d->capframes = d->nframes + 1;
    d->frames = sim_piece_alloc(st, sizeof(sframe) * (size_t)d->capframes);
    if (d->nframes)
        memcpy(d->frames, st->threads[t].frames,
               sizeof(sframe) * (size_t)d->nframes);
    uint32_t *nids = sim_xalloc(sizeof(uint32_t) * (size_t)(n + 1));
    for (int32_t i = 0; i < n; i++) {
        sobj src = st->objs[ids[i]]; /* sim_new_object may move objs */
        nids[i] = sim_new_object(&x->s, st, src.size, nt, src.site);
        if (!nids[i]) {
            give_up(x, "object ids exhausted");
            free(ids);
            free(nids);
            return -1;
        }
        sobj *o = &st->objs[nids[i]];
        memcpy(o->bytes, src.bytes, src.size);
        if (src.init) {
            sim_track_init(st, o);
            memcpy(o->init, src.init, (src.size + 7) / 8);
        }
        o->escapes = src.escapes;
        o->var = src.var;
        o->tls = src.tls;
        o->layout = src.layout;
    }
    if (d->tls_base >= 0) /* thread-locals come first, allocated in order */
        d->tls_base = (int32_t)nids[0];
    for (int32_t k = 0; k < d->nframes; k++) {
        sframe *f = &d->frames[k];
        const mfunc *fn = &x->s.m->funcs[f->fn];
        uint64_t *regs = sim_piece_alloc(st, sizeof(uint64_t) * (size_t)fn->nregs);
        if (fn->nregs)
            memcpy(regs, f->regs, sizeof(uint64_t) * (size_t)fn->nregs);
        for (int32_t r = 0; r < fn->nregs; r++) {
            int32_t i = points_to_thread(x, st, regs[r]) && is_ptr_reg(fn, r)
                      ? index_of(ids, n, model_ptr_obj(x->s.m, regs[r])) : -1;
            if (i >= 0)
                regs[r] = model_ptr(x->s.m, nids[i],
                                    model_ptr_off(x->s.m, regs[r]));
        }
        f->regs = regs;
        uint32_t *al = sim_piece_alloc(st, sizeof(uint32_t) * (size_t)f->nallocas);
        for (int32_t a = 0; a < f->nallocas; a++)
            al[a] = nids[index_of(ids, n, f->allocas[a])];
        f->allocas = al;
    }
    free(ids);
    free(nids);
    return nt;
}

/* ---- canonical states ---- */

static int cmp_class(const void *a, const void *b)
{
    const pclass *p = a, *q = b;
    if (p->h1 != q->h1)
        return p->h1 < q->h1 ? -1 : 1;
    return p->h2 < q->h2 ? -1 : p->h2 > q->h2;
}

static pexp *sort_ctx; /* qsort has no context argument */

static int cmp_local(const void *a, const void *b)
{
    const pexp *x = sort_ctx;
    int32_t i = *(const int32_t *)a, j = *(const int32_t *)b;
    size_t li = x->loc_len[i], lj = x->loc_len[j];
    int c = memcmp(x->loc.p + x->loc_off[i], x->loc.p + x->loc_off[j],
                   li < lj ? li : lj);
    if (c)
        return c;
    if (li != lj)
        return li < lj ? -1 : 1;
    return i < j ? -1 : i > j;
}

static bool same_local(const pexp *x, int32_t i, int32_t j)
{
    return x->loc_len[i] == x->loc_len[j] &&
           !memcmp(x->loc.p + x->loc_off[i], x->loc.p + x->loc_off[j],
                   x->loc_len[i]);
}

/* Brings st into canonical form and fills node (shared hash, classes).
 * False if given up. */
static bool canon(pexp *x, sstate *st, pnode *node)
{
    if (st->nrelax) {
        give_up(x, "relaxed-atomic bookkeeping names threads");
        return false;
    }
    for (int32_t t = 1; t < st->nthreads; t++)
        if (st->threads[t].status == TH_DONE)
            drop_thread(st, t);
    if (st->atomic_owner > 0 && (st->atomic_owner >= st->nthreads ||
                                 st->threads[st->atomic_owner].status == 0)) {
        give_up(x, "a thread ended inside an atomic section");
        return false;
    }
    if (st->nthreads > x->loc_cap) {
        x->loc_cap = st->nthreads * 2;
        x->loc_off = sim_xrealloc(x->loc_off, sizeof(size_t) * (size_t)x->loc_cap);
        x->loc_len = sim_xrealloc(x->loc_len, sizeof(size_t) * (size_t)x->loc_cap);
    }
    int32_t *order = sim_xalloc(sizeof(int32_t) * (size_t)(st->nthreads + 1));
    int32_t n = 0;
    x->loc.n = 0;
    order[n++] = 0;
    if (st->atomic_owner > 0)
        order[n++] = st->atomic_owner;
    int32_t first = n;
    x->nowned = st->nthreads;
    x->owned = sim_xalloc(sizeof(int32_t) * (size_t)(st->nthreads + 1));
    for (int32_t i = 0; i < st->nobjs; i++)
        if (!st->objs[i].dead && st->objs[i].owner >= 0 &&
            st->objs[i].owner < st->nthreads)
            x->owned[st->objs[i].owner]++;
    bool locals_ok = true;
    for (int32_t t = 1; t < st->nthreads && locals_ok; t++) {
        if (st->threads[t].status == 0 || t == st->atomic_owner)
            continue;
        x->loc_off[t] = x->loc.n;
        locals_ok = put_local(x, st, t, &x->loc);
        x->loc_len[t] = x->loc.n - x->loc_off[t];
        order[n++] = t;
    }
    free(x->owned);
    x->owned = NULL;
    if (!locals_ok) {
        free(order);
        return false;
    }
    sort_ctx = x;
    qsort(order + first, (size_t)(n - first), sizeof(int32_t), cmp_local);
    /* an omega record absorbs the records of its local state */
    int32_t kept = first;
    for (int32_t i = first; i < n;) {
        int32_t j = i, omega = -1;
        while (j < n && same_local(x, order[i], order[j])) {
            if (st->threads[order[j]].omega && omega < 0)
                omega = order[j];
            j++;
        }
        for (int32_t k = i; k < j; k++) {
            if (omega >= 0 && order[k] != omega)
                drop_thread(st, order[k]);
            else
                order[kept++] = order[k];
        }
        i = j;
    }
    n = kept;
    int32_t *old = sim_xalloc(sizeof(int32_t) * (size_t)(n + 1));
    memcpy(old, order, sizeof(int32_t) * (size_t)n);
    int32_t nold = st->nthreads;
    int32_t *map = reorder(st, order, n);
    bool renamed = rename_owners(x, st, map, nold);
    free(map);
    if (!renamed) {
        free(old);
        free(order);
        return false;
    }
    /* classes over the new ids; local states of the old ones */
    free(node->cls);
    node->cls = sim_xalloc(sizeof(pclass) * (size_t)(n + 1));
    node->ncls = 0;
    for (int32_t i = first; i < n; i++) {
        uint64_t h1, h2;
        vset_hash(x->loc.p + x->loc_off[old[i]], x->loc_len[old[i]], &h1, &h2);
        pclass *last = node->ncls ? &node->cls[node->ncls - 1] : NULL;
        if (last && last->h1 == h1 && last->h2 == h2) {
            last->count++;
        } else {
            node->cls[node->ncls++] = (pclass){h1, h2,
                st->threads[i].omega ? -1 : 1, i};
        }
    }
    qsort(node->cls, (size_t)node->ncls, sizeof(pclass), cmp_class);
    free(old);
    free(order);
    x->glob.n = 0;
    if (!put_shared(x, st, &x->glob))
        return false;
    vset_hash(x->glob.p, x->glob.n, &node->g1, &node->g2);
    node->st = st;
    return true;
}

/* classes are sorted by hash (cmp_class) */
static int32_t class_count(const pnode *a, const pclass *c)
{
    const pclass *f = bsearch(c, a->cls, (size_t)a->ncls, sizeof(pclass),
                              cmp_class);
    return f ? f->count : 0;
}

/* a <= b: same shared part, every class of a at least as large in b */
static bool covered(const pnode *a, const pnode *b)
{
    if (a->g1 != b->g1 || a->g2 != b->g2 || a->ncls > b->ncls)
        return false;
    int32_t j = 0;
    for (int32_t i = 0; i < a->ncls; i++) {
        while (j < b->ncls && cmp_class(&b->cls[j], &a->cls[i]) < 0)
            j++;
        if (j == b->ncls || cmp_class(&b->cls[j], &a->cls[i]) != 0)
            return false;
        int32_t cb = b->cls[j].count;
        if (cb != -1 && (a->cls[i].count == -1 || a->cls[i].count > cb))
            return false;
    }
    return true;
}

/* Karp–Miller acceleration against the ancestors on the search path:
 * the classes that grew become omega.  False if given up. */
static bool accelerate(pexp *x, pnode *node)
{
    int32_t scanned = 0; /* the nearest ancestors: any subset is sound */
    for (int32_t d = x->bucket[node->g1 % PBUCKETS];
         d >= 0 && scanned < PCOVER_SCAN; d = x->stack[d].same_prev) {
        const pnode *a = &x->stack[d];
        scanned += a->g1 == node->g1;
        if (!covered(a, node))
            continue;
        bool grew = false;
        for (int32_t i = 0; i < node->ncls; i++) {
            pclass *c = &node->cls[i];
            sstate *st = node->st;
            if (c->count == -1 || c->count <= class_count(a, c) ||
                st->threads[c->first].nheld != 0)
                continue;
            st->threads[c->first].omega = true;
            for (int32_t k = 1; k < c->count; k++)
                drop_thread(st, c->first + k);
            grew = true;
        }
        if (grew && !canon(x, node->st, node))
            return false;
    }
    return true;
}

/* Checks the at_state targets on st with every omega record present
 * twice (two threads in one local state may race).  False if a target
 * holds. */
static bool targets_clear(pexp *x, const sstate *st)
{
    bool any = false;
    for (int i = 0; i < x->ntargets; i++)
        any |= x->targets[i].at_state != NULL;
    if (!any)
        return true;
    sstate *m = sim_clone(&x->s, st);
    int32_t n = m->nthreads;
    for (int32_t t = 1; t < n && !x->failed; t++)
        if (m->threads[t].omega)
            dup_thread(x, m, t);
    char detail[SOLVE_DETAIL_MAX];
    for (int i = 0; i < x->ntargets && !x->failed; i++) {
        const starget *g = &x->targets[i];
        if (g->at_state && g->at_state(g->ctx, &x->s, m, detail, sizeof detail))
            give_up(x, "a state with any number of threads may have "
                    "%s", detail);
    }
    sim_free_state(m);
    return !x->failed;
}

/* ---- the search ---- */

static double elapsed(const pexp *x)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - x->t0.tv_sec) +
           (double)(t.tv_nsec - x->t0.tv_nsec) * 1e-9;
}

/* -v: a line every 2 s of a long search */
static void progress(pexp *x)
{
    const double every = 2.0;
    if (!x->o->verbose || (x->states & 255) != 0)
        return;
    double t = elapsed(x);
    if (t < x->next_report)
        return;
    x->next_report = t + every;
    fprintf(stderr, "pnbmc: param: %lld abstract states, depth %d, %.1f s\n",
            (long long)x->states, x->depth, t);
}

static bool over_limits(pexp *x)
{
    const sopts *o = x->o;
    if (o->timeout > 0 && (x->states & 63) == 0 && elapsed(x) > o->timeout)
        give_up(x, "timeout after %.0f s", o->timeout);
    else if (o->max_states > 0 && x->states >= o->max_states)
        give_up(x, "state limit %lld reached", (long long)o->max_states);
    else if ((x->states & 1023) == 0 && solve_memory_over(o))
        give_up(x, "memory limit reached");
    return x->failed;
}

/* Takes over st: canonical form, acceleration, then onto the stack if
 * new. */
/* Whether node was explored already, or is covered by one of the last
 * PCOVER_SCAN explored states with its shared part.  Pruning by coverage
 * is only an economy (any subset of the covering states would be sound);
 * the exact check keeps the search finite. */
static bool seen_covers(pexp *x, const pnode *node)
{
    pbuf *k = &x->glob; /* the shared part, then the classes */
    for (int32_t i = 0; i < node->ncls; i++) {
        pb_u64(k, node->cls[i].h1);
        pb_u64(k, node->cls[i].h2);
        pb_u64(k, (uint64_t)(int64_t)node->cls[i].count);
    }
    uint64_t h1, h2;
    bool fresh;
    vset_hash(k->p, k->n, &h1, &h2);
    vset_slot(&x->exact, h1, h2, &fresh);
    if (!fresh)
        return true;
    int32_t scanned = 0;
    for (int32_t i = x->seen_bucket[node->g1 % PBUCKETS];
         i >= 0 && scanned < PCOVER_SCAN; i = x->seen[i].same_prev) {
        scanned += x->seen[i].g1 == node->g1;
        if (covered(node, &x->seen[i]))
            return true;
    }
    return false;
}

static void remember(pexp *x, const pnode *node)
{
    if (x->nseen == x->capseen) {
        x->capseen = x->capseen ? x->capseen * 2 : 1024;
        x->seen = sim_xrealloc(x->seen, sizeof(pnode) * (size_t)x->capseen);
    }
    pnode *v = &x->seen[x->nseen];
    *v = (pnode){.g1 = node->g1, .g2 = node->g2, .ncls = node->ncls};
    v->cls = sim_xalloc(sizeof(pclass) * (size_t)(node->ncls + 1));
    memcpy(v->cls, node->cls, sizeof(pclass) * (size_t)node->ncls);
    v->same_prev = x->seen_bucket[node->g1 % PBUCKETS];
    x->seen_bucket[node->g1 % PBUCKETS] = x->nseen++;
}

/* Takes over st: canonical form, acceleration, then onto the stack
 * unless an explored state covers it: by monotonicity the runs from it
 * are covered by the runs from that one. */
static void visit(pexp *x, sstate *st)
{
    pnode node = {0};
    bool fresh = canon(x, st, &node) && accelerate(x, &node) &&
                 !seen_covers(x, &node);
    if (!fresh || !targets_clear(x, st)) {
        free(node.cls);
        sim_free_state(st);
        return;
    }
    remember(x, &node);
    x->states++;
    if (x->depth + 1 >= x->cap) {
        x->cap = x->cap ? x->cap * 2 : 64;
        x->stack = sim_xrealloc(x->stack, sizeof(pnode) * (size_t)x->cap);
    }
    node.same_prev = x->bucket[node.g1 % PBUCKETS];
    x->stack[++x->depth] = node;
    x->bucket[node.g1 % PBUCKETS] = x->depth;
}

static void pop(pexp *x)
{
    pnode *n = &x->stack[x->depth--];
    x->bucket[n->g1 % PBUCKETS] = n->same_prev;
    sim_free_state(n->st);
    free(n->cls);
}

static bool wants_errors(const pexp *x)
{
    for (int i = 0; i < x->ntargets; i++)
        if (x->targets[i].at_error)
            return true;
    return false;
}

static void fire(pexp *x, int32_t tid, int32_t choice)
{
    sstate *child = sim_clone(&x->s, x->stack[x->depth].st);
    int32_t t = tid;
    if (child->threads[tid].omega && (t = dup_thread(x, child, tid)) < 0) {
        sim_free_state(child);
        return;
    }
    spending p;
    sim_pending(&x->s, child, t, &p);
    note_mutex(x, child, &p);
    if (x->failed) {
        sim_free_state(child);
        return;
    }
    sstep step;
    sresult r = sim_fire(&x->s, child, t, choice, &step);
    sim_step_free(&step);
    if (x->s.soft_cut[0]) {
        give_up(x, "%s", x->s.soft_cut);
        x->s.soft_cut[0] = 0;
    }
    if (r == SR_OK && !x->failed) {
        visit(x, child);
        return;
    }
    if (r == SR_ERROR && wants_errors(x))
        give_up(x, "an assertion may fail (%s)", x->s.cut_reason);
    else if (r == SR_CUT_BOUND || r == SR_CUT_UNKNOWN)
        give_up(x, "%s", x->s.cut_reason);
    sim_free_state(child);
}

static bool next_move(pexp *x, int32_t *tid, int32_t *choice)
{
    pnode *n = &x->stack[x->depth];
    spending p;
    for (; n->tid < n->st->nthreads; n->tid++, n->choice = 0) {
        sim_pending(&x->s, n->st, n->tid, &p);
        if (p.kind == PO_NONE || !p.enabled || n->choice >= p.nchoices)
            continue;
        if (p.domain_cut) {
            mloc l = x->s.m->funcs[p.fn].code[p.ip].loc;
            give_up(x, "nondet domain cut at %s:%d", model_file(x->s.m, l),
                    l.line);
            return false;
        }
        *tid = n->tid;
        *choice = n->choice++;
        return true;
    }
    return false;
}

bool solve_param(const sim *s, const starget *targets, int ntargets,
                 const sopts *o, int64_t *states, char *why, size_t n)
{
    pexp x = {0};
    x.s = *s;
    x.s.net = NULL;
    x.s.record_hops = x.s.trace_full = x.s.force_nondet = false;
    x.s.anon_tids = true;
    x.s.shared_heap = true;
    x.s.max_threads = INT32_MAX / 4;
    x.s.soft_cut[0] = 0;
    x.s.init_log = (sstep){0};
    x.targets = targets;
    x.ntargets = ntargets;
    x.o = o;
    x.depth = -1;
    x.next_report = 2.0;
    clock_gettime(CLOCK_MONOTONIC, &x.t0);
    for (int i = 0; i < ntargets; i++)
        if (targets[i].at_cycle)
            give_up(&x, "%s", "starvation targets are not supported");
    if (s->entry_threads > 0)
        give_up(&x, "%s", "--entry harnesses are not supported");
    if (!x.failed && applicable(&x)) {
        vset_init(&x.exact, false, false);
        x.bucket = sim_xalloc(sizeof(int32_t) * PBUCKETS);
        x.seen_bucket = sim_xalloc(sizeof(int32_t) * PBUCKETS);
        for (int32_t b = 0; b < PBUCKETS; b++)
            x.bucket[b] = x.seen_bucket[b] = -1;
        sresult r;
        sstate *init = sim_initial(&x.s, &r);
        if (x.s.soft_cut[0])
            give_up(&x, "%s", x.s.soft_cut);
        if (r == SR_OK && !x.failed)
            visit(&x, init);
        else {
            if (r != SR_OK)
                give_up(&x, "%s", r == SR_ERROR ? "an assertion may fail"
                                                : x.s.cut_reason);
            sim_free_state(init);
        }
        while (x.depth >= 0 && !x.failed && !over_limits(&x)) {
            int32_t tid, choice;
            progress(&x);
            if (next_move(&x, &tid, &choice))
                fire(&x, tid, choice);
            else if (!x.failed)
                pop(&x);
        }
        while (x.depth >= 0)
            pop(&x);
        for (int32_t i = 0; i < x.nseen; i++)
            free(x.seen[i].cls);
        vset_free(&x.exact);
    }
    free(x.stack);
    free(x.bucket);
    free(x.mtx);
    free(x.seen);
    free(x.seen_bucket);
    free(x.glob.p);
    free(x.loc.p);
    free(x.loc_off);
    free(x.loc_len);
    *states = x.states;
    snprintf(why, n, "%s", x.why);
    return !x.failed;
}
