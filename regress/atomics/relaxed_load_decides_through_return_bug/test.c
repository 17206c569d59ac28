/* The relaxed load is in a helper whose result the caller branches on. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, seen;

static int is_one(void)
{
    return atomic_load_explicit(&x, memory_order_relaxed) == 1;
}

static void *writer_a(void *arg)
{
    (void)arg;
    atomic_store_explicit(&x, 1, memory_order_relaxed);
    return 0;
}

static void *writer_b(void *arg)
{
    (void)arg;
    atomic_store_explicit(&x, 2, memory_order_relaxed);
    return 0;
}

static void *reader(void *arg)
{
    (void)arg;
    if (is_one())
        atomic_store(&seen, 1);
    return 0;
}

int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, 0, writer_a, 0);
    pthread_create(&b, 0, writer_b, 0);
    pthread_create(&c, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
