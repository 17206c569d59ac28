/* Two threads add to a mode with relaxed read-modify-writes; a third
 * branches on a relaxed load of it. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
void *add_one(void *arg)
{
    (void)arg;
    atomic_fetch_add_explicit(&mode, 1, memory_order_relaxed);
    return 0;
}
void *add_two(void *arg)
{
    (void)arg;
    atomic_fetch_add_explicit(&mode, 2, memory_order_relaxed);
    return 0;
}
void *dispatch(void *arg)
{
    (void)arg;
    if (atomic_load_explicit(&mode, memory_order_relaxed) == 1)
        fast_path_taken = 1;
    return 0;
}
int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, 0, add_one, 0);
    pthread_create(&b, 0, add_two, 0);
    pthread_create(&c, 0, dispatch, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
