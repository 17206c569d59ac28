/* The worker writes a slot chosen by a nondet index, main reads one: the
 * reads at computed addresses become case splits over the stores before
 * them, so the bit-blasting pipeline decides every query (--stats:
 * smt-fallbacks 0).  The assertion fails when both pick one slot. */
#include <assert.h>
#include <pthread.h>

extern unsigned __VERIFIER_nondet_uint(void);
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int slots[4];

static void *worker(void *arg)
{
    (void)arg;
    unsigned i = __VERIFIER_nondet_uint() % 4;
    pthread_mutex_lock(&m);
    slots[i] = 7;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, NULL, worker, NULL);
    unsigned j = __VERIFIER_nondet_uint() % 4;
    pthread_join(a, NULL);
    assert(slots[j] != 7);
    return 0;
}
