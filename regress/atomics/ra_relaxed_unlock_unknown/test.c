/* An exchange spin lock freed by a relaxed store: the next taker's
 * exchange reads the 0 without synchronising, so the counter updates
 * race in C11 though every interleaving orders them.  Unknown. */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int lk;
static int counter;
static void lock(void) { while (atomic_exchange_explicit(&lk, 1, memory_order_acquire)) ; }
static void unlock(void) { atomic_store_explicit(&lk, 0, memory_order_relaxed); }
static void *worker(void *a) { (void)a; lock(); counter++; unlock(); return 0; }
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
