/* solve/sim.c — the concrete semantics of the program model.
 *
 * Invariant between steps: every live thread stands at a visible
 * instruction (an interleaving point).  sim_fire executes that instruction
 * and then the thread's following local (invisible) instructions up to its
 * next visible one: local computation commutes with every other thread's
 * steps, so folding it into the step loses no behaviour. */
#include "solve/sim_priv.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define LOCAL_STEP_LIMIT 1000000

typedef struct {
    sim *s;
    sstate *st;
    int32_t tid;
    sstep *log;
    bool describe;  /* only the visible instruction names the step */
    bool describe_lines; /* log local lines into log (trace_full) */
} ctx;

static sthread *cur_thread(ctx *c) { return &c->st->threads[c->tid]; }
static sframe *cur_frame(ctx *c)
{
    sthread *t = cur_thread(c);
    return &t->frames[t->nframes - 1];
}
static const mfunc *cur_func(ctx *c) { return &c->s->m->funcs[cur_frame(c)->fn]; }
static const minstr *cur_instr(ctx *c)
{
    return &cur_func(c)->code[cur_frame(c)->ip];
}

mloc sim_thread_loc(const sim *s, const sstate *st, int32_t tid)
{
    const sthread *t = &st->threads[tid];
    mloc l = {-1, 0, 0};
    for (int32_t k = t->nframes - 1; k >= 0 && l.file < 0; k--) {
        const mfunc *fn = &s->m->funcs[t->frames[k].fn];
        if (!fn->standin || k == 0)
            l = fn->code[t->frames[k].ip].loc;
    }
    return l;
}

mloc sim_program_call(const sim *s, const sstate *st, int32_t tid,
                      int32_t *callee)
{
    const sthread *t = &st->threads[tid];
    mloc l = sim_thread_loc(s, st, tid);
    *callee = -1;
    for (int32_t k = t->nframes - 2;
         k >= 0 && model_in_libc(s->m, l); k--) {
        const mfunc *fn = &s->m->funcs[t->frames[k].fn];
        mloc at = fn->code[t->frames[k].ip].loc;
        if (at.file >= 0 && !fn->standin) {
            l = at;
            *callee = t->frames[k + 1].fn;
        }
    }
    return l;
}

mloc sim_program_loc(const sim *s, const sstate *st, int32_t tid)
{
    int32_t callee;
    return sim_program_call(s, st, tid, &callee);
}

static mloc step_loc(ctx *c) { return sim_thread_loc(c->s, c->st, c->tid); }

/* The C library model's qsort, or -1 (looked up once: s->qsort_fn holds
 * it + 1, or -1 for none, 0 before). */
static int32_t qsort_model(sim *s)
{
    if (s->qsort_fn == 0) {
        s->qsort_fn = -1;
        for (int32_t f = 0; f < s->m->nfuncs; f++) {
            const mfunc *fn = &s->m->funcs[f];
            if (!strcmp(fn->name, "qsort") && fn->ncode > 0 &&
                model_in_libc(s->m, fn->code[0].loc))
                s->qsort_fn = f + 1;
        }
    }
    return s->qsort_fn > 0 ? s->qsort_fn - 1 : -1;
}

/* Is thread tid inside a call of the C library model's qsort (in its
 * comparator, the only program code it calls)? */
static bool in_qsort(sim *s, const sstate *st, int32_t tid)
{
    int32_t q = qsort_model(s);
    const sthread *t = &st->threads[tid];
    for (int32_t k = t->nframes - 2; q >= 0 && k >= 0; k--)
        if (t->frames[k].fn == q)
            return true;
    return false;
}

static void vfail(ctx *c, bool limit, const char *fmt, va_list ap)
{
    vsnprintf(c->s->cut_reason, sizeof c->s->cut_reason, fmt, ap);
    sthread *t = cur_thread(c);
    c->s->cut_loc = t->nframes ? step_loc(c) : (mloc){-1, 0, 0};
    c->s->cut_from = t->nframes ? sim_program_loc(c->s, c->st, c->tid)
                                : (mloc){-1, 0, 0};
    c->s->cut_limit = limit;
}

static sresult fail(ctx *c, sresult r, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static sresult fail(ctx *c, sresult r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, false, fmt, ap);
    va_end(ap);
    return r;
}

/* An SR_CUT_UNKNOWN that a limit of the simulator makes, not the
 * program (sim.cut_limit). */
static sresult limit_cut(ctx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static sresult limit_cut(ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, true, fmt, ap);
    va_end(ap);
    return SR_CUT_UNKNOWN;
}

/* Notes a bound without ending the run: the value of something C leaves
 * unspecified (uninitialised memory or variable) is taken as `as` (0, or
 * for a synchronisation object the state its zero bytes mean), so this
 * run stands for one of its possible values only.  The text ends in
 * " taken as <as>" (checks/engines.c cuts it there). */
