/* As ../test.c, with the flag a relaxed atomic. */
#include <stdatomic.h>
#include <assert.h>
#include <pthread.h>
atomic_int flag;
int data;
void *publish(void *arg)
{
    (void)arg;
    atomic_store_explicit(&flag, 1, memory_order_relaxed);
    data = 42;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, publish, 0);
    if (atomic_load_explicit(&flag, memory_order_relaxed))
        assert(data == 42);
    pthread_join(t, 0);
    return 0;
}
