/* The condition wait is in a helper that is only called with the mutex
 * held: the wait's mutex is its caller's. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER; int ready, data;
void wait_ready(void) { while (!ready) pthread_cond_wait(&c, &m); }
void *p(void *a) { (void)a; pthread_mutex_lock(&m); data = 1; ready = 1; pthread_cond_broadcast(&c); pthread_mutex_unlock(&m); return 0; }
void *q(void *a) { (void)a; pthread_mutex_lock(&m); wait_ready(); data = 2; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, p, 0); pthread_create(&b, 0, q, 0); pthread_join(a, 0); pthread_join(b, 0); return 0; }
