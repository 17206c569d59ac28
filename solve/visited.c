/* solve/visited.c — the explicit engine's visited set (visited.h). */
#define _GNU_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "solve/visited.h"
#include "solve/sim_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* ---- hashing ----
 * Each 8-byte word w of the stream enters two 64-bit chains,
 *     x = rotl((x ^ w) * K1, 31)    and    y = (y + w) * K2, y ^= y >> 29,
 * each a bijection of its state for a given w and of w for a given state,
 * so two streams of the same length that differ in one word never
 * collide, and the pair (x, y) is a 128-bit hash.  A single pair of
 * chains is one long dependency of multiplications (6 cycles a word);
 * word i goes to pair i % LANES instead, whose chains run in parallel,
 * and the pairs are folded at the end by steps that are again bijective
 * in each pair.  The length is in the seeds, so zero padding of the last
 * word is unambiguous. */
#define LANES 4
#define K1 UINT64_C(0xff51afd7ed558ccd)
#define K2 UINT64_C(0xc4ceb9fe1a85ec53)

static uint64_t rotl64(uint64_t v, int r) { return v << r | v >> (64 - r); }

static uint64_t load64(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

static void absorb(uint64_t *x, uint64_t *y, uint64_t w)
{
    *x = rotl64((*x ^ w) * K1, 31);
    *y = (*y + w) * K2;
    *y ^= *y >> 29;
}

static void fold(const uint64_t x[LANES], const uint64_t y[LANES],
                 uint64_t *h1, uint64_t *h2)
{
    uint64_t a = x[0], b = y[0];
    for (int k = 1; k < LANES; k++) {
        a = rotl64(a ^ x[k], 27) * UINT64_C(0x9fb21c651e98df25);
        b = (b + y[k]) * UINT64_C(0xd6e8feb86659fd93);
        b ^= b >> 32;
    }
    a ^= a >> 33; a *= UINT64_C(0x94d049bb133111eb); a ^= a >> 31;
    b ^= b >> 32; b *= UINT64_C(0xbf58476d1ce4e5b9); b ^= b >> 29;
    *h1 = a;
    *h2 = b | 1; /* 0 marks an empty slot */
}

void vset_hash(const uint8_t *p, size_t n, uint64_t *h1, uint64_t *h2)
{
    uint64_t x[LANES], y[LANES];
    for (int k = 0; k < LANES; k++) { /* distinct seeds per pair */
        x[k] = (UINT64_C(0x9e3779b97f4a7c15) + (uint64_t)k * K2) ^ n;
        y[k] = UINT64_C(0xc2b2ae3d27d4eb4f) + (uint64_t)k * K1 + n;
    }
    size_t i = 0;
    for (; i + 8 * LANES <= n; i += 8 * LANES)
        for (int k = 0; k < LANES; k++)
            absorb(&x[k], &y[k], load64(p + i + 8 * k));
    int k = 0; /* under 8 * LANES bytes left: at most LANES words */
    for (; i + 8 <= n; i += 8, k++)
        absorb(&x[k], &y[k], load64(p + i));
    uint64_t w = 0;
    memcpy(&w, p + i, n - i);
    absorb(&x[k], &y[k], w);
    fold(x, y, h1, h2);
}

/* ---- the table ----
 * The key table comes from mmap: zeroed (empty) pages for free, released
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

bool vset_find(const vset *v, uint64_t h1, uint64_t h2, size_t *slot)
{
    bool found;
    *slot = probe(v, h1, h2, &found);
    return found;
}

void vset_free(vset *v)
{
    keys_free(v->keys, v->cap);
    free(v->depth);
    free(v->tidx);
    memset(v, 0, sizeof *v);
}
