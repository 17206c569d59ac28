/* pthread_t array of variable length; a counter under a mutex: safe */
#include <pthread.h>
#include <assert.h>
int nthreads = 3;
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *a) {
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = nthreads;
  pthread_t th[n];
  for (int i = 0; i < n; i++)
    pthread_create(&th[i], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(th[i], 0);
  assert(count == 3);
  return 0;
}
