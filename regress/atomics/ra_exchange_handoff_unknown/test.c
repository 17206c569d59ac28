/* The producer publishes through an acquire-only exchange, whose store
 * releases nothing: the consumer's acquire load that reads its 1 does
 * not synchronise with it, so the plain payload accesses race in C11
 * though every interleaving orders them.  Not safe: unknown. */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int flag;
static int data;
static void *producer(void *a) { (void)a; data = 42; atomic_exchange_explicit(&flag, 1, memory_order_acquire); return 0; }
static void *consumer(void *a) { (void)a; while (atomic_load_explicit(&flag, memory_order_acquire) != 1) ; assert(data == 42); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0); pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0;
}
