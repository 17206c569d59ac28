/* A local array declared in the loop body and lent to a thread: each
 * pass re-declares it (its bytes uninitialised again), which the witness
 * shows as "redeclare a (local of T0)" and the compiled program does not
 * perform; replay does not wait for it (before: diverged at step 1). */
#include <pthread.h>
#include <assert.h>
int g;
void *w(void *p) { int *a = p; g += a[0] + a[1]; return 0; }
int main(void) {
  for (int i = 1; i <= 2; i++) {
    pthread_t t;
    int a[2];
    a[0] = i; a[1] = 1;
    pthread_create(&t, 0, w, a);
    pthread_join(t, 0);
  }
  assert(g == 0);
  return 0;
}
