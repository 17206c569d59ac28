/* main sets the mode with a relaxed store before any thread exists; then
 * two threads publish a mode and a third branches on it, all under one
 * lock: main's store is in no thread's window (they did not exist), the
 * lock orders the rest, no report. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *set_mode(void *arg)
{
    pthread_mutex_lock(&m);
    atomic_store_explicit(&mode, (int)(long)arg, memory_order_relaxed);
    pthread_mutex_unlock(&m);
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
    atomic_store_explicit(&mode, 2, memory_order_relaxed);
    pthread_create(&a, 0, set_mode, (void *)1);
    pthread_create(&b, 0, set_mode, (void *)2);
    pthread_create(&c, 0, dispatch, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
