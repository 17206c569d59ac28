/* solve/sim_priv.h — private to solve/: helpers shared by the simulator's
 * files. */
#ifndef PNBMC_SIM_PRIV_H
#define PNBMC_SIM_PRIV_H

#include "solve/solve.h"

void *sim_xalloc(size_t n);
void *sim_xrealloc(void *p, size_t n);
/* New dynamic object; returns 0 when ids are exhausted. */
uint32_t sim_new_object(sim *s, sstate *st, uint32_t size, int32_t owner,
                        mloc site);
void sim_free_frame(sframe *f);

#endif
