/* A page-offset test of a global's address, which clang leaves as a
 * constant expression: the model's addresses (id << 32) are page-aligned,
 * so pnbmc reported the assertion failed, which no run of the linked
 * program does (g follows pad).  The layout decides it: unknown. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

char pad[100] = {1};
int g;

static void *t(void *x) { (void)x; g = 1; return 0; }

int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    pthread_join(a, 0);
    assert(((uintptr_t)&g & 0xfff) != 0);
    return 0;
}
