/* A turn variable read relaxed and compared with the thread's own
 * number (a register, not a constant): such a load is not taken as any
 * value, and the relaxed turn hand-off orders nothing (a C11 race on
 * shared): unknown. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int turn;
static int shared;

static void *worker(void *arg)
{
    int me = (int)(long)arg;
    while (atomic_load_explicit(&turn, memory_order_relaxed) != me)
        ;
    shared += me;
    atomic_store_explicit(&turn, me + 1, memory_order_relaxed);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, (void *)0L);
    pthread_create(&b, 0, worker, (void *)1L);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(shared == 1);
    return 0;
}
