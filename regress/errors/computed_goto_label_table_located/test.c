/* A static table of label addresses: unsupported, named with its
 * declaration's line (pnbmc 56: no location). */
#include <pthread.h>
#include <assert.h>
int x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *thr(void *a) {
  static void *tab[] = { &&L0, &&L1 };
  long k = (long)a;
  goto *tab[k];
L0: pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); return 0;
L1: x++; return 0;  /* unprotected */
}
int main() {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, thr, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
