/* The flag is raised by a seq_cst store (atomic_store) and read by acquire
 * loads: seq_cst releases and acquires, so the release/acquire argument
 * holds (the weak view's pair is one seq_cst and one acquire access of
 * the flag).  A plain store to the flag instead races: -DPLAIN_STORE
 * (ra_plain_store_acquire_load_bug). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    payload = 42;
#ifdef PLAIN_STORE
    *(int *)&ready = 1;
#else
    atomic_store(&ready, 1);
#endif
    return arg;
}

static void *consumer(void *arg)
{
    while (!atomic_load_explicit(&ready, memory_order_acquire))
        ;
    assert(payload == 42);
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
