/* sem_getvalue and pthread_equal synchronise nothing (POSIX 4.12 lists neither; the C library model's atomic section is its bookkeeping). */
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
atomic_int x, f1, f2, g = 5;
int out;
sem_t s;
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
    int v; sem_getvalue(&s, &v); out = pthread_equal(pthread_self(), pthread_self()) - 1;
    if (atomic_load_explicit(&x, memory_order_relaxed) == 1)
        out = 1;
    return p;
}
int main(void)
{
    pthread_t a, b, c;
    sem_init(&s, 0, 0);
    pthread_create(&a, 0, s1, 0);
    pthread_create(&b, 0, s2, 0);
    pthread_create(&c, 0, loader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    
    return out;
}
