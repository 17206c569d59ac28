/* The same guard, but a thread already runs when the global is set: it
 * could see any value of n in between, so no domain is derived from the
 * guard and the default values are a cut: bounded-safe at most. */
#include <pthread.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

volatile int n;

static void *watcher(void *arg)
{
    (void)arg;
    if (n == 100)
        reach_error();
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, watcher, NULL);
    n = __VERIFIER_nondet_uint();
    if (!(n >= 2 && n <= 3))
        abort();
    n = 0;
    pthread_join(t, NULL);
    return 0;
}
