/* An x86 mfence in inline assembly orders the processor, not C11's memory
 * model: the compiler may still move the relaxed accesses and the payload
 * across it, so it does not synchronise like atomic_thread_fence: never
 * safe. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    payload = 42;
    __asm__ volatile("mfence" ::: "memory");
    atomic_store_explicit(&ready, 1, memory_order_relaxed);
    return arg;
}

int main(void)
{
    pthread_t p;
    pthread_create(&p, 0, producer, 0);
    while (!atomic_load_explicit(&ready, memory_order_relaxed))
        ;
    __asm__ volatile("mfence" ::: "memory");
    assert(payload == 42);
    pthread_join(p, 0);
    return 0;
}
