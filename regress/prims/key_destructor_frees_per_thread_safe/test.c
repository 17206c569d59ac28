/* Each thread's buffer is freed by the key's destructor when the thread
 * ends; the join waits for the destructors, so main sees both calls. */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
pthread_key_t key;
int freed;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void release(void *p) {
  pthread_mutex_lock(&m);
  freed++;
  pthread_mutex_unlock(&m);
  free(p);
}
void *worker(void *a) {
  int *buf = malloc(sizeof *buf);
  *buf = 1;
  pthread_setspecific(key, buf);
  return a;
}
int main(void) {
  pthread_t t1, t2;
  pthread_key_create(&key, release);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(freed == 2);
  return 0;
}
