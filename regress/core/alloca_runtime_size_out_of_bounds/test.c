/* __builtin_alloca with a run-time size: an object that lives until the
 * function returns (no stackrestore); an out-of-bounds read is
 * undefined behaviour: unknown, naming the access. */
#include <alloca.h>
#include <pthread.h>
#include <assert.h>
int size = 3;
static void *worker(void *arg)
{
    int *p = alloca((unsigned)size * sizeof(int));
    for (int i = 0; i < size; i++)
        p[i] = i;
    assert(p[size] == 0);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
