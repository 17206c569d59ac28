/* realloc keeps the old contents, grows and shrinks; realloc(NULL, n) mallocs */
#include <stdlib.h>
#include <assert.h>
#include <pthread.h>
int main(void) {
  int *p = realloc(NULL, 2 * sizeof *p);
  p[0] = 10; p[1] = 20;
  p = realloc(p, 4 * sizeof *p);
  assert(p[0] == 10 && p[1] == 20);
  p[3] = 40;
  p = realloc(p, sizeof *p);
  assert(p[0] == 10);
  free(p);
  return 0;
}
