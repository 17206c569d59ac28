/* The dispatcher stores and then branches on a relaxed load of the mode
 * under the lock, but main stores the mode without the lock after it
 * created the dispatcher: main's store can fall between the
 * dispatcher's lock and its load, after the dispatcher's own store, so
 * two threads stored since its last synchronisation. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int mode;
int fast_path_taken;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *dispatch(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    atomic_store_explicit(&mode, 3, memory_order_relaxed);
    if (atomic_load_explicit(&mode, memory_order_relaxed) == 1)
        fast_path_taken = 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t c;
    pthread_create(&c, 0, dispatch, 0);
    atomic_store_explicit(&mode, 1, memory_order_relaxed);
    pthread_join(c, 0);
    return 0;
}
