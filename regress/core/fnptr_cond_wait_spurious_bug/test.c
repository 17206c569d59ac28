// The waiter calls pthread_cond_wait through a pointer and tests its
// condition with if, not while: a spurious wake-up (POSIX allows one)
// returns before the setter ran.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int (*wait_fn)(pthread_cond_t *, pthread_mutex_t *) = pthread_cond_wait;
static int ready;

static void *waiter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (!ready)
        wait_fn(&c, &m);
    assert(ready);
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *setter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, waiter, NULL);
    pthread_create(&b, NULL, setter, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