static void soft_cut(ctx *c, const char *as, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void soft_cut(ctx *c, const char *as, const char *fmt, ...)
{
    if (c->s->soft_cut[0])
        return;
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    mloc l = cur_instr(c)->loc;
    snprintf(c->s->soft_cut, sizeof c->s->soft_cut, "%s at %s:%d taken as %s",
             what, model_file(c->s->m, l), l.line, as);
}

static uint64_t val(const sframe *f, const mopnd *o)
{
    return o->kind == OPND_REG ? f->regs[o->reg] : o->imm;
}

/* ---- memory ---- */
/* Thread-local globals: the address of global g means the current
 * thread's copy, the k-th of the copies made when the thread started. */
static uint32_t tls_copy(ctx *c, uint32_t g)
{
    const model *m = c->s->m;
    int32_t k = 0;
    for (uint32_t i = 1; i < g; i++)
        k += m->globals[i].thread_local;
    return (uint32_t)sim_tls_id(c->s, c->st, c->tid, k);
}

/* Thread tid's copies of the thread-locals: in its first slots, else
 * (sim_tls_in_slots refuses) as a block of ids from the next one on. */
static void tls_create(sim *s, sstate *st, int32_t tid)
{
    const model *m = s->m;
    int32_t count = 0;
    for (int32_t g = 1; g < m->nglobals; g++)
        count += m->globals[g].thread_local;
    bool slots = sim_tls_in_slots(s, st, tid, count);
    st->threads[tid].tls_base = slots ? TLS_IN_SLOTS : -1;
    for (int32_t g = 1, k = 0; g < m->nglobals; g++) {
        if (!m->globals[g].thread_local)
            continue;
        uint32_t id = slots
            ? sim_renew_object(st, (uint32_t)sim_tls_id(s, st, tid, k++),
                               m->globals[g].size, tid, (mloc){-1, 0, 0})
            : sim_new_object(s, st, m->globals[g].size, tid,
                             (mloc){-1, 0, 0});
        if (!id)
            return; /* ids exhausted: accesses then fail as invalid */
        if (st->threads[tid].tls_base == -1)
            st->threads[tid].tls_base = (int32_t)id;
        memcpy(st->objs[id].bytes, m->globals[g].init, m->globals[g].size);
        st->objs[id].var = m->globals[g].name;
        st->objs[id].tls = true;
        st->objs[id].layout = &m->globals[g];
        /* its address is a value (model/tls.c): other threads may reach
         * it, so its accesses are steps */
        st->objs[id].escapes = m->globals[g].tls_escapes;
    }
}

/* An unpublished block that the running thread did not allocate: it
 * reached this thread by a way publish_pointed does not see
 * (unpublished_reached). */
static bool unpublished_elsewhere(const ctx *c, const sobj *o)
{
    return o->unpublished && o->heap_private != c->tid + 1;
}

static bool resolve(ctx *c, uint64_t ptr, uint64_t size, uint32_t *obj,
                    uint64_t *off)
{
    const model *m = c->s->m;
    *obj = model_ptr_obj(m, ptr);
    *off = model_ptr_off(m, ptr);
    if (*obj < (uint32_t)m->nglobals && m->globals[*obj].thread_local) {
        if (m->globals[*obj].tls_escapes)
            return false;
        *obj = tls_copy(c, *obj);
    }
    if (*obj == 0 || *obj >= (uint32_t)c->st->nobjs)
        return false;
    const sobj *o = &c->st->objs[*obj];
    if (o->dead || *off + size > o->size)
        return false;
    if (unpublished_elsewhere(c, o))
        return false; /* bad_access says why */
    if (*obj < (uint32_t)m->nglobals && m->globals[*obj].func >= 0)
        return false;
    return true;
}

/* An offset in the upper half of an object's range is a negative one
 * from the next object (p - 1 with p at its start wraps there): names
 * that object, or returns false. */
static bool before_start(ctx *c, uint64_t ptr, char *out, size_t n)
{
    const model *m = c->s->m;
    uint32_t next = model_ptr_obj(m, ptr) + 1;
    uint64_t off = model_ptr_off(m, ptr), span = UINT64_C(1) << m->obj_shift;
    if (off < span / 2 || next == 0 || next >= (uint32_t)c->st->nobjs ||
        c->st->objs[next].size == 0)
        return false;
    char name[160];
    sim_object_range_name(c->s, c->st, next, 0, c->st->objs[next].size, name,
                          sizeof name);
    snprintf(out, n, "%" PRIu64 " bytes before the start of %s", span - off,
             name);
    return true;
}

/* Another thread than its own reached unpublished block obj: its
 * address left that thread by a way publish_pointed does not see, and
 * its thread's accesses to it were taken for local steps. */
static sresult unpublished_reached(ctx *c, uint32_t obj)
{
    char nm[160];
    sim_object_name(c->s, c->st, obj, 0, nm, sizeof nm);
    return fail(c, SR_CUT_UNKNOWN, "unsupported: T%d reached %s, a block "
                "of T%d whose address was neither stored in memory that "
                "other threads may read nor passed to a thread (pnbmc "
                "took T%d's accesses to it for private ones)", c->tid, nm,
                c->st->objs[obj].heap_private - 1,
                c->st->objs[obj].heap_private - 1);
}

static sresult bad_access(ctx *c, uint64_t ptr)
{
    char where[200];
    if (before_start(c, ptr, where, sizeof where))
        return fail(c, SR_CUT_UNKNOWN, "out-of-bounds access %s", where);
    uint32_t obj = model_ptr_obj(c->s->m, ptr);
    if (obj < (uint32_t)c->s->m->nglobals && c->s->m->globals[obj].thread_local)
        return fail(c, SR_CUT_UNKNOWN, "unsupported: address of thread-local "
                    "variable '%s' used as a value", c->s->m->globals[obj].name);
    if (obj == 0)
        return fail(c, SR_CUT_UNKNOWN, "null pointer dereference");
    if (obj < (uint32_t)c->st->nobjs && c->st->objs[obj].dead)
        return fail(c, SR_CUT_UNKNOWN, "use of freed or dead memory");
    if (obj < (uint32_t)c->st->nobjs && c->st->objs[obj].unpublished)
        return unpublished_reached(c, obj);
    return fail(c, SR_CUT_UNKNOWN, "out-of-bounds or invalid memory access");
}

static uint64_t mem_read(ctx *c, uint32_t obj, uint64_t off, uint64_t n)
{
    const uint8_t *b = c->st->objs[obj].bytes + off;
    uint64_t v = 0;
    for (uint64_t i = 0; i < n && i < 8; i++)
        v |= (uint64_t)b[i] << (8 * i);
    return v;
}

/* Marks bytes [off, off+n) of obj written (objects that track it). */
static void mem_mark_init(ctx *c, uint32_t obj, uint64_t off, uint64_t n)
{
    uint8_t *init = c->st->objs[obj].init;
    for (uint64_t i = off; init && i < off + n; i++)
        init[i / 8] |= (uint8_t)(1u << (i % 8));
}

/* True if every byte of [off, off+n) of obj has been written. */
static bool mem_is_init(ctx *c, uint32_t obj, uint64_t off, uint64_t n)
{
    const uint8_t *init = c->st->objs[obj].init;
    for (uint64_t i = off; init && i < off + n; i++)
        if (!(init[i / 8] >> (i % 8) & 1))
            return false;
    return true;
}

/* Bytes [off, off+n) of obj become input bytes (on) or not. */
static void mem_mark_input(ctx *c, uint32_t obj, uint64_t off, uint64_t n,
                           bool on)
{
    sobj *o = &c->st->objs[obj];
    if (!o->input && !on)
        return;
    if (!o->input) /* zeroed */
        o->input = sim_piece_alloc(c->st, (o->size + 7) / 8);
    for (uint64_t i = off; i < off + n; i++)
        o->input[i / 8] = (uint8_t)(on ? o->input[i / 8] | (1u << (i % 8))
                                       : o->input[i / 8] & ~(1u << (i % 8)));
}

/* The first byte of [off, off+n) of obj that is an input byte, or -1. */
static int64_t first_input(ctx *c, uint32_t obj, uint64_t off, uint64_t n)
{
    const uint8_t *in = c->st->objs[obj].input;
    for (uint64_t i = off; in && i < off + n; i++)
        if (in[i / 8] >> (i % 8) & 1)
            return (int64_t)(i - off);
    return -1;
}

static bool is_private(const sim *s, const sstate *st, uint32_t obj,
                       int32_t tid)
{
    if (obj < (uint32_t)s->m->nglobals || obj >= (uint32_t)st->nobjs)
        return false;
    const sobj *o = &st->objs[obj];
    return (o->owner == tid && !o->escapes) || o->heap_private == tid + 1;
}

/* An unpublished heap block (sobj.unpublished) is private to the thread
 * that allocated it: no other thread can have its address, so that
 * thread's accesses to it commute with every other thread's steps and
 * are local ones, as a thread_private block's are.  Its address leaves
 * the thread when it is stored where another thread may read it (any
 * object not private to the writer), passed to a new thread or returned
 * by a thread; the block is published then, with every unpublished block
 * a pointer in it leads to.  The words checked are every pointer-sized
 * window a write overlaps, so a pointer copied a byte at a time is seen
 * once whole.  A pointer's bytes taken apart (a load or a memcpy of part
 * of a word that holds it) publish its block too: they may be put
 * together anywhere, in any order.  Its bits cannot leave otherwise (an
 * address used as a number is a cut).  Another thread's access to an
 * unpublished block is unknown (bad_access), and so is its publishing
 * one: it may be a way this misses, and the owner's accesses were taken
 * for private ones (such a publication is not made, so the access that
 * follows is the cut). */
static void publish_block(ctx *c, uint32_t obj);

/* Value v, if it points into an unpublished block, leaves its thread
 * (stored in shared memory, a new thread's argument, a thread's result):
 * the block is published. */
static void publish_value(ctx *c, uint64_t v)
{
    uint32_t t = model_ptr_obj(c->s->m, v);
    if (t < (uint32_t)c->st->nobjs && c->st->objs[t].unpublished)
        publish_block(c, t);
}

/* Publishes the blocks the pointers overlapping bytes [off, off+n) of
 * obj point into; partly: only those the range does not hold whole. */
static void publish_overlapping(ctx *c, uint32_t obj, uint64_t off,
                                uint64_t n, bool partly)
{
    const model *m = c->s->m;
    uint64_t w = (uint64_t)m->ptr_bits / 8, size = c->st->objs[obj].size;
    if (size < w)
        return;
    uint64_t lo = off + 1 >= w ? off + 1 - w : 0;
    uint64_t hi = off + n < size - w + 1 ? off + n : size - w + 1;
    for (uint64_t i = lo; i < hi; i++) {
        if (!partly || i < off || i + w > off + n)
            publish_value(c, mem_read(c, obj, i, w));
    }
}

static void publish_pointed(ctx *c, uint32_t obj, uint64_t off, uint64_t n)
{
    publish_overlapping(c, obj, off, n, false);
}

/* A read of bytes [off, off+n) of obj: the pointers it takes apart. */
static void publish_taken_apart(ctx *c, uint32_t obj, uint64_t off,
                                uint64_t n)
{
    publish_overlapping(c, obj, off, n, true);
}

static void publish_block(ctx *c, uint32_t obj)
{
    sobj *o = &c->st->objs[obj];
    if (unpublished_elsewhere(c, o))
        return; /* another thread has its address: unpublished_reached */
    o->unpublished = false;
    o->heap_private = 0;
    publish_pointed(c, obj, 0, o->size);
}

static void mem_write(ctx *c, uint32_t obj, uint64_t off, uint64_t n,
                      uint64_t v)
{
    uint8_t *b = c->st->objs[obj].bytes + off;
    for (uint64_t i = 0; i < n && i < 8; i++)
        b[i] = (uint8_t)(v >> (8 * i));
    mem_mark_init(c, obj, off, n);
    mem_mark_input(c, obj, off, n, false);
    if (!is_private(c->s, c->st, obj, c->tid))
        publish_pointed(c, obj, off, n);
}

/* ---- control flow ---- */
static void note_point(ctx *c)
{
    if (!c->s->record_hops || !c->log)
        return;
    sframe *f = cur_frame(c);
    if (!net_is_point(&c->s->m->funcs[f->fn], f->ip))
        return;
    sstep *l = c->log;
    l->hop_fn = sim_xrealloc(l->hop_fn, sizeof(int32_t) * (size_t)(l->nhops + 1));
    l->hop_pt = sim_xrealloc(l->hop_pt, sizeof(int32_t) * (size_t)(l->nhops + 1));
    l->hop_fn[l->nhops] = f->fn;
    l->hop_pt[l->nhops++] = f->ip;
}

static void advance(ctx *c)
{
    cur_frame(c)->ip++;
    note_point(c);
}

static void goto_block(ctx *c, int32_t to)
{
    sframe *f = cur_frame(c);
    const mfunc *fn = cur_func(c);
    const mblock *b = &fn->blocks[to];
    uint64_t tmp[64];
    uint64_t *vals = b->nphis <= 64 ? tmp : sim_xalloc(sizeof(uint64_t) * (size_t)b->nphis);
    for (int32_t i = 0; i < b->nphis; i++) {
        const minstr *phi = &fn->code[b->first + i];
        vals[i] = 0;
        for (int32_t k = 0; k < phi->phi_preds_n; k++)
            if (phi->phi_preds[k] == f->block) {
                vals[i] = model_mask(phi->bits, val(f, &phi->ops[k]));
                break;
            }
    }
    for (int32_t i = 0; i < b->nphis; i++)
        f->regs[fn->code[b->first + i].dst] = vals[i];
    if (vals != tmp)
        free(vals);
    f->block = to;
    f->ip = b->first + b->nphis;
    note_point(c);
}

static sresult push_frame(ctx *c, int32_t tid, int32_t fi, const uint64_t *args,
                          int32_t nargs, int32_t ret_dst)
{
    sthread *t = &c->st->threads[tid];
    const mfunc *fn = &c->s->m->funcs[fi];
    if (t->nframes >= c->s->max_depth)
        return fail(c, SR_CUT_BOUND, "call depth bound %d reached",
                    c->s->max_depth);
    if (fn->nparams != nargs && nargs < fn->nparams)
        return fail(c, SR_CUT_UNKNOWN, "call of %s with too few arguments",
                    fn->name);
    if (t->nframes == t->capframes) {
        size_t old = sizeof(sframe) * (size_t)t->capframes;
        t->capframes = t->capframes ? t->capframes * 2 : 4;
        t->frames = sim_piece_realloc(c->st, t->frames, old,
                                      sizeof(sframe) * (size_t)t->capframes);
    }
    sframe *f = &t->frames[t->nframes++];
    memset(f, 0, sizeof *f);
    f->fn = fi;
    f->ret_dst = ret_dst;
    f->regs = sim_piece_alloc(c->st, sizeof(uint64_t) * (size_t)fn->nregs);
    for (int32_t i = 0; i < fn->nparams; i++)
        f->regs[i] = args[i];
    f->atomic_fn = fn->atomic_fn;
    if (fn->atomic_fn) {
        t->atomic_depth++;
        c->st->atomic_owner = tid;
    }
    f->block = 0;
    f->ip = fn->blocks[0].first + fn->blocks[0].nphis;
    return SR_OK;
}

static void release_frame(ctx *c, sthread *t)
{
    sframe *f = &t->frames[t->nframes - 1];
    for (int32_t i = 0; i < f->nallocas; i++)
        c->st->objs[f->allocas[i]].dead = true;
    if (f->atomic_fn && --t->atomic_depth == 0)
        c->st->atomic_owner = -1;
    sim_free_frame(c->st, f);
    t->nframes--;
}

/* Thread tid's copies of the thread-locals (tls_create's, in global
 * order; fewer when ids ran out) end with it (alive false; C11 6.2.4: a
 * pointer to one that another thread kept is dangling), or are alive
 * again with their initial values (alive true: a new thread of the same
 * id, as glibc gives the block to the next thread it creates).  No stack
 * object takes their ids meanwhile (sim_new_stack_object). */
static void tls_set_alive(ctx *c, int32_t tid, bool alive)
{
    const model *m = c->s->m;
    for (int32_t g = 1, k = 0; g < m->nglobals; g++) {
        if (!m->globals[g].thread_local)
            continue;
        int32_t id = sim_tls_id(c->s, c->st, tid, k++);
        if (id < 0 || id >= c->st->nobjs)
            return;
        sobj *o = &c->st->objs[id];
        o->dead = !alive;
        if (alive) {
            memcpy(o->bytes, m->globals[g].init, m->globals[g].size);
            sim_piece_free(c->st, o->input); /* the new thread's bytes */
            o->input = NULL;
        }
    }
}

typedef struct { ctx *c; int32_t t; } tls_of;

/* Whether value v, read as a pointer, points into one of the ended
 * thread t's copies of thread-locals whose address escapes. */
static bool points_to_tls_of(const void *arg, uint64_t v)
{
    const tls_of *a = arg;
    const model *m = a->c->s->m;
    uint32_t obj = model_ptr_obj(m, model_mask(m->ptr_bits, v));
    for (int32_t g = 1, k = 0; g < m->nglobals; g++) {
        if (!m->globals[g].thread_local)
            continue;
        int32_t id = sim_tls_id(a->c->s, a->c->st, a->t, k++);
        if (id < 0)
            return false;
        if (obj == (uint32_t)id && m->globals[g].tls_escapes)
            return true;
    }
    return false;
}

/* Whether a pointer to the ended thread t's thread-local copies may still
 * be held (sim_value_held).  Reviving the copies for the next thread of
 * its id would let such a dangling pointer read the new thread's values
 * instead of failing as a use of dead memory (C11 6.2.4). */
static bool tls_still_reached(ctx *c, int32_t t)
{
    const model *m = c->s->m;
    bool any = false;
    for (int32_t g = 1; g < m->nglobals; g++)
        any |= m->globals[g].thread_local && m->globals[g].tls_escapes;
    if (!any || c->st->threads[t].tls_base == -1)
        return false;
    tls_of a = {c, t};
    return sim_value_held(c->s, c->st, points_to_tls_of, &a);
}

/* returned: the thread left its start routine (for main: the process
 * ends); else pthread_exit, which ends the thread alone, main too. */
static void finish_thread(ctx *c, int32_t tid, uint64_t retval,
                          bool retval_undef, bool returned)
{
    sthread *t = &c->st->threads[tid];
    while (t->nframes)
        release_frame(c, t);
    tls_set_alive(c, tid, false);
    t->status = TH_DONE;
    publish_value(c, retval);
    t->retval = retval;
    t->retval_undef = retval_undef;
    if (t->atomic_depth) {
        t->atomic_depth = 0;
        c->st->atomic_owner = -1;
    }
    if (tid == 0 && returned)
        c->st->exited = true; /* main returned: the process ends */
}

/* The function pointer fp points into (its offset unchecked), -1 if it
 * points to no function of the program. */
static int32_t function_at(const model *m, uint64_t fp)
{
    uint32_t obj = model_ptr_obj(m, fp);
    return obj < (uint32_t)m->nglobals ? m->globals[obj].func : -1;
}

#define DESTRUCTOR_ROUNDS 4    /* glibc's PTHREAD_DESTRUCTOR_ITERATIONS */

/* The next thread-specific data destructor the ending thread runs (a
 * key whose value is not NULL and that has one), as POSIX's rounds: the
 * value becomes NULL and the destructor gets it in a new bottom frame.
 * False when none is left (no round called one, or the last round). */
static bool next_destructor(ctx *c, sresult *r)
{
    sthread *t = cur_thread(c);
    const model *m = c->s->m;
    uint64_t psz = (uint64_t)m->ptr_bits / 8;
    if (!c->st->dtors_obj || !t->keys_obj)
        return false;
    for (;;) {
        for (int32_t k = t->dtor_next; k < c->st->nkeys; k++) {
            uint64_t fp = mem_read(c, (uint32_t)c->st->dtors_obj, (uint64_t)k * psz, psz);
            uint64_t v = mem_read(c, (uint32_t)t->keys_obj, (uint64_t)k * psz, psz);
            if (fp <= SIM_KEY_DELETED || !v) /* none, or the key deleted */
                continue;
            mem_write(c, (uint32_t)t->keys_obj, (uint64_t)k * psz, psz, 0);
            t->dtor_next = k + 1;
            t->dtor_called = true;
            int32_t fi = function_at(m, fp); /* checked by note_destructor */
            *r = push_frame(c, c->tid, fi, &v, m->funcs[fi].nparams ? 1 : 0, -1);
            return true;
        }
        if (!t->dtor_called || t->dtor_round + 1 >= DESTRUCTOR_ROUNDS)
            return false;
        t->dtor_round++;
        t->dtor_next = 0;
        t->dtor_called = false;
    }
}

/* The current thread ends with result rv (returned from its routine, or
 * pthread_exit): first its destructors run, each in a frame of its own
 * (their return comes back here), then it finishes with the result it
 * ended with.  main's return ends the process: no destructors. */
static void reset_running_onces(ctx *c); /* sim_prim.inc */

static sresult end_thread(ctx *c, uint64_t rv, bool rv_undef, bool returned)
{
    sthread *t = cur_thread(c);
    if (!returned && !t->exiting)
        reset_running_onces(c);
    if (c->tid == 0 && returned && !t->exiting) {
        finish_thread(c, c->tid, rv, rv_undef, true);
        return SR_OK;
    }
    if (!t->exiting) {
        t->exiting = true;
        publish_value(c, rv);
        t->retval = rv;
        t->retval_undef = rv_undef;
    }
    while (t->nframes)
        release_frame(c, t);
    sresult r = SR_OK;
    if (next_destructor(c, &r))
        return r;
    finish_thread(c, c->tid, t->retval, t->retval_undef, false);
    return SR_OK;
}

static sresult do_return(ctx *c, const minstr *mi)
{
    sthread *t = cur_thread(c);
    uint64_t rv = mi->nops ? model_mask(mi->ops[0].bits,
                                        val(cur_frame(c), &mi->ops[0])) : 0;
    if (t->nframes == 1)
        return end_thread(c, rv, mi->ret_undef, true);
    int32_t dst = cur_frame(c)->ret_dst;
    release_frame(c, t);
    if (dst >= 0)
        cur_frame(c)->regs[dst] = rv;
    advance(c);
    return SR_OK;
}

static sresult do_call(ctx *c, const minstr *mi)
{
    sframe *f = cur_frame(c);
    int32_t fi = mi->callee;
    if (fi < 0) {
        uint64_t p = val(f, &mi->ops[0]);
        fi = function_at(c->s->m, p);
        if (fi < 0 || model_ptr_off(c->s->m, p))
            return fail(c, SR_CUT_UNKNOWN, "call through an invalid or "
                        "external function pointer");
    }
    uint64_t args[32];
    int32_t nargs = mi->nops - 1;
    if (nargs > 32)
        return limit_cut(c, "call with more than 32 arguments");
    for (int32_t i = 0; i < nargs; i++)
        args[i] = val(f, &mi->ops[i + 1]);
    sresult r = push_frame(c, c->tid, fi, args, nargs, mi->dst);
    if (r == SR_OK)
        note_point(c);
    return r;
}

/* LLVM's orders: 4 acquire, 5 release, 6 acq_rel, 7 seq_cst. */
static bool order_acquires(int o) { return o == 4 || o == 6 || o == 7; }
static bool order_releases(int o) { return o == 5 || o == 6 || o == 7; }

#include "solve/sim_exec.inc"

/* ---- visibility ---- */
static bool access_visible(const sim *s, const sstate *st, int32_t tid,
                           const sframe *f, const mopnd *ptr)
{
    uint32_t obj = model_ptr_obj(s->m, val(f, ptr));
    if (obj < (uint32_t)s->m->nglobals && s->m->globals[obj].thread_local &&
        !s->m->globals[obj].tls_escapes)
        return false; /* the thread's own copy */
    return !is_private(s, st, obj, tid);
}

/* A load from a constant global (a string literal, a const table)
 * commutes with every step of every thread: nothing can write it (a
 * store there is undefined behaviour, reported when it runs). */
static bool load_visible(const sim *s, const sstate *st, int32_t tid,
                         const sframe *f, const mopnd *ptr)
{
    uint32_t obj = model_ptr_obj(s->m, val(f, ptr));
    if (obj > 0 && obj < (uint32_t)s->m->nglobals &&
        s->m->globals[obj].is_const && s->m->globals[obj].func < 0)
        return false;
    return access_visible(s, st, tid, f, ptr);
}

/* An atomic access to an unpublished block stays a visible step: the
 * atomicity check's history (relax.c) holds the relaxed stores of
 * visible steps, and other threads may store to the block once it is
 * published. */
static bool atomic_unpublished(const sim *s, const sstate *st,
                               const sframe *f, const minstr *mi,
                               const mopnd *ptr)
{
    uint32_t obj = model_ptr_obj(s->m, val(f, ptr));
    return mi->order != ORDER_NONE && obj < (uint32_t)st->nobjs &&
           st->objs[obj].unpublished;
}

static bool instr_visible(const sim *s, const sstate *st, int32_t tid)
{
    const sthread *t = &st->threads[tid];
    const sframe *f = &t->frames[t->nframes - 1];
    const minstr *mi = &s->m->funcs[f->fn].code[f->ip];
    bool in_atomic = st->atomic_owner == tid;
    /* An atomic section's accesses are folded into its steps, except, in
     * the weak view, the ones weaker than seq_cst: its race target must
     * see them (a relaxed store in a section releases nothing to a thread
     * that reads it outside one). */
    bool folded = in_atomic && !(s->m->weak_view && model_weak_order(mi));
    switch (mi->kind) {
    case MI_LOAD: /* a havoc load: a choice (sim_pending) */
        if (s->m->havoc_view && model_havoc_load(mi))
            return true;
        return !folded && (load_visible(s, st, tid, f, &mi->ops[0]) ||
                           atomic_unpublished(s, st, f, mi, &mi->ops[0]));
    case MI_RMW: case MI_CMPXCHG: /* a weak one: a choice (sim_pending) */
        return (mi->kind == MI_CMPXCHG && mi->weak) ||
               (!folded && (access_visible(s, st, tid, f, &mi->ops[0]) ||
                            atomic_unpublished(s, st, f, mi, &mi->ops[0])));
    case MI_STORE:
        return !folded && (access_visible(s, st, tid, f, &mi->ops[1]) ||
                           atomic_unpublished(s, st, f, mi, &mi->ops[1]));
    case MI_CALL:
        return !in_atomic && mi->callee >= 0 &&
               s->m->funcs[mi->callee].atomic_fn;
    case MI_RET: /* a thread's end: see model.joins_may_fail */
        return t->nframes == 1 && (tid == 0 || s->m->joins_may_fail);
    case MI_PRIM:
        switch ((prim_kind)mi->op) {
        case PR_MEMSET:
            return !in_atomic && access_visible(s, st, tid, f, &mi->ops[1]);
        case PR_MEMCPY:
            /* a copy from a constant (a byval argument's) reads as a
             * load from it does */
            return !in_atomic && (access_visible(s, st, tid, f, &mi->ops[1]) ||
                                  load_visible(s, st, tid, f, &mi->ops[2]));
        case PR_ATOMIC_BEGIN: case PR_ATOMIC_END:
            return !in_atomic;
        case PR_FREE: /* of a block only this thread reaches: private */
            return !in_atomic && access_visible(s, st, tid, f, &mi->ops[1]);
        case PR_STACKRESTORE:
            return !in_atomic && mi->escapes;
        case PR_THREAD_EXIT:
            return s->m->joins_may_fail;
        default:
            return prim_is_visible((prim_kind)mi->op);
        }
    default:
        return false;
    }
}

/* splitmix64's finalizer: a bijection in which every input bit flips
 * about half the output bits. */
static uint64_t avalanche(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

/* Hash of everything a thread's local steps depend on: its frames and
 * its private objects (local steps never touch shared memory).  Each
 * word goes through avalanche: with FNV's h = (h ^ w) * prime, two
 * states whose words differed in bit 63 at two places collided (a
 * multiplication carries a top-bit difference nowhere), and a loop over
 * such values was taken for one that repeats (a thread stuck forever). */
static uint64_t local_hash(ctx *c)
{
    const sthread *t = cur_thread(c);
    uint64_t h = UINT64_C(0xcbf29ce484222325);
#define MIX(v) (h = avalanche(h ^ (uint64_t)(v)) + UINT64_C(0x9e3779b97f4a7c15))
    for (int32_t k = 0; k < t->nframes; k++) {
        const sframe *f = &t->frames[k];
        MIX(f->fn); MIX(f->block); MIX(f->ip);
        for (int32_t r = 0; r < c->s->m->funcs[f->fn].nregs; r++)
            MIX(f->regs[r]);
    }
    for (int32_t i = c->s->m->nglobals; i < c->st->nobjs; i++)
        if (is_private(c->s, c->st, (uint32_t)i, c->tid))
            for (uint32_t b = 0; b < c->st->objs[i].size; b++)
                MIX(c->st->objs[i].bytes[b]);
#undef MIX
    return h;
}

typedef struct { uint64_t *s; size_t cap, n; } hset;

/* Inserts h (never 0: hashes are forced odd); false if already present. */
static bool hset_add(hset *t, uint64_t h)
{
    if ((t->n + 1) * 2 > t->cap) {
        hset g = {sim_xalloc(sizeof(uint64_t) * (t->cap ? t->cap * 2 : 256)),
                  t->cap ? t->cap * 2 : 256, 0};
        for (size_t i = 0; i < t->cap; i++)
            if (t->s[i])
                hset_add(&g, t->s[i]);
        free(t->s);
        *t = g;
    }
    size_t i = (size_t)(h * UINT64_C(0x9e3779b97f4a7c15) >> 20) & (t->cap - 1);
    for (; t->s[i]; i = (i + 1) & (t->cap - 1))
        if (t->s[i] == h)
            return false;
    t->s[i] = h;
    t->n++;
    return true;
}

/* Block entries between two samples of local_cycle: 1 for the first
 * LOCAL_SAMPLE_RUN samples, then doubling after each run of them, up to
 * LOCAL_SAMPLE_MAX.  Hashing the thread's frames and private objects at
 * every block entry made a long local loop over big locals quadratic-ish
 * (a csmith loop of 34,648 rounds took minutes in one step, past
 * --timeout); a loop that never ends still repeats a sampled state once
 * the stride stops growing. */
#define LOCAL_SAMPLE_RUN 1024
#define LOCAL_SAMPLE_MAX 1024
typedef struct { hset seen; uint64_t entries, stride, samples; } lcycle;

/* True when the local state at a sampled block entry repeats: the thread
 * is in a loop that never reaches a visible operation. */
static bool local_cycle(ctx *c, lcycle *lc)
{
    const sframe *f = cur_frame(c);
    const mblock *b = &cur_func(c)->blocks[f->block];
    if (f->ip != b->first + b->nphis)
        return false;
    if (lc->entries++ % lc->stride != 0)
        return false;
    if (++lc->samples % LOCAL_SAMPLE_RUN == 0 && lc->stride < LOCAL_SAMPLE_MAX)
        lc->stride *= 2;
    return !hset_add(&lc->seen, local_hash(c) | 1);
}

/* --trace full: logs the source line of the local instruction about to
 * run when it differs from the last line logged (or the step's own). */
#define LINE_LOG_MAX 400
static void note_line(ctx *c)
{
    if (!c->s->trace_full || !c->log || !c->describe_lines)
        return;
    mloc l = cur_instr(c)->loc;
    sstep *g = c->log;
    mloc last = g->nlines ? g->lines[g->nlines - 1] : g->loc;
    if (l.file < 0 || l.line <= 0 || g->nlines >= LINE_LOG_MAX ||
        (l.file == last.file && l.line == last.line))
        return;
    g->lines = sim_xrealloc(g->lines, sizeof(mloc) * (size_t)(g->nlines + 1));
    g->lines[g->nlines++] = l;
}

/* Runs thread tid's local instructions up to its next visible one. */
static sresult run_local(ctx *c)
{
    lcycle lc = {.stride = 1};
    sresult r = SR_OK;
    for (long n = 0;; n++) {
        sthread *t = cur_thread(c);
        if (t->status != TH_LIVE || c->st->exited ||
            instr_visible(c->s, c->st, c->tid))
            break;
        if (n > 1000 && local_cycle(c, &lc)) {
            t->status = TH_STUCK;
            break;
        }
        if (n > LOCAL_STEP_LIMIT) {
            r = fail(c, SR_CUT_BOUND, "more than %d local steps without "
                     "a visible operation", LOCAL_STEP_LIMIT);
            break;
        }
        note_line(c);
        if ((r = exec_one(c)) != SR_OK)
            break;
    }
    free(lc.seen.s);
    return r;
}

/* The registers live at ip (model/live.c), one bit each. */
static const uint64_t *live_row(const mfunc *fn, int32_t ip)
{
    return fn->live + (size_t)ip * (size_t)fn->live_words;
}

/* Clears the registers of thread tid's frames that are dead where each
 * frame stands (model/live.c): their values can never be read, and
 * states that differ only there become equal.  The instruction a frame
 * stands on keeps its results (a call's result arrives on return; an
 * operation with phases may set them before it ends).  A caller's frame
 * goes on at the next instruction when the callee returns: what is live
 * there is kept too (a pthread_once frame stands on the instruction
 * before its call, maybe a branch elsewhere, so that the return lands on
 * the call again: prim_once). */
static void forget_dead(const sim *s, sstate *st, int32_t tid)
{
    sthread *t = &st->threads[tid];
    for (int32_t k = 0; k < t->nframes; k++) {
        sframe *f = &t->frames[k];
        const mfunc *fn = &s->m->funcs[f->fn];
        if (!fn->live || f->ip < 0 || f->ip >= fn->ncode)
            continue;
        const minstr *mi = &fn->code[f->ip];
        const uint64_t *here = live_row(fn, f->ip);
        const uint64_t *next = k + 1 < t->nframes && f->ip + 1 < fn->ncode
                             ? live_row(fn, f->ip + 1) : here;
        for (int32_t r = 0; r < fn->nregs; r++)
            if (!((here[r >> 6] | next[r >> 6]) >> (r & 63) & 1) &&
                r != mi->dst && r != mi->dst2)
                f->regs[r] = 0;
    }
}

static void note_ra_write(ctx *c, const spending *p, const minstr *mi,
                          int32_t choice, uint8_t fences);

/* A bound that run_local reached: the thread stops there (TH_CUT) and
 * the bound is noted, but the step before it stands.  Other results
 * pass. */
static sresult stop_at_bound(ctx *c, sresult r)
{
    if (r != SR_CUT_BOUND)
        return r;
    char at[512];
    sim_reason_at(c->s, c->s->cut_reason, at, sizeof at);
    if (!c->s->soft_cut[0])
        snprintf(c->s->soft_cut, sizeof c->s->soft_cut, "%.200s, where T%d "
                 "stops", at, (int)(c->tid & 0xffff));
    c->s->cut_reason[0] = 0;
    cur_thread(c)->status = TH_CUT;
    return SR_OK;
}

sresult sim_fire(sim *s, sstate *st, int32_t tid, int32_t choice, sstep *out)
{
    ctx c = {s, st, tid, out, true, true};
    if (out) {
        memset(out, 0, sizeof *out);
        out->tid = tid;
        out->choice = choice;
        out->started = -1;
        sframe *f = cur_frame(&c);
        out->fn = f->fn;
        out->ip = f->ip;
        out->loc = step_loc(&c);
        out->call = sim_program_call(s, st, tid, &out->call_fn);
        if (out->call_fn < 0)
            out->call = (mloc){-1, 0, 0};
        out->unordered = in_qsort(s, st, tid) && /* cheap test first */
                         !model_in_libc(s->m, out->loc);
        out->forced = s->force_nondet;
        out->forced_value = s->forced_value;
        if (s->record_hops) {
            out->hop_fn = sim_xalloc(sizeof(int32_t));
            out->hop_pt = sim_xalloc(sizeof(int32_t));
            out->hop_fn[0] = f->fn;
            out->hop_pt[0] = f->ip;
            out->nhops = 1;
        }
    }
    s->cut_reason[0] = 0;
    s->step_failed = false;
    spending before;
    sim_pending(s, st, tid, &before);
    const minstr *mi = cur_instr(&c);
    int32_t depth = st->threads[tid].nframes;
    int32_t ip = cur_frame(&c)->ip;
    uint8_t fences = st->threads[tid].fences;
    st->threads[tid].fences = 0; /* from here: the ones after this step's */
    if (s->m->ra_cell.set)
        note_ra_write(&c, &before, mi, choice, fences);
    sresult r = exec_visible(&c, choice);
    c.describe = false;
    if (r != SR_OK)
        return r;
    if (out) /* an exit leaves its ip too, but the thread stands nowhere */
        out->stayed = !st->exited && st->threads[tid].status == TH_LIVE &&
                      st->threads[tid].nframes == depth &&
                      st->threads[tid].frames[depth - 1].ip == ip;
    sim_relax_after_step(s, st, tid, &before, mi);
    r = stop_at_bound(&c, run_local(&c));
    forget_dead(s, st, tid);
    if (r != SR_OK || !out || out->started < 0)
        return r;
    sstep tmp;
    memset(&tmp, 0, sizeof tmp);
    ctx nc = {s, st, out->started,
              s->record_hops || s->trace_full ? &tmp : NULL, false, true};
    r = stop_at_bound(&nc, run_local(&nc));
    forget_dead(s, st, out->started);
    out->nhops2 = tmp.nhops;
    out->hop2_fn = tmp.hop_fn;
    out->hop2_pt = tmp.hop_pt;
    out->nlines2 = tmp.nlines;
    out->lines2 = tmp.lines;
    return r;
}

void sim_place(const sim *s, mloc l, mloc from, char *out, size_t n)
{
    if (from.file >= 0 && from.file != l.file &&
        model_in_libc(s->m, l))
        snprintf(out, n, "%s:%d (from %s:%d)", model_file(s->m, l), l.line,
                 model_file(s->m, from), from.line);
    else
        snprintf(out, n, "%s:%d", model_file(s->m, l), l.line);
}

void sim_reason_at(const sim *s, const char *why, char *out, size_t n)
{
    mloc l = s->cut_loc;
    char at[200];
    if (strstr(why, " at ") || l.file < 0) {
        snprintf(out, n, "%s", why);
        return;
    }
    sim_place(s, l, s->cut_from, at, sizeof at);
    snprintf(out, n, "%s at %s", why, at);
}

void sim_step_free(sstep *st)
{
    free(st->hop_fn);
    free(st->hop_pt);
    free(st->hop2_fn);
    free(st->hop2_pt);
    free(st->lines);
    free(st->lines2);
    st->hop_fn = st->hop_pt = st->hop2_fn = st->hop2_pt = NULL;
    st->lines = st->lines2 = NULL;
    st->nhops = st->nhops2 = st->nlines = st->nlines2 = 0;
}

/* --entry FUNC: an implicit harness thread T0 has created
 * s->entry_threads threads running FUNC (every argument 0: NULL pointers,
 * 0 integers) and waits to join them all.  T0 has no code of its own, so
 * it starts finished; the process ends when every entry thread has.  The
 * entry threads have no net slot (-1): the net models slot 0 = main and
 * the pthread_create sites only. */
static sresult entry_harness(sim *s, sstate *st)
{
    const model *m = s->m;
    int32_t n = s->entry_threads + 1;
    st->threads = sim_xalloc(sizeof(sthread) * (size_t)n);
    st->nthreads = n;
    st->threads[0].status = TH_DONE;
    st->threads[0].slot = 0;
    st->threads[0].site_fn = st->threads[0].site_ip = -1;
    st->threads[0].tls_base = -1;
    const mfunc *fn = &m->funcs[s->entry_fn];
    uint64_t args[32] = {0};
    for (int32_t t = 1; t < n; t++) {
        sthread *th = &st->threads[t];
        th->status = TH_LIVE;
        th->slot = -1;
        th->site_fn = th->site_ip = -1;
        tls_create(s, st, t);
    }
    for (int32_t t = 1; t < n; t++) {
        ctx c = {s, st, t, NULL, false, false};
        if (fn->nparams > 32)
            return limit_cut(&c, "entry function %s has more than 32 "
                             "parameters", fn->name);
        sresult r = push_frame(&c, t, s->entry_fn, args, fn->nparams, -1);
        if (r == SR_OK)
            r = run_local(&c);
        if (r != SR_OK)
            return r;
    }
    return SR_OK;
}

bool sim_harness_waits(const sim *s, const sstate *st)
{
    if (s->entry_threads <= 0 || st->exited)
        return false;
    for (int32_t t = 1; t < st->nthreads && t <= s->entry_threads; t++)
        if (st->threads[t].status == TH_LIVE)
            return true;
    return false;
}

/* The global spin locks a spin operation may find uninitialised start
 * unwritten (model/spin.c); pthread_spin_init writes them. */
static void spin_cells_unwritten(sim *s, sstate *st)
{
    ctx c = {.s = s, .st = st};
    for (int32_t i = 0; i < s->m->nspin_late; i++) {
        const mspin *sp = &s->m->spin_late[i];
        uint64_t size = st->objs[sp->obj].size;
        uint64_t from = sp->any ? 0 : sp->off;
        uint64_t to = sp->any || sp->off + 4 > size ? size : sp->off + 4;
        if (from < to)
            mark_unwritten(&c, sp->obj, from, to - from);
    }
}

sstate *sim_initial(sim *s, sresult *r)
{
    const model *m = s->m;
    sstate *st = sim_xalloc(sizeof *st);
    st->atomic_owner = -1;
    st->nobjs = m->nglobals;
    st->objs = sim_xalloc(sizeof(sobj) * (size_t)m->nglobals);
    for (int32_t i = 0; i < m->nglobals; i++) {
        sobj *o = &st->objs[i];
        o->size = m->globals[i].size;
        o->bytes = sim_xalloc(o->size);
        memcpy(o->bytes, m->globals[i].init, o->size);
        o->owner = -1;
    }
    spin_cells_unwritten(s, st);
    sim_step_free(&s->init_log);
    if (s->entry_threads > 0) {
        *r = entry_harness(s, st);
        return st;
    }
    st->threads = sim_xalloc(sizeof(sthread));
    st->nthreads = 1;
    st->threads[0].status = TH_LIVE;
    st->threads[0].slot = 0;
    st->threads[0].site_fn = st->threads[0].site_ip = -1;
    tls_create(s, st, 0);
    ctx c = {s, st, 0, s->record_hops || s->trace_full ? &s->init_log : NULL,
             false, true};
    uint64_t args[4] = {0, 0, 0, 0};
    *r = push_frame(&c, 0, m->main_fn, args,
                    m->funcs[m->main_fn].nparams, -1);
    if (*r == SR_OK)
        *r = run_local(&c);
    return st;
}

/* ---- pending operations ---- */
#include "solve/sim_pending.inc"
