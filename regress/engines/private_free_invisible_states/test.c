/* Each thread allocates and frees blocks that only it ever sees: a free
 * of such a block is a local step of its thread, as its malloc and its
 * accesses are, not a visible one that other threads' steps interleave
 * with (before: 40 blocks per thread did not finish within 60 s). */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#define NB 8

static void *worker(void *arg)
{
    (void)arg;
    int sum = 0;
    for (int i = 0; i < NB; i++) {
        int *p = malloc(sizeof *p);
        if (!p)
            return 0;
        *p = i;
        sum += *p;
        free(p);
    }
    assert(sum == NB * (NB - 1) / 2);
    return 0;
}

int main(void)
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    return 0;
}
