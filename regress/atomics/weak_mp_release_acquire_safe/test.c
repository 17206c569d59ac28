/* Message passing through a release store and an acquire load: correct
 * under C11.  The flag is the only atomic that two threads may access at
 * once, and every atomic access releases or acquires: such a program
 * behaves as its interleavings (release/acquire keeps each location's
 * accesses in one order), so pnbmc's verdicts stand (pnbmc 43:
 * unknown, memory order). */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int flag; int data;
void *t1(void *a){ data = 1; atomic_store_explicit(&flag,1,memory_order_release); return 0; }
void *t2(void *a){ if (atomic_load_explicit(&flag,memory_order_acquire)) { int r = data; assert(r == 1); } return 0; }
int main(){ pthread_t a,b; pthread_create(&a,0,t1,0); pthread_create(&b,0,t2,0); pthread_join(a,0); pthread_join(b,0); return 0; }
