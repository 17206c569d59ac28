/* The consumer checks the flag once and takes the acquire fence only on
 * the path that saw it raised: safe */
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
    if (atomic_load_explicit(&ready, memory_order_relaxed)) {
        atomic_thread_fence(memory_order_acquire);
        assert(payload == 42);
    }
    pthread_join(p, 0);
    return 0;
}
