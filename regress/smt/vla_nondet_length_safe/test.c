/* a variable-length array of nondet length 1..2, filled and read back in bounds */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 2) return 0;
  int buf[n];
  for (int i = 0; i < n; i++) buf[i] = i;
  assert(buf[n-1] == n-1);
  return 0;
}
