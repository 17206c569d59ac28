/* T1's slot is reused: it runs w, is joined, then runs w_bad.  The
 * witness names both routines (pnbmc 56: "T1 w" for a column whose
 * race is in w_bad). */
#include <pthread.h>
#include <assert.h>
typedef int (*create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
struct api { create_fn create; int (*join)(pthread_t, void **); int (*lock)(pthread_mutex_t *); int (*unlock)(pthread_mutex_t *); };
struct api A = { pthread_create, pthread_join, pthread_mutex_lock, pthread_mutex_unlock };
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int c;
void *w(void *p) { A.lock(&m); c++; A.unlock(&m); return 0; }
void *w_bad(void *p) { c++; return 0; }
void *(*pick[2])(void *) = { w, w_bad };
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) A.create(&t[i], 0, pick[0], 0);
  for (int i = 0; i < 2; i++) A.join(t[i], 0);
  assert(c == 2);
  A.create(&t[0], 0, pick[1], 0);
  A.create(&t[1], 0, pick[0], 0);
  for (int i = 0; i < 2; i++) A.join(t[i], 0);
  return 0;
}
