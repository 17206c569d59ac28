/* Each worker nondeterministically takes a "fast path" that skips the
 * lock.  Whenever one of them does, the increments race. */
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

extern _Bool __VERIFIER_nondet_bool(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void *worker(void *arg)
{
    (void)arg;
    bool fast_path = __VERIFIER_nondet_bool();

    if (!fast_path)
        pthread_mutex_lock(&m);
    shared++;
    if (!fast_path)
        pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
