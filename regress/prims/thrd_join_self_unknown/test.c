/* thrd_join of the calling thread: glibc returns thrd_error and stores
 * an unset value through res.  Not modelled: unknown. */
#include <threads.h>

static int worker(void *arg)
{
    (void)arg;
    int res = 0;
    return thrd_join(thrd_current(), &res);
}

int main(void)
{
    thrd_t t;
    thrd_create(&t, worker, 0);
    thrd_join(t, 0);
    return 0;
}
