/* Two threads append to a vector that realloc grows under a mutex: the
 * contents are kept, but which thread appends first is free, so
 * buf[0] == 1 fails in the run where the thread goes first. */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
int *buf; int len;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void push(int v) {
  pthread_mutex_lock(&m);
  buf = realloc(buf, (len + 1) * sizeof *buf);
  buf[len++] = v;
  pthread_mutex_unlock(&m);
}
void *t(void *a) { push(2); return 0; }
int main(void) {
  pthread_t th;
  pthread_create(&th, 0, t, 0);
  push(1);
  pthread_join(th, 0);
  assert(len == 2);
  assert(buf[0] + buf[1] == 3);
  assert(buf[0] == 1);
  free(buf);
  return 0;
}
