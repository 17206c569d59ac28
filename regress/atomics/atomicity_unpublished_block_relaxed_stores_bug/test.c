/* main fills a fresh block with a relaxed store and publishes it with a
 * relaxed store of its address: T1's relaxed store to the block and
 * main's both precede T2's relaxed load, which decides a branch. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

static atomic_int *_Atomic gcell;
static int out;

static void *setter(void *p)
{
    (void)p;
    atomic_int *c = atomic_load_explicit(&gcell, memory_order_relaxed);
    if (c)
        atomic_store_explicit(c, 2, memory_order_relaxed);
    return NULL;
}

static void *reader(void *p)
{
    (void)p;
    atomic_int *c = atomic_load_explicit(&gcell, memory_order_relaxed);
    if (c && atomic_load_explicit(c, memory_order_relaxed) == 1)
        out = 1;
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, setter, NULL);
    pthread_create(&b, NULL, reader, NULL);
    atomic_int *c = malloc(sizeof *c);
    if (!c)
        return 1;
    atomic_store_explicit(c, 1, memory_order_relaxed);
    atomic_store_explicit(&gcell, c, memory_order_relaxed);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    free(c);
    return out;
}
