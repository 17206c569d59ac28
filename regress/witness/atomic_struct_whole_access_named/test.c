/* An atomic access to a whole struct (8 bytes: two ints) is named by the
 * struct, not by its first member. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct top {
    int idx;
    unsigned tag;
};
_Atomic struct top Top;

static void *pusher(void *arg)
{
    (void)arg;
    struct top o = atomic_load(&Top), n = {o.idx + 1, o.tag};
    atomic_compare_exchange_strong(&Top, &o, n);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, pusher, 0);
    pthread_join(t, 0);
    struct top seen = atomic_load(&Top);
    assert(seen.idx == 0);
    return 0;
}
