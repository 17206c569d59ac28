/* The thread writes through a number made a pointer: natively a
 * SIGSEGV at that write, and no race on g. */
#include <pthread.h>
#include <stdint.h>

extern unsigned __VERIFIER_nondet_uint(void);
int g;

void *writer(void *x)
{
    int *p = (int *)((uintptr_t)x << 32);
    *p = 1;
    return 0;
}

int main(void)
{
    unsigned k = __VERIFIER_nondet_uint();
    if (k != 1)
        return 0;
    pthread_t t;
    pthread_create(&t, 0, writer, (void *)(uintptr_t)k);
    g = 2;
    pthread_join(t, 0);
    return 0;
}
