/* solve/sim_mem.c — concrete states: objects, threads, frames, copying,
 * serialisation for hashing, and object names for reports. */
#include "solve/sim_priv.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void *checked(void *p)
{
    if (!p) {
        fprintf(stderr, "pnbmc: out of memory\n");
        abort(); /* no recovery: the engine's memory ceiling failed */
    }
    return p;
}

void *sim_xalloc(size_t n) { return checked(calloc(1, n ? n : 1)); }

void *sim_xrealloc(void *p, size_t n)
{
    return checked(realloc(p, n ? n : 1));
}

/* ---- pieces of a state ----
 * sim_clone puts a state and all its arrays in one block (st->blk, the
 * sstate itself at its start); arrays the simulator later grows or
 * replaces are separately allocated.  Every piece of the block is at
 * least one byte long, so a piece pointer lies strictly inside the block
 * and its address tells which kind it is. */
static bool in_block(const sstate *st, const void *p)
{
    /* addresses as integers: p may belong to another allocation */
    uintptr_t b = (uintptr_t)st->blk, q = (uintptr_t)p;
    return b && q - b < st->blklen;
}

void *sim_piece_alloc(sstate *st, size_t n)
{
    st->loose = true;
    return sim_xalloc(n);
}

void sim_piece_free(const sstate *st, void *p)
{
    if (!in_block(st, p))
        free(p);
}

void *sim_piece_realloc(sstate *st, void *p, size_t old, size_t n)
{
    st->loose = true;
    if (!in_block(st, p))
        return sim_xrealloc(p, n);
    void *q = sim_xalloc(n);
    memcpy(q, p, old < n ? old : n);
    return q;
}

uint32_t sim_new_object(sim *s, sstate *st, uint32_t size, int32_t owner,
                        mloc site)
{
    uint32_t id = (uint32_t)st->nobjs;
    if (((uint64_t)id >> (s->m->ptr_bits - s->m->obj_shift)) != 0)
        return 0;
    st->objs = sim_piece_realloc(st, st->objs, sizeof(sobj) * (size_t)id,
                                 sizeof(sobj) * (size_t)(id + 1));
    sobj *o = &st->objs[id];
    memset(o, 0, sizeof *o);
    o->size = size;
    o->bytes = sim_piece_alloc(st, size);
    o->owner = owner;
    o->site = site;
    st->nobjs++;
    return id;
}

void sim_track_init(sstate *st, sobj *o)
{
    sim_piece_free(st, o->init);
    o->init = sim_piece_alloc(st, (o->size + 7) / 8);
}

/* Ids of stack and heap objects.  A stack object takes a dead stack
 * object's id, as a real stack reuses addresses: a loop calling a
 * function with an address-taken local then keeps a bounded state; but
 * not while a pointer to the dead local may be held (sobj.kept), whose
 * use would read the new local instead of failing as a use of dead
 * memory (the program's undefined behaviour).  Heap
 * ids are never reused, so a use after free is still caught, nor the
 * copies of thread-locals of an ended thread, which its id's next thread
 * gets back (tls_set_alive).
 *
 * Lane l's slot p is id nglobals + (l+p)(l+p+1)/2 + l (Cantor's
 * pairing).  Thread t's lane is t + 1, for its locals, its copies of the
 * thread-locals and the heap blocks only it reaches (minstr's
 * thread_private); lane 0 is the other heap blocks'.  A new object takes
 * its lane's lowest slot that is free for it (never used, or for a stack
 * object a dead local's), so which id an object has depends on its
 * thread's history only, not on how the threads interleaved: as real
 * threads' stacks lie apart, states that differ only in which thread
 * allocated first are then one state.  A block that threads share gets
 * its id in allocation order, whichever thread allocates it (a cache
 * entry that the first thread to miss creates).  Slots
 * never used below the highest one used are dead placeholders (hole).
 * Past MAX_SLOT (or with ids exhausted) a stack object takes the lowest
 * dead local's id, and a heap block the next id: that keeps the array of
 * objects small.  The parameterised engine (anon_tids), whose threads
 * are renamed, takes those always. */
