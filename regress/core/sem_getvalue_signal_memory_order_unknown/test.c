#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t s;
int x;
void *w(void *a) { x = 1; sem_post(&s); return 0; }
int main(void) {
  pthread_t t;
  sem_init(&s, 0, 0);
  pthread_create(&t, 0, w, 0);
  int v;
  sem_getvalue(&s, &v);
  if (v > 0)
    assert(x == 1);
  pthread_join(t, 0);
  return 0;
}
