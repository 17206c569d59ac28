/* A relaxed compare-exchange that succeeds is a relaxed store: T1's
 * (0 -> 1) and T2's (1 -> 2) both store into x before T3's relaxed load
 * decides a branch. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int x;
int out;
void *s1(void *p)
{
    int e = 0;
    atomic_compare_exchange_strong_explicit(&x, &e, 1, memory_order_relaxed,
                                            memory_order_relaxed);
    return p;
}
void *s2(void *p)
{
    int e = 1;
    atomic_compare_exchange_strong_explicit(&x, &e, 2, memory_order_relaxed,
                                            memory_order_relaxed);
    return p;
}
void *loader(void *p)
{
    if (atomic_load_explicit(&x, memory_order_relaxed) == 2)
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
