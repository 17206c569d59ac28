/* join of a thread that spins forever without visible op */
#include <pthread.h>
void *t1(void *x) { volatile int i = 0; for (;;) { i = 0; } return 0; }
int main(void) { pthread_t x; pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
