#include <threads.h>
int g;
int r(void *a) { return g; }
int w(void *a) { return 3; }
int main(void) {
  thrd_t u, v;
  thrd_create(&u, r, 0);
  thrd_create(&v, w, 0);
  thrd_join(v, &g);
  thrd_join(u, 0);
  return 0;
}
