/* The joined thread's result lands in a local whose address only
 * thrd_join gets: pnbmc folds its read into the thread's step, and the
 * assertion's line also reads the shared counter.  The replay does not
 * take the local's read for the witness's read of the counter (pnbmc 55:
 * "diverged at step 7: T0 read 30 ..., the witness has 'read total ->
 * 1'"). */
#include <assert.h>
#include <threads.h>

int total;

static int worker(void *arg)
{
    (void)arg;
    total += 1;
    return 30;
}

int main(void)
{
    thrd_t t;
    int r;
    thrd_create(&t, worker, 0);
    total += 1;
    thrd_join(t, &r);
    assert(r == 30 && total == 2);
    return 0;
}
