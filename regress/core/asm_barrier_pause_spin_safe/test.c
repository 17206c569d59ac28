/* Kernel-style helpers in inline assembly that only order or wait: a
 * compiler barrier, the x86 pause hint in a spin loop and mfence.  Under
 * the interleaving semantics they have no effect; the handoff itself is
 * a release/acquire atomic flag, so there is no race and the assertion
 * holds. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define barrier() __asm__ __volatile__("" ::: "memory")
#define cpu_relax() __asm__ __volatile__("pause" ::: "memory")
#define full_fence() __asm__ __volatile__("mfence" ::: "memory")

static int payload;
static atomic_int ready;

static void *producer(void *arg)
{
    (void)arg;
    payload = 42;
    barrier();
    full_fence();
    atomic_store_explicit(&ready, 1, memory_order_release);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    while (!atomic_load_explicit(&ready, memory_order_acquire))
        cpu_relax();
    barrier();
    assert(payload == 42);
    pthread_join(t, 0);
    return 0;
}
