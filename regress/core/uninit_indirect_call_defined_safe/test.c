/* Calls through pointers where no reachable target returns an
 * uninitialised value: pick() chooses between two handlers that both
 * return, and quiet() (which ends without a return statement) is called
 * through a pointer only for its effect.  Nothing is bounded: "safe". */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int count;

static int one(void)
{
    return 1;
}

static int two(void)
{
    return 2;
}

static int quiet(void)
{
    __atomic_fetch_add(&count, 1, __ATOMIC_SEQ_CST);
}

static void *worker(void *arg)
{
    (void)arg;
    int (*q)(void) = quiet;
    q();
    return NULL;
}

int main(void)
{
    int (*pick)(void) = __VERIFIER_nondet_int() ? one : two;
    int (*unused)(void) = quiet;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = pick();
    unused();
    pthread_join(t, NULL);
    assert(v == 1 || v == 2);
    assert(__atomic_load_n(&count, __ATOMIC_SEQ_CST) == 2);
    return 0;
}
