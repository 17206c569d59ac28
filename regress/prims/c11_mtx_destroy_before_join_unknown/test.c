/* C11 threads: mtx_destroy while the worker may still lock the mutex. */
#include <threads.h>

static mtx_t lock;
static int counter;

static int worker(void *arg)
{
    (void)arg;
    mtx_lock(&lock);
    counter++;
    mtx_unlock(&lock);
    return 0;
}

int main(void)
{
    thrd_t t;
    mtx_init(&lock, mtx_plain);
    thrd_create(&t, worker, 0);
    mtx_destroy(&lock);
    thrd_join(t, 0);
    return 0;
}
