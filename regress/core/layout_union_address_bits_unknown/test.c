/* An address read as a number through a union (no ptrtoint): the load
 * of the integer member counts as the use, unknown (safe before). */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
static void *t(void *x)
{
    (void)x;
    int local;
    int *p = &local;
    union { int *p; uintptr_t u; } w = {p};
    uintptr_t u = w.u;
    assert((u >> 12 & 1) == 0);
    return 0;
}
int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, t, 0);
    pthread_join(a, 0);
    return 0;
}
