/* solve/sim_mem.c — concrete states: objects, threads, frames, copying,
 * serialisation for hashing, and object names for reports. */
#include "solve/sim_priv.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void *sim_xalloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fprintf(stderr, "pnbmc: out of memory\n");
        abort(); /* no recovery: the engine's memory ceiling failed */
    }
    return p;
}

void *sim_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "pnbmc: out of memory\n");
        abort();
    }
    return q;
}

uint32_t sim_new_object(sim *s, sstate *st, uint32_t size, int32_t owner,
                        mloc site)
{
    uint32_t id = (uint32_t)st->nobjs;
    if (((uint64_t)id >> (s->m->ptr_bits - s->m->obj_shift)) != 0)
        return 0;
    st->objs = sim_xrealloc(st->objs, sizeof(sobj) * (size_t)(id + 1));
    sobj *o = &st->objs[id];
    memset(o, 0, sizeof *o);
    o->size = size;
    o->bytes = sim_xalloc(size);
    o->owner = owner;
    o->site = site;
    st->nobjs++;
    return id;
}

/* A stack object reuses the lowest id of a dead stack object, as a real
 * stack reuses addresses: a loop calling a function with an address-taken
 * local then keeps a bounded state.  Heap ids are never reused, so a use
 * after free is still caught. */
void sim_track_init(sobj *o)
{
    free(o->init);
    o->init = sim_xalloc((o->size + 7) / 8);
}

uint32_t sim_new_stack_object(sim *s, sstate *st, uint32_t size,
                              int32_t owner, mloc site)
{
    for (int32_t i = s->m->nglobals; i < st->nobjs; i++) {
        sobj *o = &st->objs[i];
        if (!o->dead || o->heap)
            continue;
        free(o->bytes);
        free(o->init);
        memset(o, 0, sizeof *o);
        o->size = size;
        o->bytes = sim_xalloc(size);
        o->owner = owner;
        o->site = site;
        sim_track_init(o);
        return (uint32_t)i;
    }
    uint32_t id = sim_new_object(s, st, size, owner, site);
    if (id)
        sim_track_init(&st->objs[id]);
    return id;
}

static void copy_frame(sframe *d, const sframe *f, const mfunc *fn)
{
    *d = *f;
    d->regs = sim_xalloc(sizeof(uint64_t) * (size_t)fn->nregs);
    memcpy(d->regs, f->regs, sizeof(uint64_t) * (size_t)fn->nregs);
    d->allocas = sim_xalloc(sizeof(uint32_t) * (size_t)f->nallocas);
    if (f->nallocas)
        memcpy(d->allocas, f->allocas, sizeof(uint32_t) * (size_t)f->nallocas);
}

sstate *sim_clone(const sim *s, const sstate *st)
{
    const model *m = s->m;
    sstate *c = sim_xalloc(sizeof *c);
    *c = *st;
    c->threads = sim_xalloc(sizeof(sthread) * (size_t)st->nthreads);
    for (int32_t t = 0; t < st->nthreads; t++) {
        const sthread *th = &st->threads[t];
        sthread *d = &c->threads[t];
        *d = *th;
        d->frames = sim_xalloc(sizeof(sframe) * (size_t)(th->nframes + 1));
        d->capframes = th->nframes + 1;
        for (int32_t k = 0; k < th->nframes; k++)
            copy_frame(&d->frames[k], &th->frames[k],
                       &m->funcs[th->frames[k].fn]);
    }
    c->objs = sim_xalloc(sizeof(sobj) * (size_t)st->nobjs);
    for (int32_t i = 0; i < st->nobjs; i++) {
        c->objs[i] = st->objs[i];
        c->objs[i].bytes = sim_xalloc(st->objs[i].size);
        memcpy(c->objs[i].bytes, st->objs[i].bytes, st->objs[i].size);
        if (st->objs[i].init) {
            size_t nb = (st->objs[i].size + 7) / 8;
            c->objs[i].init = sim_xalloc(nb);
            memcpy(c->objs[i].init, st->objs[i].init, nb);
        }
    }
    c->relax = sim_xalloc(sizeof(srelax) * (size_t)st->nrelax);
    if (st->nrelax)
        memcpy(c->relax, st->relax, sizeof(srelax) * (size_t)st->nrelax);
    c->site_counts = sim_xalloc(sizeof(int32_t) * 2 * (size_t)st->nsites);
    if (st->nsites)
        memcpy(c->site_counts, st->site_counts,
           sizeof(int32_t) * 2 * (size_t)st->nsites);
    return c;
}

void sim_free_frame(sframe *f)
{
    free(f->regs);
    free(f->allocas);
}

void sim_free_state(sstate *st)
{
    if (!st)
        return;
    for (int32_t t = 0; t < st->nthreads; t++) {
        for (int32_t k = 0; k < st->threads[t].nframes; k++)
            sim_free_frame(&st->threads[t].frames[k]);
        free(st->threads[t].frames);
    }
    free(st->threads);
    for (int32_t i = 0; i < st->nobjs; i++) {
        free(st->objs[i].bytes);
        free(st->objs[i].init);
    }
    free(st->objs);
    free(st->relax);
    free(st->site_counts);
    free(st);
}

