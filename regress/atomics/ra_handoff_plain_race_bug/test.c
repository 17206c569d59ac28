/* The producer writes the payload after raising the release/acquire
 * flag: a race on payload.  The race is found over interleavings; the
 * assertion's verdict cannot rest on the release/acquire argument, which
 * needs a program without races on plain data: unknown. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    atomic_store_explicit(&ready, 1, memory_order_release);
    payload = 42;
    return arg;
}

static void *consumer(void *arg)
{
    if (atomic_load_explicit(&ready, memory_order_acquire)) {
        int seen = payload;
        assert(seen == 42 || seen == 0);
    }
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
