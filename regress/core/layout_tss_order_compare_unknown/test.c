/* FINDING: SOUNDNESS (wrong safe). ADDR_ORDER check on two pointers from pthread_getspecific dropped by layout_refine. Native fails (glibc puts b below a); new+old: safe. Direct version (x=a,y=b) gives unknown.
 * Command: pnbmc --timeout 60 S11d_tss_order_wrong_safe.c */
#include <assert.h>
#include <stdlib.h>
#include <pthread.h>
pthread_key_t k1, k2;
int main(void) {
  pthread_key_create(&k1, 0); pthread_key_create(&k2, 0);
  char *t = malloc(16);
  char *a = malloc(16);
  free(t);
  char *b = malloc(16);               /* natively reuses t's block, below a */
  pthread_setspecific(k1, a); pthread_setspecific(k2, b);
  char *x = pthread_getspecific(k1), *y = pthread_getspecific(k2);
  assert(x < y);                      /* natively fails (b < a); order check dropped */
  free(a); free(b);
  return 0;
}
