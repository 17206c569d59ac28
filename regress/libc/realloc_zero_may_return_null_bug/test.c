/* realloc(p, 0): glibc frees p and returns NULL */
#include <stdlib.h>
#include <assert.h>
int main(void) {
  int *p = malloc(sizeof *p);
  p = realloc(p, 0);
  assert(p != NULL);
  return 0;
}