enum { MAX_SLOT = 256 };

/* tid -1: lane 0, the shared heap blocks' */
static uint64_t thread_slot(int32_t tid, uint32_t p)
{
    uint64_t lane = (uint64_t)(tid + 1), d = lane + p;
    return d * (d + 1) / 2 + lane;
}

bool sim_value_held(const sim *s, const sstate *st,
                    bool (*match)(const void *arg, uint64_t v),
                    const void *arg)
{
    const model *m = s->m;
    uint32_t w = (uint32_t)m->ptr_bits / 8;
    for (int32_t i = 1; i < st->nobjs; i++) {
        const sobj *o = &st->objs[i];
        for (uint32_t k = 0; !o->dead && k + w <= o->size; k++) {
            uint64_t v = 0;
            for (uint32_t b = 0; b < w; b++) /* the model's little-endian */
                v |= (uint64_t)o->bytes[k + b] << (8 * b);
            if (match(arg, v))
                return true;
        }
    }
    for (int32_t u = 0; u < st->nthreads; u++) {
        const sthread *th = &st->threads[u];
        if (th->status == TH_DONE && !th->joined && match(arg, th->retval))
            return true;
        for (int32_t k = 0; k < th->nframes; k++)
            for (int32_t r = 0; r < m->funcs[th->frames[k].fn].nregs; r++)
                if (match(arg, th->frames[k].regs[r]))
                    return true;
    }
    return false;
}

typedef struct { const model *m; uint32_t id; } in_object;

static bool points_into(const void *arg, uint64_t v)
{
    const in_object *a = arg;
    return model_ptr_obj(a->m, model_mask(a->m->ptr_bits, v)) == a->id;
}

/* A pointer kept to dead local id, whose use must stay a use of dead
 * memory (a value whose high half merely equals id counts too: the id
 * is then not reused, which costs states, not verdicts). */
static bool pointed_to(const sim *s, const sstate *st, int32_t id)
{
    in_object a = {s->m, (uint32_t)id};
    return sim_value_held(s, st, points_into, &a);
}

/* Whether object id may become a new object: a never used slot, or for
 * a stack object a dead local that nothing points to. */
static bool free_id(const sim *s, const sstate *st, int32_t id, bool heap)
{
    const sobj *o = &st->objs[id];
    return o->hole || (!heap && o->dead && !o->heap && !o->tls &&
                       !(o->kept && pointed_to(s, st, id)));
}

/* Holes up to id, which is then an object; false if ids ran out. */
static bool grow_to(sim *s, sstate *st, int32_t id)
{
    while (st->nobjs <= id) {
        uint32_t hole = sim_new_object(s, st, 0, -1, (mloc){-1, 0, 0});
        if (!hole)
            return false;
        st->objs[hole].dead = st->objs[hole].hole = true;
    }
    return true;
}

/* Id of thread tid's lowest free slot, growing the objects with holes up
 * to it; 0 if there is none up to MAX_SLOT. */
static uint32_t thread_slot_id(sim *s, sstate *st, int32_t tid, bool heap)
{
    for (uint32_t p = 0; tid >= -1 && !s->anon_tids; p++) {
        uint64_t slot = thread_slot(tid, p);
        if (slot > MAX_SLOT)
            return 0;
        int32_t id = s->m->nglobals + (int32_t)slot;
        if (!grow_to(s, st, id))
            return 0;
        if (free_id(s, st, id, heap))
            return (uint32_t)id;
    }
    return 0;
}

uint32_t sim_renew_object(sstate *st, uint32_t id, uint32_t size,
                          int32_t owner, mloc site)
{
    sobj *o = &st->objs[id];
    sim_piece_free(st, o->bytes);
    sim_piece_free(st, o->init);
    sim_piece_free(st, o->input);
    memset(o, 0, sizeof *o);
    o->size = size;
    o->bytes = sim_piece_alloc(st, size);
    o->owner = owner;
    o->site = site;
    return id;
}

/* A new thread makes its copies of the thread-locals before it
 * allocates anything, so only an object that another thread's fallback
 * put there can be in the way. */
