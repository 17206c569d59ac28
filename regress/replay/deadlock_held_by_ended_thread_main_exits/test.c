/* A worker ends holding m; another then waits for m forever, while main,
 * having joined the first, returns (the process exits).  The replay holds
 * the exit long enough to see the waiter blocked. */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *leaker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    return 0;
}

static void *waiter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, leaker, 0);
    pthread_create(&t2, 0, waiter, 0);
    pthread_join(t1, 0);
    return 0;
}
