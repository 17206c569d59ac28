/* The default stack size comes from the machine's RLIMIT_STACK: in the
 * model a power of two from PTHREAD_STACK_MIN to 1 GiB, the same at every
 * call.  A program that raises a small default explores both branches.
 * ASSUME_8MIB asserts the usual Linux default, which another machine need
 * not have: bug. */
#include <assert.h>
#include <pthread.h>

static void *worker(void *arg)
{
    return arg;
}

int main(void)
{
    pthread_attr_t a;
    size_t size, again;
    pthread_attr_init(&a);
    pthread_attr_getstacksize(&a, &size);
    assert(size >= PTHREAD_STACK_MIN);
#ifdef ASSUME_8MIB
    assert(size == 8 << 20);
#endif
    pthread_attr_t b;
    pthread_attr_init(&b);
    pthread_attr_getstacksize(&b, &again);
    assert(again == size);
    if (size < 1 << 20)
        assert(pthread_attr_setstacksize(&a, 1 << 20) == 0);
    pthread_t t;
    pthread_create(&t, &a, worker, 0);
    pthread_join(t, 0);
    return 0;
}
