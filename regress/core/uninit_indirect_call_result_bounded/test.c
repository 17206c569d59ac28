/* A table of handlers called through a pointer: lookup() picks one by a
 * nondeterministic choice, and broken() returns a local it never assigned.
 * Where the call went to broken(), main reads an uninitialised value (it
 * could be 7): the verdict is bounded, never "safe".  The handler that a
 * thread calls through a pointer for its effect only (result unused) and
 * the merge of the result with a default do not hide it. */
#include <assert.h>
#include <pthread.h>

extern _Bool __VERIFIER_nondet_bool(void);

static int seen;

static int fixed(void)
{
    return 3;
}

static int broken(void)
{
    int r;
    return r;
}

static int (*const table[2])(void) = {fixed, broken};

static void *worker(void *arg)
{
    int (*h)(void) = (int (*)(void))arg;
    h();
    __atomic_store_n(&seen, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)broken);
    int i = __VERIFIER_nondet_bool();
    int v = 0;
    if (i >= 0 && i < 2)
        v = table[i]();
    pthread_join(t, NULL);
    assert(v != 7);
    return 0;
}
