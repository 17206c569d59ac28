/* pick() returns r, which it assigns only for a positive argument: the
 * caller's assertion reads an indeterminate value when the worker left
 * the flag clear (it could be 7).  The return passes the value on, so
 * the read is noted there: never "safe". */
#include <assert.h>
#include <pthread.h>

static int flag;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static int pick(int c)
{
    int r;
    if (c > 0)
        r = c + 10;
    return r;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = pick(__atomic_load_n(&flag, __ATOMIC_SEQ_CST));
    pthread_join(t, NULL);
    assert(v != 7);
    return 0;
}
