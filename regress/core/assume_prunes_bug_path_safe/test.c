/* Without the assume, main could read x before the worker set it and reach
 * the error.  __VERIFIER_assume(seen == 1) discards exactly those runs. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);
extern void __VERIFIER_assume(int cond);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int seen;

    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    seen = x;
    pthread_mutex_unlock(&m);
    __VERIFIER_assume(seen == 1);
    pthread_join(t, NULL);
    if (seen != 1)
        reach_error();
    return 0;
}
