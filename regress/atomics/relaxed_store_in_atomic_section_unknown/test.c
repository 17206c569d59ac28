/* A relaxed store inside an SV-COMP atomic section releases nothing to a
 * thread that reads it outside any section (a section is a lock only the
 * threads that take it wait for): the payload read races with its write
 * in C11.  pnbmc 55: safe, the store was folded into the section's step,
 * out of the weak view's sight */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static atomic_int ready;
static int payload;

static void *producer(void *arg)
{
    payload = 42;
    __VERIFIER_atomic_begin();
    atomic_store_explicit(&ready, 1, memory_order_relaxed);
    __VERIFIER_atomic_end();
    return arg;
}

int main(void)
{
    pthread_t p;
    pthread_create(&p, 0, producer, 0);
    while (!atomic_load_explicit(&ready, memory_order_acquire))
        ;
    assert(payload == 42);
    pthread_join(p, 0);
    return 0;
}
