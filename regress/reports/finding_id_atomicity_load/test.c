/* The atomicity id names the object and the function of the relaxed
 * load (pnbmc 56: atomicity:atomicity:w2, the function of whichever
 * store came last), and the SARIF result points at the load (line 14),
 * not at a store. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag;
void *w1(void *a) { atomic_store_explicit(&flag, 1, memory_order_relaxed); return 0; }
void *w2(void *a) { atomic_store_explicit(&flag, 2, memory_order_relaxed); return 0; }
int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, w1, 0);
    pthread_create(&t2, 0, w2, 0);
    if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
        flag = 3;
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
