/* 2+2W: each thread exchanges two flags in opposite orders, results
 * unused.  Under C11 the final values 1 and 2 below are possible
 * (relaxed exchanges of different objects are not ordered), though no
 * interleaving ends so. */
#include <stdatomic.h>
#include <pthread.h>
#include <assert.h>
atomic_int x, y;
void *t1(void *a) { atomic_exchange_explicit(&x, 1, memory_order_relaxed); atomic_exchange_explicit(&y, 1, memory_order_relaxed); return 0; }
void *t2(void *a) { atomic_exchange_explicit(&y, 2, memory_order_relaxed); atomic_exchange_explicit(&x, 2, memory_order_relaxed); return 0; }
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(!(atomic_load(&x) == 1 && atomic_load(&y) == 2));
    return 0;
}
