/* The writer writes only when its trywrlock succeeded; the branch on the
 * result right after it tells the skeleton which way the try went. */
#include <pthread.h>
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER; int x;
void *r(void *a) { (void)a; pthread_rwlock_rdlock(&l); int v = x; (void)v; pthread_rwlock_unlock(&l); return 0; }
void *w(void *a) { (void)a; if (pthread_rwlock_trywrlock(&l) == 0) { x = 1; pthread_rwlock_unlock(&l); } return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, r, 0); pthread_create(&b, 0, w, 0); pthread_join(a, 0); pthread_join(b, 0); return 0; }
