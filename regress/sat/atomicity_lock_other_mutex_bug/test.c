/* The loader branches on a relaxed load under lock m, but the two
 * setters store under another lock w: both stores can fall between the
 * loader's lock and its load, an atomicity violation m does not prevent. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, w = PTHREAD_MUTEX_INITIALIZER;
void *set_fast(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&w);
    atomic_store_explicit(&mode, 1, memory_order_relaxed);
    pthread_mutex_unlock(&w);
    return 0;
}
void *set_safe(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&w);
    atomic_store_explicit(&mode, 2, memory_order_relaxed);
    pthread_mutex_unlock(&w);
    return 0;
}
void *dispatch(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (atomic_load_explicit(&mode, memory_order_relaxed) == 1)
        fast_path_taken = 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b, c;
    pthread_create(&c, 0, dispatch, 0);
    pthread_create(&a, 0, set_fast, 0);
    pthread_create(&b, 0, set_safe, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
