/* escaping VLA shared with a thread, joined before scope end: race on buf[0] */
#include <pthread.h>
int n = 2;
void *t(void *a) { int *p = a; p[0]++; return 0; }
int main(void) {
  int buf[n];
  buf[0] = 0; buf[1] = 0;
  pthread_t th;
  pthread_create(&th, 0, t, buf);
  buf[0] = 5;
  pthread_join(th, 0);
  return 0;
}
