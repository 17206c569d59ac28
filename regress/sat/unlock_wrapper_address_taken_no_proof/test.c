/* leave() is also stored in a function pointer: it may be entered by an
 * indirect call, so nothing is known to be held when it starts. */
#include <pthread.h>
int x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void enter(void) { pthread_mutex_lock(&m); }
static void leave(void) { pthread_mutex_unlock(&m); }
void (*volatile hook)(void) = leave;
void *w(void *a) { (void)a; enter(); x = x + 1; leave(); return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0); pthread_join(t1, 0); pthread_join(t2, 0); return 0; }
