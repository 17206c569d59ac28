/* Two input files with the same base name (x1/util.c, x2/util.c): the
 * witness table names them by their paths (pnbmc 54: util.c both). */
#include <pthread.h>
void *w1(void *); void *w2(void *);
int main(void) { pthread_t a, b; pthread_create(&a, 0, w1, 0); pthread_create(&b, 0, w2, 0); pthread_join(a, 0); pthread_join(b, 0); return 0; }
