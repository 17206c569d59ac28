/* A statistics counter incremented with relaxed order, result unused,
 * read after the joins: the increments commute and nobody reads the
 * counter concurrently, so the interleavings are all there is. */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int hits;
void *t(void *a){ for (int i = 0; i < 3; i++) atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed); return 0; }
int main(){ pthread_t a,b; pthread_create(&a,0,t,0); pthread_create(&b,0,t,0); pthread_join(a,0); pthread_join(b,0); assert(atomic_load_explicit(&hits, memory_order_relaxed) == 6); return 0; }
