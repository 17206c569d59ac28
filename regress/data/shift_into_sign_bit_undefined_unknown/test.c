/* A worker shifts a shared value left; with 1 << 31 the result is not
 * representable in int: undefined behaviour (C17 6.5.7p4).  Wrapped, as
 * the hardware computes it, the assertion holds; with
 * --signed-overflow undefined the run ends unknown at the shift.  The
 * unsigned shift of the same value is defined either way. */
#include <assert.h>
#include <pthread.h>

int bits = 31;
int flags;
unsigned uflags;

static void *worker(void *arg)
{
    (void)arg;
    uflags = 1u << bits;
    flags = 1 << bits;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(flags != 0 && uflags == 0x80000000u);
    return 0;
}
