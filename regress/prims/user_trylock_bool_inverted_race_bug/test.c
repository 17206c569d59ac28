/* The bool trylock wrapper, with the increment outside the critical
 * section: the race is real. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
atomic_int L; int c;
bool k_trylock(atomic_int *l) { int e = 0; return atomic_compare_exchange_strong(l, &e, 1); }
void k_unlock(atomic_int *l) { atomic_store(l, 0); }
void *thr(void *a) {
  if (k_trylock(&L)) k_unlock(&L);
  c++;
  return 0;
}
int main() {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, thr, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
