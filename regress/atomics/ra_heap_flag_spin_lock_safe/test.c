/* The acquire/release atomic_flag spin lock inside a heap object that
 * main allocates once: as with a global (pnbmc 54: unknown). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <assert.h>
struct counter { atomic_flag busy; int value; };
static void *worker(void *arg) {
  struct counter *c = arg;
  while (atomic_flag_test_and_set_explicit(&c->busy, memory_order_acquire)) ;
  c->value++;
  atomic_flag_clear_explicit(&c->busy, memory_order_release);
  return 0;
}
int main(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c) return 1;
  atomic_flag_clear(&c->busy);
  c->value = 0;
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, c);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(c->value == 2);
  free(c);
  return 0;
}
