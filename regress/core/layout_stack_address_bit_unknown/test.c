/* A branch on bit 12 of a thread's stack address: ASLR decides it (about
 * half of native runs fail).  pnbmc said safe, with every engine. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static void *t(void *x)
{
    (void)x;
    int local;
    assert((((uintptr_t)&local) >> 12 & 1) == 0);
    return 0;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    pthread_join(a, 0);
    return 0;
}
