/* main peeks at the result before joining the worker: race on result. */
#include <pthread.h>
#include <stddef.h>

static int result;
static int peeked;

static void *compute(void *arg)
{
    (void)arg;
    result = 42;
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, compute, NULL);
    peeked = result; /* BUG: not yet joined */
    pthread_join(t, NULL);
    return 0;
}
