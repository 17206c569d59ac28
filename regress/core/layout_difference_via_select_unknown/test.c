/* FINDING: SOUNDNESS (wrong safe). Difference of two different objects' addresses where the operands come through a select/phi of ptrtoints: layout.c's sub check requires both operands to be ptrtoint/const directly. Native gcc/clang O0/O2: fails (a, b adjacent). pnbmc new+old: safe. The direct form (s21b) gives unknown in the new version.
 * Command: pnbmc --timeout 60 S4_ptrdiff_via_select.c */
#include <assert.h>
#include <stdint.h>
int a[4] = {1, 2, 3, 4};
int b[4] = {5, 6, 7, 8};
volatile int cond = 1;
int main(void) {
  uintptr_t lo = cond ? (uintptr_t)a : (uintptr_t)b;
  uintptr_t hi = cond ? (uintptr_t)b : (uintptr_t)a;
  uintptr_t d = hi - lo;
  assert(d != 16 && d != (uintptr_t)-16); /* natively a and b are adjacent: fails */
  return 0;
}
