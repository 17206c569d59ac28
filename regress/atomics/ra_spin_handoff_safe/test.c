/* A consumer spins on a release/acquire flag, then reads the payload the
 * producer wrote before raising it.  One contended atomic (the flag),
 * every atomic access release or acquire: C11 allows only the outcomes
 * of interleavings, so the verdicts stand (pnbmc 43: unknown, memory
 * order). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload[2];

static void *producer(void *arg)
{
    payload[0] = 40;
    payload[1] = 2;
    atomic_store_explicit(&ready, 1, memory_order_release);
    return arg;
}

static void *consumer(void *arg)
{
    while (!atomic_load_explicit(&ready, memory_order_acquire))
        ;
    assert(payload[0] + payload[1] == 42);
    return arg;
}

int main(void)
{
    pthread_t p, c;
    pthread_create(&p, 0, producer, 0);
    pthread_create(&c, 0, consumer, 0);
    pthread_join(p, 0);
    pthread_join(c, 0);
    return 0;
}
