/* A local's address stored in a local struct whose address is the
 * thread's argument: the thread reaches the local through it. */
#include <pthread.h>
#include <assert.h>
struct box { int *cell; };
static void *writer(void *a)
{
    struct box *b = a;
    *b->cell = 7;
    return 0;
}
int main(void)
{
    int local = 0;
    struct box b;
    b.cell = &local;
    pthread_t t;
    pthread_create(&t, 0, writer, &b);
    int seen = local;
    pthread_join(t, 0);
    assert(seen == 0 || seen == 7);
    return 0;
}