bool sim_tls_in_slots(sim *s, sstate *st, int32_t tid, int32_t count)
{
    if (s->anon_tids || tid < 0 || count <= 0 ||
        thread_slot(tid, (uint32_t)count - 1) > MAX_SLOT)
        return false;
    for (int32_t k = 0; k < count; k++) {
        int32_t id = s->m->nglobals + (int32_t)thread_slot(tid, (uint32_t)k);
        if (id < st->nobjs && !st->objs[id].hole)
            return false;
    }
    /* the last slot is the highest */
    return grow_to(s, st, s->m->nglobals +
                              (int32_t)thread_slot(tid, (uint32_t)count - 1));
}

int32_t sim_tls_id(const sim *s, const sstate *st, int32_t tid, int32_t k)
{
    int32_t base = st->threads[tid].tls_base;
    if (base == TLS_IN_SLOTS)
        return s->m->nglobals + (int32_t)thread_slot(tid, (uint32_t)k);
    return base >= 0 ? base + k : -1;
}

uint32_t sim_new_stack_object(sim *s, sstate *st, uint32_t size,
                              int32_t owner, mloc site)
{
    uint32_t id = thread_slot_id(s, st, owner, false);
    for (int32_t i = s->m->nglobals; !id && i < st->nobjs; i++)
        if (free_id(s, st, i, false) && !st->objs[i].hole)
            id = (uint32_t)i;
    if (id)
        sim_renew_object(st, id, size, owner, site);
    else
        id = sim_new_object(s, st, size, owner, site);
    if (id)
        sim_track_init(st, &st->objs[id]);
    return id;
}

uint32_t sim_new_heap_object(sim *s, sstate *st, uint32_t size, int32_t tid,
                             mloc site)
{
    uint32_t id = thread_slot_id(s, st, tid, true);  /* -1: lane 0 */
    if (id)
        sim_renew_object(st, id, size, -1, site);
    else
        id = sim_new_object(s, st, size, -1, site);
    if (id) {
        st->objs[id].heap = true;
        st->objs[id].seq = ++st->heap_allocs;
    }
    return id;
}

/* Bump allocation inside a clone's block: n bytes (at least 1) rounded up
 * to 8, which keeps every piece aligned for its elements. */
static size_t piece_len(size_t n) { return ((n ? n : 1) + 7) & ~(size_t)7; }

typedef struct { uint8_t *next; } bump;

/* A piece of room >= n bytes holding a copy of src's first n. */
static void *take_room(bump *b, const void *src, size_t n, size_t room)
{
    void *p = b->next;
    if (n)
        memcpy(p, src, n);
    b->next += piece_len(room);
    return p;
}

static void *take(bump *b, const void *src, size_t n)
{
    return take_room(b, src, n, n);
}

static size_t regs_len(const sim *s, const sframe *f)
{
    return sizeof(uint64_t) * (size_t)s->m->funcs[f->fn].nregs;
}

static size_t init_len(const sobj *o) { return (o->size + 7) / 8; }

/* The block size sim_clone needs for a copy of st. */
static size_t clone_len(const sim *s, const sstate *st)
{
    size_t n = piece_len(sizeof *st) +
               piece_len(sizeof(sthread) * (size_t)st->nthreads) +
               piece_len(sizeof(sobj) * (size_t)st->nobjs) +
               piece_len(sizeof(srelax) * (size_t)st->nrelax) +
               piece_len(sizeof(int32_t) * 2 * (size_t)st->nsites);
    for (int32_t t = 0; t < st->nthreads; t++) {
        const sthread *th = &st->threads[t];
        n += piece_len(sizeof(sframe) * (size_t)(th->nframes + 1));
        for (int32_t k = 0; k < th->nframes; k++)
            n += piece_len(regs_len(s, &th->frames[k])) +
                 piece_len(sizeof(uint32_t) * (size_t)th->frames[k].nallocas);
    }
    for (int32_t i = 0; i < st->nobjs; i++)
        n += piece_len(st->objs[i].size) +
             (st->objs[i].init ? piece_len(init_len(&st->objs[i])) : 0) +
             (st->objs[i].input ? piece_len(init_len(&st->objs[i])) : 0);
    return n;
}

