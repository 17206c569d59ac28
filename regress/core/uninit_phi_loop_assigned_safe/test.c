/* x is assigned in the loop's second round only; the loop runs 2 or 3
 * rounds (the worker decides which): every run assigns x before the
 * assertion reads it, so no run is bounded by the merges that may carry
 * an uninitialised x. */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int rounds;

static void *worker(void *arg)
{
    (void)arg;
    int r = __VERIFIER_nondet_int();
    __VERIFIER_assume(r >= 2 && r <= 3);
    __atomic_store_n(&rounds, r, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int x;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    int n = __atomic_load_n(&rounds, __ATOMIC_SEQ_CST);
    for (int i = 0; i < n; i++)
        if (i == 1)
            x = 5;
    assert(x != 7);
    return 0;
}
