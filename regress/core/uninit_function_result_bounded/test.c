/* get() returns a local it never assigned, and report() ends without a
 * return statement: main uses get()'s result, an uninitialised value
 * (it could be 7), and ignores report()'s.  The use of get()'s result is
 * noted (never "safe"); calling report() for its effect is fine. */
#include <assert.h>
#include <pthread.h>

static int seen;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_store_n(&seen, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static int get(void)
{
    int r;
    return r;
}

static int report(int v)
{
    if (v)
        __atomic_store_n(&seen, 2, __ATOMIC_SEQ_CST);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = get();
    pthread_join(t, NULL);
    report(v);
    assert(v != 7);
    return 0;
}