/* ---- serialisation: every field that influences the future ---- */
typedef struct { uint8_t **buf; size_t *cap, len; } wbuf;

static void put(wbuf *w, const void *p, size_t n)
{
    if (w->len + n > *w->cap) {
        size_t c = *w->cap ? *w->cap : 1024;
        while (c < w->len + n)
            c *= 2;
        *w->buf = sim_xrealloc(*w->buf, c);
        *w->cap = c;
    }
    memcpy(*w->buf + w->len, p, n);
    w->len += n;
}

static void put32(wbuf *w, int32_t v) { put(w, &v, sizeof v); }

size_t sim_serialize(const sim *s, const sstate *st, uint8_t **buf,
                     size_t *cap)
{
    wbuf w = {buf, cap, 0};
    put32(&w, st->nthreads);
    put32(&w, st->atomic_owner);
    put32(&w, st->nkeys);
    put32(&w, st->exited);
    for (int32_t t = 0; t < st->nthreads; t++) {
        const sthread *th = &st->threads[t];
        put32(&w, th->status);
        put32(&w, th->atomic_depth);
        put32(&w, th->keys_obj);
        put32(&w, th->nframes);
        put(&w, &th->retval, sizeof th->retval);
        put32(&w, th->joined);
        put32(&w, th->nheld);
        for (int32_t k = 0; k < th->nframes; k++) {
            const sframe *f = &th->frames[k];
            put32(&w, f->fn);
            put32(&w, f->block);
            put32(&w, f->ip);
            put(&w, f->regs,
                sizeof(uint64_t) * (size_t)s->m->funcs[f->fn].nregs);
        }
    }
    put32(&w, st->nobjs);
    for (int32_t i = 0; i < st->nobjs; i++) {
        const sobj *o = &st->objs[i];
        put32(&w, (int32_t)o->size);
        put32(&w, o->dead);
        if (!o->dead && !(i < s->m->nglobals && s->m->globals[i].is_const))
            put(&w, o->bytes, o->size);
        if (!o->dead && o->init)
            put(&w, o->init, (o->size + 7) / 8);
    }
    if (st->nsites)
        put(&w, st->site_counts, sizeof(int32_t) * 2 * (size_t)st->nsites);
    put32(&w, st->nrelax);
    if (st->nrelax)
        put(&w, st->relax, sizeof(srelax) * (size_t)st->nrelax);
    return w.len;
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

/* "g.f[2].x" from the C layout of global g; the rest of the offset that
 * no member or element covers stays "+OFF". */
static void sim_layout_name(const mglobal *g, uint64_t off, char *out,
                            size_t n)
{
    size_t len = 0;
    sim_name_append(out, n, &len, "%s", g->name);
    int32_t t = 0;
    for (int depth = 0; t >= 0 && t < g->ndtypes && depth < 64; depth++) {
        const struct mgdtype *ty = &g->dtypes[t];
        if (ty->kind == 2) {
            uint64_t esz = ty->count ? ty->size / ty->count : 0;
            if (!esz || off / esz >= ty->count)
                break;
            sim_name_append(out, n, &len, "[%llu]",
                            (unsigned long long)(off / esz));
            off %= esz;
            t = ty->sub;
            continue;
        }
        if (ty->kind != 1 || ty->sub < 0 ||
            (int64_t)ty->sub + ty->count > g->ndmembers)
            break;
        const struct mgdmember *mb = NULL;
        for (uint32_t i = 0; i < ty->count && !mb; i++) {
            const struct mgdmember *c = &g->dmembers[ty->sub + (int32_t)i];
            if (off >= c->off && off - c->off < (c->size ? c->size : 1))
                mb = c;
        }
        if (!mb)
            break;
        if (mb->name[0])
            sim_name_append(out, n, &len, ".%s", mb->name);
        off -= mb->off;
        t = mb->type;
    }
    if (off)
        sim_name_append(out, n, &len, "+%llu", (unsigned long long)off);
}

void sim_object_name(const sim *s, const sstate *st, uint32_t obj,
                     uint64_t off, char *out, size_t n)
{
    const model *m = s->m;
    if (n == 0)
        return;
    if (obj < (uint32_t)m->nglobals) {
        const mglobal *g = &m->globals[obj];
        if (g->ndtypes > 0)
            sim_layout_name(g, off, out, n);
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
    if (o->heap)
        snprintf(base, sizeof base, "heap@%s:%d", model_file(m, o->site),
                 o->site.line);
    else
        snprintf(base, sizeof base, "%s (local of T%d)",
                 o->var && *o->var ? o->var : "?", o->owner);
    if (off)
        snprintf(out, n, "%s+%llu", base, (unsigned long long)off);
    else
        snprintf(out, n, "%s", base);
}
