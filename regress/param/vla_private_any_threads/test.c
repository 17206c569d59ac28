/* unboundedly many threads, each with a private VLA: safe for any number */
#include <pthread.h>
#include <assert.h>
int n = 2;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *a) {
  int buf[n];
  for (int i = 0; i < n; i++) buf[i] = 1;
  pthread_mutex_lock(&m);
  total = buf[0] + buf[1];
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    assert(total == 0 || total == 2);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
