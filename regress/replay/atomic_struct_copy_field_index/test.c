/* A field of a local copy of an _Atomic struct indexes another atomic
 * load: clang copies the loaded struct into the local with memcpy, which
 * keeps the local the thread's own (no step), as in pnbmc's model. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct top {
    int idx;
    unsigned tag;
};
_Atomic struct top Top;
atomic_int next[2] = {1, -1};
int res;

static void *reader(void *arg)
{
    (void)arg;
    struct top o = atomic_load(&Top);
    res = atomic_load(&next[o.idx]);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_join(t, 0);
    assert(res == 0);
    return 0;
}
