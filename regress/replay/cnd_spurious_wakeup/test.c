/* C11 threads: the consumer tests its predicate with if, not while, so a
 * spurious wake-up of cnd_wait lets it read the item before the producer
 * has stored it. */
#include <assert.h>
#include <threads.h>
mtx_t m;
cnd_t cv;
int item;
int producer(void *arg)
{
    (void)arg;
    mtx_lock(&m);
    item = 42;
    cnd_signal(&cv);
    mtx_unlock(&m);
    return 0;
}
int main(void)
{
    thrd_t t;
    mtx_init(&m, mtx_plain);
    cnd_init(&cv);
    thrd_create(&t, producer, 0);
    mtx_lock(&m);
    if (item == 0)
        cnd_wait(&cv, &m);
    assert(item == 42);
    mtx_unlock(&m);
    thrd_join(t, 0);
    return 0;
}
