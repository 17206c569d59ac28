/* The C11 spin lock of the textbook: atomic_flag_test_and_set_explicit
 * with memory_order_acquire takes it, atomic_flag_clear_explicit with
 * memory_order_release frees it.  The taking exchange's store releases
 * nothing, so a thread whose exchange reads that 1 does not synchronise;
 * but such a read only fails a turn of the spin loop (it writes back the
 * 1 it read and leaves the thread where it was), and the read that takes
 * the lock reads the release store's 0: every execution is an
 * interleaving (pnbmc 54: unknown, memory order). */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_flag lk = ATOMIC_FLAG_INIT;
static int counter;
static void *worker(void *a) { (void)a;
  for (int i = 0; i < 2; i++) {
    while (atomic_flag_test_and_set_explicit(&lk, memory_order_acquire)) ;
    counter++;
    atomic_flag_clear_explicit(&lk, memory_order_release);
  }
  return 0; }
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter == 6);
  return 0;
}