/* One spare frame: a call right after the copy needs no new array. */
static void clone_thread(const sim *s, bump *b, sthread *d)
{
    d->capframes = d->nframes + 1;
    d->frames = take_room(b, d->frames, sizeof(sframe) * (size_t)d->nframes,
                          sizeof(sframe) * (size_t)d->capframes);
    for (int32_t k = 0; k < d->nframes; k++) {
        sframe *f = &d->frames[k];
        f->regs = take(b, f->regs, regs_len(s, f));
        f->allocas = take(b, f->allocas,
                          sizeof(uint32_t) * (size_t)f->nallocas);
    }
}

/* p, an array of st in its block, moved to the same offset of block b */
static void *rebase(const sstate *st, uint8_t *b, void *p)
{
    return in_block(st, p) ? b + ((uint8_t *)p - (uint8_t *)st->blk) : p;
}

/* A copy of a state all of whose arrays are in its block (the common
 * case: most steps only change values): the block as it is, pointers
 * moved to the copy.  Space the state no longer uses is copied too. */
static sstate *clone_block(const sstate *st)
{
    uint8_t *b = checked(malloc(st->blklen));
    memcpy(b, st->blk, st->blklen);
    sstate *c = (sstate *)b; /* the sstate is the block's first piece */
    c->blk = b;
    c->threads = rebase(st, b, c->threads);
    for (int32_t t = 0; t < c->nthreads; t++) {
        sthread *th = &c->threads[t];
        th->frames = rebase(st, b, th->frames);
        for (int32_t k = 0; k < th->nframes; k++) {
            th->frames[k].regs = rebase(st, b, th->frames[k].regs);
            th->frames[k].allocas = rebase(st, b, th->frames[k].allocas);
        }
    }
    c->objs = rebase(st, b, c->objs);
    for (int32_t i = 0; i < c->nobjs; i++) {
        c->objs[i].bytes = rebase(st, b, c->objs[i].bytes);
        c->objs[i].init = rebase(st, b, c->objs[i].init);
        c->objs[i].input = rebase(st, b, c->objs[i].input);
    }
    c->relax = rebase(st, b, c->relax);
    c->site_counts = rebase(st, b, c->site_counts);
    return c;
}

sstate *sim_clone(const sim *s, const sstate *st)
{
    if (st->blk && !st->loose)
        return clone_block(st);
    size_t len = clone_len(s, st);
    /* every byte of the block that is read is written below */
    bump b = {checked(malloc(len))};
    sstate *c = take(&b, st, sizeof *st);
    c->blk = c;
    c->blklen = len;
    c->loose = false;
    c->threads = take(&b, st->threads,
                      sizeof(sthread) * (size_t)st->nthreads);
    for (int32_t t = 0; t < st->nthreads; t++)
        clone_thread(s, &b, &c->threads[t]);
    c->objs = take(&b, st->objs, sizeof(sobj) * (size_t)st->nobjs);
    for (int32_t i = 0; i < st->nobjs; i++) {
        sobj *o = &c->objs[i];
        o->bytes = take(&b, o->bytes, o->size);
        if (o->init)
            o->init = take(&b, o->init, init_len(o));
        if (o->input)
            o->input = take(&b, o->input, init_len(o));
    }
    c->relax = take(&b, st->relax, sizeof(srelax) * (size_t)st->nrelax);
    c->site_counts = take(&b, st->site_counts,
                          sizeof(int32_t) * 2 * (size_t)st->nsites);
    return c;
}

void sim_free_frame(const sstate *st, sframe *f)
{
    sim_piece_free(st, f->regs);
    sim_piece_free(st, f->allocas);
}

