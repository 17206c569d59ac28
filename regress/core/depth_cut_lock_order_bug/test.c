/* A thread that recurses past --depth 16 hid the lock-order deadlock
 * of the two others (pnbmc 56: bounded-safe). */
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int r(int n) { return n ? r(n - 1) + 1 : 0; }
void *deep(void *x) { r(40); return 0; }
void *p(void *x) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *q(void *x) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, deep, 0); pthread_create(&t[1], 0, p, 0); pthread_create(&t[2], 0, q, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
