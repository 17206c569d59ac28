/* FINDING: SOUNDNESS (wrong safe). Pointer obtained from pthread_getspecific: the points-to analysis (model/pointsto.c: PR_GETSPECIFIC 'keeps no pointers', no def) gives the result an empty set, so layout_refine drops the ADDR_FREED check. Native fails; new+old: safe. Same program with memcpy/join/strchr/qsort/va_arg/memmove instead gives unknown in the new version.
 * Command: pnbmc --timeout 60 S11a_tss_freed_compare.c */
#include <assert.h>
#include <stdlib.h>
#include <pthread.h>
pthread_key_t key;
int main(void) {
  pthread_key_create(&key, 0);
  pthread_setspecific(key, malloc(16));
  void *r = pthread_getspecific(key);
  free(r);
  void *q = malloc(16);
  assert(q != pthread_getspecific(key)); /* natively fails */
  free(q);
  return 0;
}
