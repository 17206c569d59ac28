/* The worker fills and frees a block of its own; main joins it. The
 * block's writes and its free are steps of the witness (pnbmc shows
 * them): the free is a forced step, so the worker gets past it and ends
 * before main's join returns. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
int x;
void *worker(void *arg)
{
    int *buf = malloc(4 * sizeof *buf);
    if (!buf)
        return arg;
    for (int i = 0; i < 4; i++)
        buf[i] = i;
    free(buf);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(x == 1);
    return 0;
}
