/* A long unrolling under a small memory ceiling: Z3 runs out of its
 * share and the answer is unknown with the reason, never a verdict. */
#include <pthread.h>
#include <assert.h>
int x, y;
void *w(void *a) { for (int i = 0; i < 1000; i++) { x = x + i; y = y ^ x; } return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0); pthread_join(t1, 0); pthread_join(t2, 0); assert(y != 12345); return 0; }
