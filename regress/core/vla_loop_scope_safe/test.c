/* VLA inside an endless loop of a thread: the state space stays finite */
#include <pthread.h>
#include <assert.h>
int n = 2;
int flag;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *a) {
  while (1) {
    int buf[n];
    for (int i = 0; i < n; i++) buf[i] = i;
    pthread_mutex_lock(&m);
    flag = buf[1];
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  assert(flag == 0 || flag == 1);
  pthread_mutex_unlock(&m);
  return 0;
}
