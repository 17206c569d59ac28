/* pthread_rwlock_timedwrlock may time out while a reader holds the lock:
 * the writer then proceeds without it and races with nobody, but its
 * assertion that it got the lock fails */
#include <pthread.h>
#include <assert.h>
#include <errno.h>
#include <time.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int data;
void *reader(void *a) {
  pthread_rwlock_rdlock(&rw);
  int v = data;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)v;
}
int main(void) {
  pthread_t t;
  struct timespec ts = {0, 0};
  pthread_create(&t, 0, reader, 0);
  int rc = pthread_rwlock_timedwrlock(&rw, &ts);
  assert(rc == 0 || rc == ETIMEDOUT);
  if (rc == 0) {
    data = 1;
    pthread_rwlock_unlock(&rw);
  }
  pthread_join(t, 0);
  assert(rc == 0);
  return 0;
}
