// C11 thrd_exit: the worker's write after thrd_exit never runs, so main's write does not race; result 7 reaches thrd_join.
#include <assert.h>
#include <stddef.h>
#include <threads.h>
static int x;
static void leave(void) { thrd_exit(7); }
static int worker(void *arg)
{
    (void)arg;
    leave();
    x = 1;
    return 0;
}
int main(void)
{
    thrd_t t;
    int res = 0;
    thrd_create(&t, worker, NULL);
    x = 2;
    thrd_join(t, &res);
    assert(res == 7 && x == 2);
    return 0;
}
