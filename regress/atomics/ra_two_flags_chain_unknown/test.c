/* Two release/acquire flags passed along a chain of threads.  Two atomics
 * are contended: pnbmc does not decide whether C11 then allows outcomes
 * that no interleaving has (for store buffering over two such flags it
 * does), so the answer stays unknown. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int x, y;
static int payload;

static void *first(void *arg)
{
    payload = 1;
    atomic_store_explicit(&x, 1, memory_order_release);
    return arg;
}

static void *second(void *arg)
{
    while (!atomic_load_explicit(&x, memory_order_acquire))
        ;
    payload++;
    atomic_store_explicit(&y, 1, memory_order_release);
    return arg;
}

static void *third(void *arg)
{
    if (atomic_load_explicit(&y, memory_order_acquire))
        assert(payload == 2);
    return arg;
}

int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, 0, first, 0);
    pthread_create(&b, 0, second, 0);
    pthread_create(&c, 0, third, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
