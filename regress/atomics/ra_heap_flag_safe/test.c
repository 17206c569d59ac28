/* A channel main allocates once (calloc, outside any loop): its
 * release/acquire flag is the only contended atomic, and its site names
 * it in every run, so the release/acquire argument holds (pnbmc 44's
 * first version took globals only: unknown).  -DVIA_HELPER allocates it
 * in a constructor function main calls once (ra_heap_flag_helper_alloc_
 * safe); -DHELPER_TWICE calls it twice, so the site makes two objects
 * and names no one location: unknown (ra_heap_flag_helper_twice_
 * unknown). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct chan {
    atomic_int ready;
    int payload;
};

#if defined VIA_HELPER || defined HELPER_TWICE
static struct chan *new_chan(void) { return calloc(1, sizeof(struct chan)); }
#endif

static void *producer(void *arg)
{
    struct chan *c = arg;
    c->payload = 42;
    atomic_store_explicit(&c->ready, 1, memory_order_release);
    return 0;
}

static void *consumer(void *arg)
{
    struct chan *c = arg;
    while (!atomic_load_explicit(&c->ready, memory_order_acquire))
        ;
    assert(c->payload == 42);
    return 0;
}

int main(void)
{
#if defined HELPER_TWICE
    struct chan *spare = new_chan();
    struct chan *c = new_chan();
    free(spare);
#elif defined VIA_HELPER
    struct chan *c = new_chan();
#else
    struct chan *c = calloc(1, sizeof *c);
#endif
    pthread_t p, q;
    pthread_create(&p, 0, producer, c);
    pthread_create(&q, 0, consumer, c);
    pthread_join(p, 0);
    pthread_join(q, 0);
    free(c);
    return 0;
}
