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
/* Starts tracking which bytes of o were written (all unwritten now). */
void sim_track_init(sstate *st, sobj *o);
/* New local of thread owner, or heap block that thread tid allocates
 * and alone reaches (-1: that threads may share); 0 when ids are
 * exhausted. */
uint32_t sim_new_stack_object(sim *s, sstate *st, uint32_t size,
                              int32_t owner, mloc site);
uint32_t sim_new_heap_object(sim *s, sstate *st, uint32_t size, int32_t tid,
                             mloc site);
/* Whether thread tid's first count slots (sim_tls_id) are free for its
 * copies of the thread-locals, then present as objects (holes) up to the
 * last; false if one is in the way, past the slots, or ids ran out. */
bool sim_tls_in_slots(sim *s, sstate *st, int32_t tid, int32_t count);
/* Object id, free for a new object (a hole or a dead local), made a live
 * one of size bytes. */
uint32_t sim_renew_object(sstate *st, uint32_t id, uint32_t size,
                          int32_t owner, mloc site);
/* Whether a value that match accepts (arg: its context) may still be
 * held as a pointer: in a live object (at any byte offset: packed
 * layouts), a register of a live frame or an unjoined thread's result.
 * Conservative: an integer that looks like such a pointer counts; a
 * pointer hidden by arithmetic is not found. */
bool sim_value_held(const sim *s, const sstate *st,
                    bool (*match)(const void *arg, uint64_t v),
                    const void *arg);
/* Id of thread tid's k-th copy of a thread-local (in global order), -1
 * when it has none. */
int32_t sim_tls_id(const sim *s, const sstate *st, int32_t tid, int32_t k);
void sim_free_frame(const sstate *st, sframe *f);
/* Allocate, free or resize an array of st, inside sim_clone's block
 * (left there, a resized copy is allocated) or not; old: its current
 * size in bytes.  Arrays of a state are allocated only through these. */
void *sim_piece_alloc(sstate *st, size_t n);
void sim_piece_free(const sstate *st, void *p);
void *sim_piece_realloc(sstate *st, void *p, size_t old, size_t n);

/* float.c: IEEE float (32) / double (64) operations on raw bits */
double sim_fp_value(int bits, uint64_t v); /* raw bits to a double */
uint64_t sim_fp_bin(int op, int bits, uint64_t a, uint64_t b);
bool sim_fp_cmp(int pred, int bits, uint64_t a, uint64_t b);
bool sim_fp_cast(int op, int from, int to, uint64_t a, uint64_t *r);

/* The destructor entry of a deleted thread-specific data key (st->dtors_obj:
 * no function is at address 1). */
enum { SIM_KEY_DELETED = 1 };

/* LLVM's atomic orderings as kept in minstr.order */
enum { ORDER_NONE = 0, ORDER_RELAXED = 2, ORDER_ACQUIRE = 4 };

/* Atomicity bookkeeping (relax.c): called after thread tid fired the
 * visible operation described by p (pending before the step). */
void sim_relax_after_step(const sim *s, sstate *st, int32_t tid,
                          const spending *p, const minstr *mi);
/* Thread tid synchronised: its history starts anew (after a step that
 * synchronises, and at an acquire fence between visible steps). */
void sim_relax_synchronised(sstate *st, int32_t tid);

#endif
