/* Relaxed increments of two counters, read concurrently with seq_cst
 * loads: C11 lets the reader see y incremented and x not. */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int x, y; int r1, r2;
void *t1(void *a){ atomic_fetch_add_explicit(&x, 1, memory_order_relaxed); atomic_fetch_add_explicit(&y, 1, memory_order_relaxed); return 0; }
void *t2(void *a){ r1 = atomic_load(&y); r2 = atomic_load(&x); return 0; }
int main(){ pthread_t a,b; pthread_create(&a,0,t1,0); pthread_create(&b,0,t2,0); pthread_join(a,0); pthread_join(b,0); assert(r1 <= r2); return 0; }
