/* Store buffering with release stores and acquire loads: both loads may
 * read 0 under C11 (and on x86), which no interleaving shows. */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int x, y; int r1, r2;
void *t1(void *a){ atomic_store_explicit(&x,1,memory_order_release); r1 = atomic_load_explicit(&y,memory_order_acquire); return 0; }
void *t2(void *a){ atomic_store_explicit(&y,1,memory_order_release); r2 = atomic_load_explicit(&x,memory_order_acquire); return 0; }
int main(){ pthread_t a,b; pthread_create(&a,0,t1,0); pthread_create(&b,0,t2,0); pthread_join(a,0); pthread_join(b,0); assert(r1||r2); return 0; }
