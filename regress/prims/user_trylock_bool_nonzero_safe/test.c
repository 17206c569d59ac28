/* A trylock wrapper returning bool (true: taken).  A failed try is
 * EBUSY, which is 0 as a bool: pnbmc 56 took every failure for a success
 * (a race and an unlock of a mutex not held).  Failures are 1 now. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
atomic_int L; int c;
bool k_trylock(atomic_int *l) { int e = 0; return atomic_compare_exchange_strong(l, &e, 1); }
void k_unlock(atomic_int *l) { atomic_store(l, 0); }
void *thr(void *a) {
  if (k_trylock(&L)) { c++; k_unlock(&L); }
  return 0;
}
int main() {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, thr, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
