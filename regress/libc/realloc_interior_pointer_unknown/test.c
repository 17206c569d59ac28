/* realloc of a pointer into the middle of an object: undefined behaviour */
#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof *p);
  p = realloc(p + 1, 8 * sizeof *p);
  free(p);
  return 0;
}
