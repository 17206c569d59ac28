// Both threads call pthread_once: init runs exactly once, and whoever
// returns from pthread_once sees its effect (the second caller waits while
// the first runs it), so there is no race on config either.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int config, calls;

static void init(void)
{
    calls++;
    config = 42;
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_once(&once, init);
    assert(config == 42);
    return NULL;
}

int main(void)
{
    pthread_t w;
    pthread_create(&w, NULL, worker, NULL);
    pthread_once(&once, init);
    assert(config == 42);
    pthread_join(w, NULL);
    assert(calls == 1);
    return 0;
}
