/* main creates two racing threads, then recurses past --depth 16: the
 * cut stops main there, but its create steps stand and the race needs
 * no deep call (pnbmc 56 dropped the step: bounded-safe, exit 0). */
#include <pthread.h>
int x;
int r(int n) { return n ? r(n - 1) + 1 : 0; }
void *w(void *a) { x++; return 0; }
int main(void) {
  pthread_t t[2];
  pthread_create(&t[0], 0, w, 0);
  pthread_create(&t[1], 0, w, 0);
  r(40);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
