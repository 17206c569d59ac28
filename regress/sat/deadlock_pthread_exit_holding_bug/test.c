#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int g;
void *t1(void *x) { pthread_mutex_lock(&m); g = 1; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t x; pthread_mutex_lock(&m); pthread_create(&x, 0, t1, 0); pthread_exit(0); }
