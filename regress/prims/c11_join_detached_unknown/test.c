/* C11 threads: thrd_detach, then thrd_join of the same thread. */
#include <threads.h>

static int worker(void *arg)
{
    (void)arg;
    return 0;
}

int main(void)
{
    thrd_t t;
    thrd_create(&t, worker, 0);
    thrd_detach(t);
    thrd_join(t, 0);
    return 0;
}
