/* realloc(p, 0): NULL (p freed) or a pointer not to be used: both outcomes */
#include <stdlib.h>
#include <assert.h>
int main(void) {
  int *p = malloc(sizeof *p);
  p = realloc(p, 0);
  assert(p != NULL);
  return 0;
}
