/* An address copied into an integer with memcpy (no ptrtoint): the
 * load of the integer counts as the use, unknown (safe before). */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
static void *t(void *x)
{
    (void)x;
    int local;
    int *p = &local;
    uintptr_t u;
    memcpy(&u, &p, sizeof u);
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
