/* A thread that computes for a while without a visible operation is
 * declared stuck only when its local state repeats, which the simulator
 * detects by hashing that state.  pnbmc 42's hash (FNV over 64-bit
 * words) mapped two states whose registers differed only in bit 63, in
 * an even number of them, to the same value: here the shift loop's
 * states (2^63, 2^63) and (0, 0) (and their copies).  The worker was
 * taken for one that loops forever and the join for a deadlock
 * (deadlock: bug, wrong). */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

int result;

static void *worker(void *arg)
{
    int local = 0;
    for (int k = 0; k < 1200; k++) /* past the first 1000 local steps */
        local += k & 1;
    uint64_t x = 1ull << 62, y = x;
    while (x) {
        x <<= 1;
        y <<= 1;
    }
    result = local + (int)y;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(result == 600);
    return 0;
}
