/* enter() locks only when its argument is set: it does not return
 * holding m on every path, and the thread started with 0 races. */
#include <pthread.h>
int x, flag; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void enter(int c) { if (c) pthread_mutex_lock(&m); }
static void leave(void) { pthread_mutex_unlock(&m); }
void *w(void *a) { enter(a != 0); x = x + 1; leave(); return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, (void *)1); pthread_create(&t2, 0, w, 0); pthread_join(t1, 0); pthread_join(t2, 0); return 0; }
