/* Two threads update different fields of the same struct: no race. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

struct stats {
    int requests;
    int errors;
};

static struct stats stats;

static void *serve(void *arg)
{
    (void)arg;
    stats.requests += 3;
    return NULL;
}

static void *fail(void *arg)
{
    (void)arg;
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
    if (stats.requests != 3 || stats.errors != 1)
        reach_error();
    return 0;
}
