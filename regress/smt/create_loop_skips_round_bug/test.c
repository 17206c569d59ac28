/* main creates a worker in rounds 0 and 2 of its loop only: the second
 * thread made there gets 2, not 1. */
#include <pthread.h>
#include <stdint.h>
#include <assert.h>

static void *worker(void *arg)
{
    assert((intptr_t)arg != 2);
    return 0;
}

int main(void)
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        if (i != 1)
            pthread_create(&t[i], 0, worker, (void *)(intptr_t)i);
    return 0;
}
