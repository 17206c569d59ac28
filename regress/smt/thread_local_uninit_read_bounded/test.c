/* The worker reads an element of its own array that it never wrote: an
 * indeterminate value (the encoding's memory holds 0 there), so the run
 * is cut and no engine may call the assertion safe. */
#include <pthread.h>
#include <assert.h>

static void *worker(void *arg)
{
    int v[2];
    v[0] = arg != 0;
    assert(v[1] == 0);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
