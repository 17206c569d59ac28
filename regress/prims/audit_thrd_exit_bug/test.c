// C11 thrd_exit: the worker writes x before thrd_exit; main writes x before the join: race (assert holds).
#include <assert.h>
#include <stddef.h>
#include <threads.h>
static int x;
static int worker(void *arg)
{
    (void)arg;
    x = 1;
    thrd_exit(7);
}
int main(void)
{
    thrd_t t;
    int res = 0;
    thrd_create(&t, worker, NULL);
    x = 2;
    thrd_join(t, &res);
    assert(res == 7);
    return 0;
}
