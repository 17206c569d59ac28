/* Compare-exchange of an _Atomic struct: clang copies the desired value
 * into a stack temporary with memcpy before the cmpxchg (same line).  The
 * temporary is the thread's own, as the locals it is copied from: replay
 * must not take that copy for the witness's cmpxchg step. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct pair {
    int a, b;
};
_Atomic struct pair cell;

static void *put_12(void *arg)
{
    (void)arg;
    struct pair expected = {0, 0}, desired = {1, 2};
    atomic_compare_exchange_strong(&cell, &expected, desired);
    return 0;
}

static void *put_34(void *arg)
{
    (void)arg;
    struct pair expected = {0, 0}, desired = {3, 4};
    atomic_compare_exchange_strong(&cell, &expected, desired);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, put_12, 0);
    pthread_create(&b, 0, put_34, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    struct pair seen = atomic_load(&cell);
    assert(seen.a == 3);
    return 0;
}