void sim_free_state(sstate *st)
{
    if (!st)
        return;
    if (st->blk && !st->loose) {
        free(st->blk); /* holds st and all its arrays */
        return;
    }
    for (int32_t t = 0; t < st->nthreads; t++) {
        for (int32_t k = 0; k < st->threads[t].nframes; k++)
            sim_free_frame(st, &st->threads[t].frames[k]);
        sim_piece_free(st, st->threads[t].frames);
    }
    sim_piece_free(st, st->threads);
    for (int32_t i = 0; i < st->nobjs; i++) {
        sim_piece_free(st, st->objs[i].bytes);
        sim_piece_free(st, st->objs[i].init);
        sim_piece_free(st, st->objs[i].input);
    }
    sim_piece_free(st, st->objs);
    sim_piece_free(st, st->relax);
    sim_piece_free(st, st->site_counts);
    if (st->blk)
        free(st->blk); /* st itself is in it */
    else
        free(st);
}

/* ---- serialisation: every field that influences the future ---- */
/* put runs for every field of every state reached: it is inline with the
 * buffer in a local struct, and only the rare growth is a call. */
typedef struct { uint8_t *buf; size_t cap, len; } wbuf;

__attribute__((noinline)) static void grow(wbuf *w, size_t n)
{
    size_t c = w->cap ? w->cap : 1024;
    while (c < w->len + n)
        c *= 2;
    w->buf = sim_xrealloc(w->buf, c);
    w->cap = c;
}

static inline void put(wbuf *w, const void *p, size_t n)
{
    if (w->len + n > w->cap)
        grow(w, n);
    memcpy(w->buf + w->len, p, n);
    w->len += n;
}

static inline void put32(wbuf *w, int32_t v) { put(w, &v, sizeof v); }

static void put_state(const sim *s, const sstate *st, wbuf *w);

size_t sim_serialize(const sim *s, const sstate *st, uint8_t **buf,
                     size_t *cap)
{
    wbuf w = {*buf, *cap, 0};
    put_state(s, st, &w);
    *buf = w.buf;
    *cap = w.cap;
    return w.len;
}

static void put_thread(const sim *s, const sthread *th, wbuf *w)
{
    put32(w, th->status);
    put32(w, th->atomic_depth);
    put32(w, th->keys_obj);
    put32(w, th->nframes);
    put(w, &th->retval, sizeof th->retval);
    put32(w, th->retval_undef);
    put32(w, th->exiting | th->dtor_called << 1 | th->dtor_round << 2);
    put32(w, th->dtor_next);
    put32(w, th->joined | th->detached << 1);
    put32(w, th->nheld);
    for (int32_t k = 0; k < th->nframes; k++) {
        const sframe *f = &th->frames[k];
        put32(w, f->fn);
        put32(w, f->block);
        put32(w, f->ip);
        put(w, f->regs, regs_len(s, f));
    }
}

/* A dead stack object's size is left out: its id is the next stack
 * object's, whatever size that has, and which local died there depends
 * only on the interleaving (a dangling pointer to it is a use after its
 * scope, whatever its size was). */
static void put_object(const sim *s, const sobj *o, int32_t i, wbuf *w)
{
    put32(w, o->hole ? -2
             : o->dead && !o->heap && !o->tls ? -1 : (int32_t)o->size);
    put32(w, o->dead | o->unpublished << 1);
    if (!o->dead && !(i < s->m->nglobals && s->m->globals[i].is_const))
        put(w, o->bytes, o->size);
    if (!o->dead && o->init)
        put(w, o->init, init_len(o));
}

static void put_state(const sim *s, const sstate *st, wbuf *w)
{
    put32(w, st->nthreads);
    put32(w, st->atomic_owner);
    put32(w, st->nkeys);
    put32(w, st->dtors_obj);
    put32(w, st->exited);
    for (int32_t t = 0; t < st->nthreads; t++)
        put_thread(s, &st->threads[t], w);
    put32(w, st->nobjs);
    for (int32_t i = 0; i < st->nobjs; i++)
        put_object(s, &st->objs[i], i, w);
    /* input marks (rare): each marked live object's id and bits, then -1 */
    for (int32_t i = 0; i < st->nobjs; i++)
        if (!st->objs[i].dead && st->objs[i].input) {
            put32(w, i);
            put(w, st->objs[i].input, init_len(&st->objs[i]));
        }
    put32(w, -1);
    if (st->nsites)
        put(w, st->site_counts, sizeof(int32_t) * 2 * (size_t)st->nsites);
    put32(w, st->nrelax);
    if (st->nrelax)
        put(w, st->relax, sizeof(srelax) * (size_t)st->nrelax);
    if (s->m->ra_cell.set) {
        for (int32_t t = 0; t < st->nthreads; t++)
            put32(w, st->threads[t].fences);
        /* last: sim_ra_unsynced skips them */
        put32(w, st->ra_writer);
        put32(w, st->ra_released);
    }
}

