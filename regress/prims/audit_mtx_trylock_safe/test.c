// C11 mtx_trylock: worker touches x only when the trylock succeeds: no race.
#include <stddef.h>
#include <threads.h>
static mtx_t m;
static int x;
static int worker(void *arg)
{
    (void)arg;
    if (mtx_trylock(&m) == thrd_success) {
        x++;
        mtx_unlock(&m);
    }
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
