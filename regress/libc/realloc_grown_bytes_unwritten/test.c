/* read of grown bytes that were never written */
#include <stdlib.h>
#include <assert.h>
int main(void) {
  int *p = malloc(sizeof *p);
  p[0] = 1;
  p = realloc(p, 2 * sizeof *p);
  assert(p[1] == 0);
  free(p);
  return 0;
}
