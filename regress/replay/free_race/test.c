/* The worker frees the block main still reads: pnbmc takes free for a
 * write of the block, so the read and the free race. */
#include <pthread.h>
#include <stdlib.h>
int *p;
void *worker(void *arg)
{
    free(p);
    return arg;
}
int main(void)
{
    pthread_t t;
    p = malloc(sizeof *p);
    if (!p)
        return 1;
    *p = 1;
    pthread_create(&t, 0, worker, 0);
    int v = *p;
    pthread_join(t, 0);
    return v;
}
