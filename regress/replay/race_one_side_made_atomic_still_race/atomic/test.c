#include <stdatomic.h> /* as ../../race_both_made_atomic_diverges/test.c, only the write atomic */
#include <pthread.h>
int x;
int r;
void *writer(void *a)
{
    (void)a;
    atomic_store_explicit((_Atomic int *)&x, 1, memory_order_relaxed);
    return 0;
}
void *reader(void *a)
{
    (void)a;
    r = x;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
