/* Store buffering over the release/acquire flags of two heap objects
 * that one calloc in a loop allocates: C11 lets both loads read 0.  One
 * site, two objects: the site does not name one location, so the
 * release/acquire argument is not tried: unknown (never safe). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct flag {
    atomic_int up;
    int seen;
};

static struct flag *flags[2];

static void *side(void *arg)
{
    long me = (long)arg;
    atomic_store_explicit(&flags[me]->up, 1, memory_order_release);
    flags[me]->seen = atomic_load_explicit(&flags[1 - me]->up,
                                           memory_order_acquire);
    return 0;
}

int main(void)
{
    for (int i = 0; i < 2; i++)
        flags[i] = calloc(1, sizeof(struct flag));
    pthread_t a, b;
    pthread_create(&a, 0, side, (void *)0);
    pthread_create(&b, 0, side, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(flags[0]->seen || flags[1]->seen);
    return 0;
}
