/* x is assigned the constant 5 on one path only.  LLVM's mem2reg would
 * merge "5 or uninitialised" into plain 5 (undef may be any value, so it
 * picks 5); pnbmc keeps the merge, so the read on the other path is seen
 * as the read of an uninitialised variable (it could hold 7). */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int done;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_store_n(&done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int x;
    pthread_create(&t, NULL, worker, NULL);
    if (__VERIFIER_nondet_int())
        x = 5;
    pthread_join(t, NULL);
    assert(x != 7);
    return 0;
}
