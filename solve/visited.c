/* solve/visited.c — the explicit engine's visited set (visited.h). */
#define _GNU_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "solve/visited.h"
#include "solve/sim_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The key table comes from mmap: zeroed (empty) pages for free, released
 * to the system at once on free, and a candidate for transparent huge
 * pages, which spare a TLB miss on most lookups of a large table. */
static uint64_t *keys_alloc(size_t cap)
{
    size_t len = cap * 2 * sizeof(uint64_t);
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        fprintf(stderr, "pnbmc: out of memory\n");
        abort(); /* as sim_xalloc: the engine's memory ceiling failed */
    }
#ifdef MADV_HUGEPAGE
    if (len >= (size_t)2 << 20)
        madvise(p, len, MADV_HUGEPAGE); /* advice only: may be refused */
#endif
    return p;
}

static void keys_free(uint64_t *k, size_t cap)
{
    if (k)
        munmap(k, cap * 2 * sizeof(uint64_t));
}

/* A side array of the grown table, if the set has one (old != NULL).  It
 * needs no initial values: a slot's entry is set when the slot fills. */
static int32_t *side_alloc(const int32_t *old, size_t cap)
{
    return old ? sim_xalloc(sizeof(int32_t) * cap) : NULL;
}

void vset_init(vset *v, bool depths, bool tarjan)
{
    memset(v, 0, sizeof *v);
    v->cap = 1024;
    v->keys = keys_alloc(v->cap);
    v->depth = depths ? sim_xalloc(sizeof(int32_t) * v->cap) : NULL;
    v->tidx = tarjan ? sim_xalloc(sizeof(int32_t) * v->cap) : NULL;
}

/* Index of (h1, h2) or of the empty slot where it belongs. */
static size_t probe(const vset *v, uint64_t h1, uint64_t h2, bool *found)
{
    size_t mask = v->cap - 1, i = (size_t)(h1 & mask);
    while (v->keys[2 * i + 1]) {
        if (v->keys[2 * i] == h1 && v->keys[2 * i + 1] == h2) {
            *found = true;
            return i;
        }
        i = (i + 1) & mask;
    }
    *found = false;
    return i;
}

static void vset_grow(vset *v)
{
    vset g = {keys_alloc(v->cap * 2), side_alloc(v->depth, v->cap * 2),
              side_alloc(v->tidx, v->cap * 2), v->cap * 2, v->n};
    for (size_t i = 0; i < v->cap; i++) {
        if (!v->keys[2 * i + 1])
            continue;
        bool found;
        size_t j = probe(&g, v->keys[2 * i], v->keys[2 * i + 1], &found);
        g.keys[2 * j] = v->keys[2 * i];
        g.keys[2 * j + 1] = v->keys[2 * i + 1];
        if (g.depth)
            g.depth[j] = v->depth[i];
        if (g.tidx)
            g.tidx[j] = v->tidx[i];
    }
    vset_free(v);
    *v = g;
}

size_t vset_slot(vset *v, uint64_t h1, uint64_t h2, bool *fresh)
{
    if ((v->n + 1) * 4 > v->cap * 3)
        vset_grow(v);
    bool found;
    size_t i = probe(v, h1, h2, &found);
    *fresh = !found;
    if (found)
        return i;
    v->keys[2 * i] = h1;
    v->keys[2 * i + 1] = h2;
    if (v->depth)
        v->depth[i] = INT32_MAX;
    if (v->tidx)
        v->tidx[i] = -1;
    v->n++;
    return i;
}

void vset_free(vset *v)
{
    keys_free(v->keys, v->cap);
    free(v->depth);
    free(v->tidx);
    memset(v, 0, sizeof *v);
}
