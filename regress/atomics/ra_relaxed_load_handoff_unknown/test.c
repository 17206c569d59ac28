/* The producer raises a flag with a release store, but the consumer
 * spins on it with a relaxed load: reading the 1 does not synchronise,
 * so the payload accesses race in C11 (the relaxed load that leaves the
 * spin loop is no failed turn).  Unknown. */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int ready;
static int payload;
static void *producer(void *a) { payload = 42; atomic_store_explicit(&ready, 1, memory_order_release); return a; }
static void *consumer(void *a) { while (!atomic_load_explicit(&ready, memory_order_relaxed)) ; assert(payload == 42); return a; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0); pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0;
}
