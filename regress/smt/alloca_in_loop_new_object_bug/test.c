/* An alloca in a loop makes a new object in every round: the first
 * round's int keeps 1 while the second gets 2, so the assertion fails.
 * One object id for both (as for the entry block's locals, which run
 * once) would see 2 there and answer safe. */
#include <pthread.h>
#include <alloca.h>
#include <assert.h>

static void *worker(void *arg)
{
    int *first = 0;
    for (int i = 0; i < 2; i++) {
        int *p = alloca(sizeof(int));
        *p = i + 1;
        if (!first)
            first = p;
    }
    assert(*first == 2);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
