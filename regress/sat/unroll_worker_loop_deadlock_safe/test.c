/* correct; the worker's counted loop becomes two copies of its body, so its control does not loop and sat proves deadlock freedom */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int g;
void *t1(void *x) { for (int i = 0; i < 2; i++) { pthread_mutex_lock(&m); g++; pthread_mutex_unlock(&m); } return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_mutex_lock(&m); g++; pthread_mutex_unlock(&m); pthread_join(x, 0); return 0; }
