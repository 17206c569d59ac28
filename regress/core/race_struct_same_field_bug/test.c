/* serve() counts errors too, so stats.errors is written by both threads;
 * stats.requests (serve only) and stats.timeouts (fail only) do not race. */
#include <pthread.h>
#include <stddef.h>

struct stats {
    int requests;
    int errors;
    int timeouts;
};

static struct stats stats;

static void *serve(void *arg)
{
    (void)arg;
    stats.requests += 3;
    stats.errors += 1;
    return NULL;
}

static void *fail(void *arg)
{
    (void)arg;
    stats.timeouts = 1;
    stats.errors += 1;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, serve, NULL);
    pthread_create(&b, NULL, fail, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
