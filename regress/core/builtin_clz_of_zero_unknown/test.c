/* __builtin_clz(0) and __builtin_ctz(0) are undefined in C (x86's bsr
 * leaves its destination as it was): the run that reaches one ends
 * unknown, naming it. */
#include <assert.h>
#include <pthread.h>

unsigned mask;

static void *clear(void *arg)
{
    mask = 0;
    return arg;
}

int main(void)
{
    pthread_t t;
    mask = 0x10;
    pthread_create(&t, 0, clear, 0);
    pthread_join(t, 0);
    int top = 31 - __builtin_clz(mask);
    assert(top >= 0);
    return 0;
}
