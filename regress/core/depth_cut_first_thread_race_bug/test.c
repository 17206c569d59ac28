/* The first thread recurses past --depth 16 before any visible
 * operation: it stops there, and the two others still race (pnbmc 56
 * dropped its create: one state, bounded-safe). */
#include <pthread.h>
#include <assert.h>
int x;
int r(int n) { return n ? r(n - 1) + 1 : 0; }
void *deep(void *a) { r(40); return 0; }          /* recursion deeper than --depth 16, no shared accesses */
void *w(void *a) { x++; return 0; }               /* plain race between two w threads */
int main(void) {
  pthread_t t[3];
  pthread_create(&t[2], 0, deep, 0);
  pthread_create(&t[0], 0, w, 0);
  pthread_create(&t[1], 0, w, 0);

  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(x == 2);
  return 0;
}
