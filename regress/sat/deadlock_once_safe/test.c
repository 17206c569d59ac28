/* correct: once from two threads */
#include <pthread.h>
pthread_once_t o = PTHREAD_ONCE_INIT; int g;
void init(void) { g = 1; }
void *t1(void *x) { pthread_once(&o, init); return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_once(&o, init); pthread_join(x, 0); return g - 1; }
