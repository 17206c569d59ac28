/* Message passing through fences: the producer's release fence before
 * its relaxed store of the flag synchronises with the consumer's acquire
 * fence after the relaxed load that saw it (C11 7.17.4), so the payload
 * is read after it was written: safe (pnbmc 55: unknown, memory order;
 * and fences were read with LLVMGetOrdering, which LLVM 14 defines for
 * loads, stores and read-modify-writes only) */
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
    atomic_thread_fence(memory_order_acquire);
    assert(payload == 42);
    pthread_join(p, 0);
    return 0;
}
