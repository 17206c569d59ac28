/* x = 1 before T1 write-locks l; main reads x only when its tryrdlock
 * fails.  In every interleaving the failure comes after the write, but a
 * failed try orders nothing (a data race in C11): assert is unknown,
 * whichever checks are asked (it was safe with --check assert alone, and
 * deadlock safe with --engine sat, whose race check stays undecided). */
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER; int x;
void *w(void *a) { x = 1; pthread_rwlock_wrlock(&l); return 0; }
int main() {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  if (pthread_rwlock_tryrdlock(&l) != 0) assert(x == 1);
  else pthread_rwlock_unlock(&l);
  pthread_join(t, 0);
  return 0;
}
