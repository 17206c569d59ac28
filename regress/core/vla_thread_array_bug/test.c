/* VLA filled by a helper and read back: assertion fails on the last element */
#include <assert.h>
#include <pthread.h>
void fill(int *a, int n) { for (int i = 0; i < n; i++) a[i] = 2 * i; }
int len = 3;
void *t(void *arg) {
  int a[len];
  fill(a, len);
  assert(a[len - 1] != 4);
  return 0;
}
int main(void) {
  pthread_t th;
  pthread_create(&th, 0, t, 0);
  pthread_join(th, 0);
  return 0;
}
