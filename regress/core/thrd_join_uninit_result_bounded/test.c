/* C11 threads: job() ends without a return statement, so the int
 * thrd_join stores into res is indeterminate, and main reads it.  Noted,
 * never "safe", although res held 0 before the join. */
#include <assert.h>
#include <threads.h>

static int job(void *arg)
{
    (void)arg;
    thrd_yield();
}

int main(void)
{
    thrd_t t;
    int res = 0;
    thrd_create(&t, job, NULL);
    thrd_join(t, &res);
    assert(res != 7);
    return 0;
}