__attribute__((format(printf, 4, 5)))
static void sim_name_append(char *out, size_t n, size_t *len,
                            const char *fmt, ...)
{
    if (*len + 1 >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(out + *len, n - *len, fmt, ap);
    va_end(ap);
    if (k > 0)
        *len += (size_t)k < n - *len ? (size_t)k : n - *len - 1;
}

/* Whether member c of a record covers byte off of it. */
static bool member_covers(const struct mgdmember *c, uint64_t off)
{
    return off >= c->off && off - c->off < (c->size ? c->size : 1);
}

/* Whether member m of g's layout is a named scalar (no struct, union or
 * array inside). */
static bool named_scalar(const mglobal *g, const struct mgdmember *m)
{
    return m->name[0] &&
           (m->type < 0 || m->type >= g->ndtypes || g->dtypes[m->type].kind == 0);
}

/* Bit-fields sharing the bytes at off of record type ty (or scalar
 * members of a union): one memory location, whichever of them the code
 * names, so all of them: ".{x,y}".  False (nothing appended) unless
 * there are two or more, all named scalars. */
static bool scalar_members_at(const mglobal *g, const struct mgdtype *ty,
                              uint64_t off, char *out, size_t n, size_t *len)
{
    int count = 0;
    for (uint32_t i = 0; i < ty->count; i++) {
        const struct mgdmember *c = &g->dmembers[ty->sub + (int32_t)i];
        if (member_covers(c, off)) {
            if (!named_scalar(g, c))
                return false;
            count++;
        }
    }
    if (count < 2)
        return false;
    const char *sep = ".{";
    for (uint32_t i = 0; i < ty->count; i++) {
        const struct mgdmember *c = &g->dmembers[ty->sub + (int32_t)i];
        if (member_covers(c, off)) {
            sim_name_append(out, n, len, "%s%s", sep, c->name);
            sep = ",";
        }
    }
    sim_name_append(out, n, len, "}");
    return true;
}

/* Whether record type ty's members lie inside g's member table. */
static bool record_ok(const mglobal *g, const struct mgdtype *ty)
{
    return ty->kind == 1 && ty->sub >= 0 &&
           (int64_t)ty->sub + ty->count <= g->ndmembers;
}

/* One step into type *t of g's layout at byte *off: into the array
 * element that covers it (its index in *elem, *mb NULL) or the record
 * member (*mb); *t becomes that part's type (-1: unknown) and *off the
 * offset inside it.  False where the layout ends there: a scalar, an
 * index past the array, no member covering the offset. */
static bool layout_step(const mglobal *g, int32_t *t, uint64_t *off,
                        uint64_t *elem, const struct mgdmember **mb)
{
    const struct mgdtype *ty = &g->dtypes[*t];
    *mb = NULL;
    if (ty->kind == 2) {
        uint64_t esz = ty->count ? ty->size / ty->count : 0;
        if (!esz || *off / esz >= ty->count)
            return false;
        *elem = *off / esz;
        *off %= esz;
        *t = ty->sub;
        return true;
    }
    if (!record_ok(g, ty))
        return false;
    for (uint32_t i = 0; i < ty->count && !*mb; i++) {
        const struct mgdmember *c = &g->dmembers[ty->sub + (int32_t)i];
        if (member_covers(c, *off))
            *mb = c;
    }
    if (!*mb)
        return false;
    *off -= (*mb)->off;
    *t = (*mb)->type;
    return true;
}

/* "g.f[2].x" from the C layout of global g; the rest of the offset that
 * no member or element covers stays "+OFF".  An access of size bytes (0:
 * unknown) is named by the innermost member or element it fits in (an
 * 8-byte atomic access to a struct of two ints is the struct's). */
static void sim_layout_name(const mglobal *g, uint64_t off, uint64_t size,
                            char *out, size_t n)
{
    size_t len = 0;
    sim_name_append(out, n, &len, "%s", g->name);
    int32_t t = 0;
    for (int depth = 0; t >= 0 && t < g->ndtypes && depth < 64; depth++) {
        const struct mgdtype *ty = &g->dtypes[t];
        const struct mgdmember *mb;
        uint64_t elem = 0, inner = off;
        if (!layout_step(g, &t, &inner, &elem, &mb))
            break;
        uint64_t sub = t >= 0 && t < g->ndtypes ? g->dtypes[t].size : 0;
        if (size && sub && inner + size > sub)
            break; /* the access is wider than the member */
        if (mb && scalar_members_at(g, ty, off, out, n, &len)) {
            off = inner;
            break;
        }
        if (!mb)
            sim_name_append(out, n, &len, "[%llu]", (unsigned long long)elem);
        else if (mb->name[0])
            sim_name_append(out, n, &len, ".%s", mb->name);
        off = inner;
    }
    if (off)
        sim_name_append(out, n, &len, "+%llu", (unsigned long long)off);
}

/* The C layout of object obj, NULL when unknown (heap blocks). */
static const mglobal *object_layout(const sim *s, const sstate *st,
                                    uint32_t obj)
{
    if (obj < (uint32_t)s->m->nglobals)
        return s->m->globals[obj].ndtypes > 0 ? &s->m->globals[obj] : NULL;
    if (obj >= (uint32_t)st->nobjs || st->objs[obj].heap)
        return NULL;
    const mglobal *g = st->objs[obj].layout;
    return g && g->ndtypes > 0 ? g : NULL;
}

/* The debug type of the scalar that the bytes [off, off + size) of
 * object obj are exactly, or NULL (unknown, or no one scalar). */
static const struct mgdtype *scalar_at(const sim *s, const sstate *st,
                                       uint32_t obj, uint64_t off,
                                       uint64_t size)
{
    const mglobal *g = object_layout(s, st, obj);
    int32_t t = 0;
    for (int depth = 0; g && t >= 0 && t < g->ndtypes && depth < 64;
         depth++) {
        const struct mgdtype *ty = &g->dtypes[t];
        if (ty->kind == 0)
            return off == 0 && (ty->size == size || ty->size == 0) ? ty
                                                                  : NULL;
        const struct mgdmember *mb;
        uint64_t elem;
        if (!layout_step(g, &t, &off, &elem, &mb))
            return NULL;
    }
    return NULL;
}

bool sim_scalar_unsigned(const sim *s, const sstate *st, uint32_t obj,
                         uint64_t off, uint64_t size)
{
    const struct mgdtype *ty = scalar_at(s, st, obj, off, size);
    return ty && ty->is_unsigned;
}

bool sim_scalar_pointer(const sim *s, const sstate *st, uint32_t obj,
                        uint64_t off, uint64_t size)
{
    const struct mgdtype *ty = scalar_at(s, st, obj, off, size);
    return ty && ty->is_pointer;
}

/* Whose object a local or thread-local copy is: " (local of T1)". */
static const char *owner_kind(const sobj *o)
{
    return o->tls ? "thread-local" : "local";
}

/* Which of the heap objects allocated on o's line o is, counting from 1
 * in allocation order (sobj.seq, not the ids: a thread's slot may lie
 * below an older block's id): two allocations on one line
 * (`A = malloc(n); B = malloc(n);`) are heap@f.c:16 and heap@f.c:16#2, as
 * the name holds no column.  An object's name never changes. */
static int32_t heap_ordinal(const model *m, const sstate *st, uint32_t obj)
{
    const sobj *o = &st->objs[obj];
    int32_t k = 1;
    for (int32_t i = m->nglobals; i < st->nobjs; i++) {
        const sobj *b = &st->objs[i];
        k += b->heap && b->site.file == o->site.file &&
             b->site.line == o->site.line &&
             (b->seq < o->seq || (b->seq == o->seq && (uint32_t)i < obj));
    }
    return k;
}

/* A dynamic object's own name: "heap@f.c:12" (the second object from
 * that site "heap@f.c:12#2", ...), "x (local of T1)" or "x (thread-local
 * of T1)". */
static void dynamic_name(const model *m, const sstate *st, uint32_t obj,
                         char *out, size_t n)
{
    const sobj *o = &st->objs[obj];
    if (o->heap) {
        size_t len = 0;
        int32_t k = heap_ordinal(m, st, obj);
        sim_name_append(out, n, &len, "heap@%s:%d", model_file(m, o->site),
                        o->site.line);
        if (k > 1)
            sim_name_append(out, n, &len, "#%d", k);
    } else
        snprintf(out, n, "%s (%s of T%d)", o->var && *o->var ? o->var : "?",
                 owner_kind(o), o->owner);
}

/* A heap block's name with the member at off from the layout of its
 * type (sobj.layout: the element's where the block holds several):
 * "heap@f.c:9[2].refs"; "+off" past the elements. */
static void heap_member_name(const sobj *o, const char *base, uint64_t off,
                             uint64_t size, char *out, size_t n)
{
    size_t len = 0;
    uint64_t elem = o->layout->dtypes[0].size;
    sim_name_append(out, n, &len, "%s", base);
    if (elem && o->size > elem && o->size % elem == 0) {
        sim_name_append(out, n, &len, "[%llu]",
                        (unsigned long long)(off / elem));
        off %= elem;
    } else if (!elem || off >= elem) {
        if (off)
            sim_name_append(out, n, &len, "+%llu", (unsigned long long)off);
        return;
    }
    sim_layout_name(o->layout, off, size, out + len, n - len);
}

void sim_object_range_name(const sim *s, const sstate *st, uint32_t obj,
                           uint64_t off, uint64_t len, char *out, size_t n)
{
    bool whole = off == 0 && obj < (uint32_t)st->nobjs &&
                 len >= st->objs[obj].size;
    if (!whole || n == 0)
        sim_object_name(s, st, obj, off, out, n);
    else if (obj < (uint32_t)s->m->nglobals)
        snprintf(out, n, "%s", s->m->globals[obj].name);
    else
        dynamic_name(s->m, st, obj, out, n);
}

void sim_object_name(const sim *s, const sstate *st, uint32_t obj,
                     uint64_t off, char *out, size_t n)
{
    sim_access_name(s, st, obj, off, 0, out, n);
}

void sim_access_name(const sim *s, const sstate *st, uint32_t obj,
                     uint64_t off, uint64_t size, char *out, size_t n)
{
    const model *m = s->m;
    if (n == 0)
        return;
    if (obj < (uint32_t)m->nglobals) {
        const mglobal *g = &m->globals[obj];
        if (g->ndtypes > 0)
            sim_layout_name(g, off, size, out, n);
        else if (g->elem_size && g->size > g->elem_size)
            snprintf(out, n, "%s[%llu]", g->name,
                     (unsigned long long)(off / g->elem_size));
        else if (off)
            snprintf(out, n, "%s+%llu", g->name, (unsigned long long)off);
        else
            snprintf(out, n, "%s", g->name);
        return;
    }
    if (obj >= (uint32_t)st->nobjs) {
        snprintf(out, n, "object#%u", obj);
        return;
    }
    const sobj *o = &st->objs[obj];
    char base[128];
    if (!o->heap && o->layout && o->layout->ndtypes > 0) {
        sim_layout_name(o->layout, off, size, base, sizeof base);
        snprintf(out, n, "%s (%s of T%d)", base, owner_kind(o), o->owner);
        return;
    }
    dynamic_name(m, st, obj, base, sizeof base);
    if (o->heap && o->layout && o->layout->ndtypes > 0) {
        heap_member_name(o, base, off, size, out, n);
        return;
    }
    if (off)
        snprintf(out, n, "%s+%llu", base, (unsigned long long)off);
    else
        snprintf(out, n, "%s", base);
}
