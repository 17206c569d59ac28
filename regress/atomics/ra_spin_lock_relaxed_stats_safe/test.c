/* An exchange/release spin lock guards a plain counter and a relaxed
 * statistics counter: the relaxed accesses never run concurrently with a
 * conflicting one (the lock orders them), so they act as plain ones
 * (pnbmc 54: unknown, memory order). */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int lk;
static atomic_int stats;
static int counter;
static void lock(void) { while (atomic_exchange_explicit(&lk, 1, memory_order_acquire)) ; }
static void unlock(void) { atomic_store_explicit(&lk, 0, memory_order_release); }
static void *worker(void *a) { (void)a; lock(); counter++; atomic_store_explicit(&stats, atomic_load_explicit(&stats, memory_order_relaxed) + 1, memory_order_relaxed); unlock(); return 0; }
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2 && atomic_load_explicit(&stats, memory_order_relaxed) == 2);
  return 0;
}
