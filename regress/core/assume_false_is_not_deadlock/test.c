/* __VERIFIER_assume(0) discards the run.  At that point the worker is
 * blocked on m and main cannot move either, but a discarded run is not a
 * deadlock. */
#include <pthread.h>
#include <stddef.h>

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

    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_assume(0);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
