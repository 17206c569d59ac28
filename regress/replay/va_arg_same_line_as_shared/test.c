/* va_arg reads the va_list and the argument area on the line of a
 * shared access: both are the thread's own (pnbmc 56's replay took them
 * for visible reads and diverged at "T1 read 8"). */
#include <pthread.h>
#include <stdarg.h>
#include <assert.h>
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void add_locked(int n, ...) {
  va_list ap;
  va_start(ap, n);
  pthread_mutex_lock(&m);
  for (int i = 0; i < n; i++) total += va_arg(ap, int);
  pthread_mutex_unlock(&m);
  va_end(ap);
}
void *thr(void *a) { add_locked(2, 1, 2); return 0; }
int main() {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, thr, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(total == 7);
  return 0;
}
