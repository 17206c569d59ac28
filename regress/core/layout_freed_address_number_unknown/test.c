/* FINDING: SOUNDNESS (wrong safe). A heap address converted to uintptr_t BEFORE free, compared (integer ==) with a later malloc's address. glibc returns the freed block (native assert fails always); pnbmc new+old: safe. ADDR_FREED is only checked on pointer icmp / casts of already-freed blocks, not on integer equality of address numbers taken earlier.
 * Command: pnbmc --timeout 60 S1a_freed_addr_as_int_seq.c */
#include <assert.h>
#include <stdlib.h>
#include <stdint.h>
int main(void) {
  uintptr_t a = (uintptr_t)malloc(16);
  free((void *)a);
  uintptr_t b = (uintptr_t)malloc(16);
  assert(a != b); /* natively glibc hands the freed block back: fails */
  free((void *)b);
  return 0;
}
