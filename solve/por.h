/* solve/por.h — private to solve/: what the explicit engine's partial-
 * order reduction needs to know about the future of a thread.
 *
 * For every block of every function, the globals that code reachable
 * from the block's entry may read and may write: the block itself, its
 * successors, the functions it calls (directly or through a pointer the
 * points-to analysis resolves) and the start routines of the threads it
 * creates.  A thread standing in block b of its top frame, with callers
 * standing in their own blocks, can access in its whole future only
 * globals in the union of those sets (an over-approximation: unresolved
 * accesses count as touching every global). */
#ifndef PNBMC_POR_H
#define PNBMC_POR_H

#include "solve/solve.h"

typedef struct por por;

/* NULL when the points-to analysis cannot be built (out of memory). */
por *por_build(const model *m);
void por_free(por *p);
/* Whether a live thread other than tid may, in its future, read global
 * obj (write: the access of tid writes it) or write it. */
bool por_conflict(const por *p, const sstate *st, int32_t tid, uint32_t obj,
                  bool write);

#endif
