/* sem_timedwait may time out (-1, errno ETIMEDOUT) before the post */
#include <pthread.h>
#include <semaphore.h>
#include <errno.h>
#include <assert.h>
#include <time.h>
sem_t s;
void *poster(void *a) { sem_post(&s); return a; }
int main(void) {
  pthread_t t;
  struct timespec ts = {1, 0}; /* an absolute time-out long past */
  sem_init(&s, 0, 0);
  pthread_create(&t, 0, poster, 0);
  int rc = sem_timedwait(&s, &ts);
  if (rc == -1)
    assert(errno == ETIMEDOUT);
  pthread_join(t, 0);
  assert(rc == 0);
  return 0;
}
