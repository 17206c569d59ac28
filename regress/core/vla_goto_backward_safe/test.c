/* jump backwards out of a VLA's scope: the array ends each time */
#include <assert.h>
int main(void) {
  int k = 0, n = 2;
again:
  {
    int a[n + k];
    a[n + k - 1] = k;
    k++;
    if (k < 3)
      goto again;
    assert(a[n + k - 2] == 2);
  }
  return 0;
}
