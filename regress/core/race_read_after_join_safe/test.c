/* The worker publishes its result in a global; main reads it only after
 * pthread_join, which orders the accesses: no race. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int result;

static void *compute(void *arg)
{
    (void)arg;
    int acc = 0;
    for (int i = 1; i <= 4; i++)
        acc += i;
    result = acc;
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, compute, NULL);
    pthread_join(t, NULL);
    if (result != 10)
        reach_error();
    return 0;
}
