/* x is assigned in the loop's second round only; the loop runs 0 to 3
 * rounds (the worker decides how many).  After fewer than two rounds the
 * assertion reads x uninitialised: the flag travels through the loop's
 * merge and the exit's, so the read is noted, never "safe". */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int rounds;

static void *worker(void *arg)
{
    (void)arg;
    int r = __VERIFIER_nondet_int();
    __VERIFIER_assume(r >= 0 && r <= 3);
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
