/* A compare-exchange that fails is a load of its failure order: relaxed here, so it synchronises nothing (C11 7.17.7.4). */
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
atomic_int x, f1, f2, g = 5;
int out;

void *s1(void *p)
{
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    atomic_store_explicit(&f1, 1, memory_order_relaxed);
    return p;
}
void *s2(void *p)
{
    atomic_store_explicit(&x, 2, memory_order_relaxed);
    atomic_store_explicit(&f2, 1, memory_order_relaxed);
    return p;
}
void *loader(void *p)
{
    while (!atomic_load_explicit(&f1, memory_order_relaxed))
        ;
    while (!atomic_load_explicit(&f2, memory_order_relaxed))
        ;
    int e = 0; atomic_compare_exchange_strong_explicit(&g, &e, 1, memory_order_acq_rel, memory_order_relaxed);
    if (atomic_load_explicit(&x, memory_order_relaxed) == 1)
        out = 1;
    return p;
}
int main(void)
{
    pthread_t a, b, c;
    
    pthread_create(&a, 0, s1, 0);
    pthread_create(&b, 0, s2, 0);
    pthread_create(&c, 0, loader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    
    return out;
}
