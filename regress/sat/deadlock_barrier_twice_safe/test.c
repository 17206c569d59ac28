/* correct: barrier of 2 used twice by both */
#include <pthread.h>
pthread_barrier_t br; int g;
void *t1(void *x) { pthread_barrier_wait(&br); g = 1; pthread_barrier_wait(&br); return 0; }
int main(void) { pthread_t x; pthread_barrier_init(&br, 0, 2); pthread_create(&x, 0, t1, 0); pthread_barrier_wait(&br); pthread_barrier_wait(&br); g = 2; pthread_join(x, 0); return 0; }
