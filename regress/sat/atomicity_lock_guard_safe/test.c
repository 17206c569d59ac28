/* The loader branches on a relaxed load in a helper that it calls with
 * the lock held; the setters store under the same lock: the lock orders
 * them, no report. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void set_mode(int v)
{
    pthread_mutex_lock(&m);
    atomic_store_explicit(&mode, v, memory_order_relaxed);
    pthread_mutex_unlock(&m);
}
static void dispatch_locked(void)
{
    if (atomic_load_explicit(&mode, memory_order_relaxed) == 1)
        fast_path_taken = 1;
}
void *set_fast(void *arg)
{
    (void)arg;
    set_mode(1);
    return 0;
}
void *set_safe(void *arg)
{
    (void)arg;
    set_mode(2);
    return 0;
}
void *dispatch(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    dispatch_locked();
    pthread_mutex_unlock(&m);
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
