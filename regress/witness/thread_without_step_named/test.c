/* T1 (good) has no visible operation: it ends within its create step.
 * Its column is named all the same (pnbmc 56: "T1 ?"). */
#include <pthread.h>
int c;
void *good(void *p) { return 0; }
void *bad(void *p) { c++; return 0; }
void *(*pick[2])(void *) = { good, bad };
int main(void) {
  pthread_t t;
  for (int i = 0; i < 2; i++) {
    pthread_create(&t, 0, pick[i], 0);
    pthread_join(t, 0);
  }
  pthread_create(&t, 0, pick[1], 0);
  c = 5;
  pthread_join(t, 0);
  return 0;
}
