/* solve/visited.h — private to solve/: the explicit engine's visited set,
 * 128-bit state hashes in an open-addressing table with linear probing.
 * The table is the engine's largest structure and each lookup a cache
 * miss, so a slot holds the two hash words only (16 bytes, four to a
 * cache line); the per-state numbers only some searches need live in
 * side arrays indexed like the slots. */
#ifndef PNBMC_VISITED_H
#define PNBMC_VISITED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *keys;           /* slot i: keys[2i] = h1, keys[2i+1] = h2;
                                 h2 == 0 marks an empty slot (hashes are
                                 made odd) */
    int32_t *depth;           /* with depths: the smallest depth the state
                                 was reached at, INT32_MAX when new */
    int32_t *tidx;            /* with tarjan: Tarjan index while the
                                 state's SCC is incomplete, else -1; in
                                 a reduced search (no Tarjan): depth on
                                 the DFS stack, else -1 */
    size_t cap, n;            /* cap: a power of two */
} vset;

/* The 128-bit hash of a serialised state (h2 is odd). */
void vset_hash(const uint8_t *p, size_t n, uint64_t *h1, uint64_t *h2);

void vset_init(vset *v, bool depths, bool tarjan);
/* The slot of (h1, h2), added if new (*fresh).  Slot numbers change when
 * the table grows, that is only inside this call. */
size_t vset_slot(vset *v, uint64_t h1, uint64_t h2, bool *fresh);
/* Whether (h1, h2) is in the set, and its slot (nothing added). */
bool vset_find(const vset *v, uint64_t h1, uint64_t h2, size_t *slot);
void vset_free(vset *v);

#endif
