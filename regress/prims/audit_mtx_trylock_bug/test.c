// C11 mtx_trylock: worker writes x even when the trylock fails (main holds m): race.
#include <stddef.h>
#include <threads.h>
static mtx_t m;
static int x;
static int worker(void *arg)
{
    (void)arg;
    int r = mtx_trylock(&m);
    x++;
    if (r == thrd_success)
        mtx_unlock(&m);
    return 0;
}
int main(void)
{
    thrd_t t;
    mtx_init(&m, mtx_plain);
    thrd_create(&t, worker, NULL);
    mtx_lock(&m);
    x++;
    mtx_unlock(&m);
    thrd_join(t, NULL);
    return 0;
}
