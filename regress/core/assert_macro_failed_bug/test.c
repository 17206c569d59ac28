/* A failing assert() (not reach_error): main assumes the producer has
 * already run when it takes the lock, which is not guaranteed.
 * The first assert can never fail, the second one can. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int ready, value;

static void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    value = 42;
    ready = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int seen;

    pthread_create(&t, NULL, producer, NULL);
    pthread_mutex_lock(&m);
    if (ready)
        assert(value == 42);
    seen = ready;
    pthread_mutex_unlock(&m);
    assert(seen == 1);
    pthread_join(t, NULL);
    return 0;
}
