/* Two threads store the mode relaxed; main loads it relaxed and picks a
 * value with a conditional expression (clang emits a select, not a
 * branch, for `c ? 1 : 2`): the load decides which way the program goes
 * as much as an if would. */
#include <pthread.h>
#include <stdatomic.h>

atomic_long mode;

static void *set_fast(void *arg)
{
    (void)arg;
    atomic_store_explicit(&mode, 100, memory_order_relaxed);
    return 0;
}

static void *set_slow(void *arg)
{
    (void)arg;
    atomic_store_explicit(&mode, 200, memory_order_relaxed);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, set_fast, 0);
    pthread_create(&b, 0, set_slow, 0);
    long m = atomic_load_explicit(&mode, memory_order_relaxed);
    int workers = m == 100 ? 4 : 1;
    pthread_join(a, 0);
    pthread_join(b, 0);
    return workers;
}
