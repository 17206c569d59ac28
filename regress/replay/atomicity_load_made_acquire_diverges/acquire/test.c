/* Two threads publish a mode with relaxed stores; a third branches on a
 * relaxed load of it: which store it sees is not ordered by anything. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
void *set_fast(void *arg)
{
    (void)arg;
    atomic_store_explicit(&mode, 1, memory_order_relaxed);
    return 0;
}
void *set_safe(void *arg)
{
    (void)arg;
    atomic_store_explicit(&mode, 2, memory_order_relaxed);
    return 0;
}
void *dispatch(void *arg)
{
    (void)arg;
    if (atomic_load_explicit(&mode, memory_order_acquire) == 1)
        fast_path_taken = 1;
    return 0;
}
int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, 0, set_fast, 0);
    pthread_create(&b, 0, set_safe, 0);
    pthread_create(&c, 0, dispatch, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
