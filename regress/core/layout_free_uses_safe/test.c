/* Uses of addresses that every layout gives the same outcome keep their
 * verdicts: numbers passed as thread arguments and truncated back,
 * (uintptr_t) equality, a pointer difference, a round trip through an
 * integer, an order comparison within one array, pointer equality of
 * live heap blocks after another block is freed, a compare-exchange of
 * live blocks' addresses.  A MUTANT assertion fails. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

static int slots[4];
static pthread_mutex_t m[4] = {PTHREAD_MUTEX_INITIALIZER,
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
    PTHREAD_MUTEX_INITIALIZER};
static int *_Atomic shared;

static void *worker(void *arg)
{
    int id = (int)(long)arg;
    int *mine = &slots[id];
    uintptr_t u = (uintptr_t)mine;
    assert((uintptr_t)&slots[id] == u);
    assert(mine - slots == id);
    int *back = (int *)(u + 0);
    *back = id + 1;
#ifdef MUTANT
    assert(*back == id);
#else
    assert(*back == id + 1);
#endif
    pthread_mutex_t *lo = &m[0] < &m[id] ? &m[0] : &m[id];
    pthread_mutex_lock(lo);
    pthread_mutex_unlock(lo);
    return 0;
}

int main(void)
{
    int *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
    free(a);
    assert(b != c);
    atomic_store(&shared, b);
    int *expect = b;
    assert(atomic_compare_exchange_strong(&shared, &expect, c));
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(slots[1] + slots[2] == 5);
    free(b);
    free(c);
    return 0;
}
