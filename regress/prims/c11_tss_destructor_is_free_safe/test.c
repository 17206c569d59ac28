/* C11 thread-specific storage whose destructor is free: each thread's
 * buffer is freed when it ends.  pnbmc 43 answered unknown
 * (thread-specific data destructor is not a known function). */
#include <assert.h>
#include <stdlib.h>
#include <threads.h>

static tss_t key;
static mtx_t m;
static int total;

static int worker(void *arg)
{
    int *mine = malloc(sizeof *mine);
    *mine = *(int *)arg;
    tss_set(key, mine);
    int *got = tss_get(key);
    mtx_lock(&m);
    total += *got;
    mtx_unlock(&m);
    return 0;
}

int main(void)
{
    static int vals[2] = {3, 4};
    thrd_t a, b;
    if (tss_create(&key, free) != thrd_success)
        return 1;
    mtx_init(&m, mtx_plain);
    thrd_create(&a, worker, &vals[0]);
    thrd_create(&b, worker, &vals[1]);
    thrd_join(a, NULL);
    thrd_join(b, NULL);
    assert(total == 7);
    assert(tss_get(key) == NULL);
    tss_delete(key);
    return 0;
}
