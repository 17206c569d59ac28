/* double lock in a thread, main does not join */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *x) { pthread_mutex_lock(&m); pthread_mutex_lock(&m); return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); return 0; }
