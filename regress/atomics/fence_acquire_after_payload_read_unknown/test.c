/* The consumer reads the payload before its acquire fence: the fence
 * orders only what comes after it, so the read races with the write:
 * never safe */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    payload = 42;
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&ready, 1, memory_order_relaxed);
    return arg;
}

int main(void)
{
    pthread_t p;
    pthread_create(&p, 0, producer, 0);
    while (!atomic_load_explicit(&ready, memory_order_relaxed))
        ;
    int v = payload;
    atomic_thread_fence(memory_order_acquire);
    assert(v == 42);
    pthread_join(p, 0);
    return 0;
}
