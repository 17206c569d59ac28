/* escaping VLA, properly joined: safe */
#include <pthread.h>
#include <assert.h>
int n = 2;
void *t(void *a) { int *p = a; p[1] = 7; return 0; }
int main(void) {
  for (int k = 0; k < 2; k++) {
    int buf[n];
    buf[0] = 1;
    pthread_t th;
    pthread_create(&th, 0, t, buf);
    buf[0] = 5;
    pthread_join(th, 0);
    assert(buf[1] == 7 && buf[0] == 5);
  }
  return 0;
}
