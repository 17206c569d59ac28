#include <pthread.h>
void *ta(void *), *tb(void *);
int main(void) { pthread_t x, y; pthread_create(&x, 0, ta, 0); pthread_create(&y, 0, tb, 0); pthread_join(x, 0); pthread_join(y, 0); return 0; }
