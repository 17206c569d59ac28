// Two waiters on one condvar; a single broadcast wakes both (a signal would
// wake only one of them).
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int go, woke;

static void *waiter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    while (!go)
        pthread_cond_wait(&cv, &m);
    woke++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, waiter, NULL);
    pthread_create(&b, NULL, waiter, NULL);
    pthread_mutex_lock(&m);
    go = 1;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&m);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(woke == 2);
    return 0;
}
