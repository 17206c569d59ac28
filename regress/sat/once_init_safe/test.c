/* Both threads call pthread_once before they read the configuration: the
 * function runs once, and a caller that did not run it waits until it is
 * done, so its writes never overlap the reads. */
#include <pthread.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int config, calls;

static void init(void)
{
    calls = calls + 1;
    config = 42;
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_once(&once, init);
    return (void *)(long)config;
}

int main(void)
{
    pthread_t w;
    pthread_create(&w, 0, worker, 0);
    pthread_once(&once, init);
    int seen = config;
    pthread_join(w, 0);
    return seen == 42 && calls == 1 ? 0 : 1;
}
