/* The producer's release fence comes before its payload write: the fence
 * releases only what comes before it: never safe */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    atomic_thread_fence(memory_order_release);
    payload = 42;
    atomic_store_explicit(&ready, 1, memory_order_relaxed);
    return arg;
}

int main(void)
{
    pthread_t p;
    pthread_create(&p, 0, producer, 0);
    while (!atomic_load_explicit(&ready, memory_order_relaxed))
        ;
    atomic_thread_fence(memory_order_acquire);
    assert(payload == 42);
    pthread_join(p, 0);
    return 0;
}
