/* The assertion fails only when the worker's input is exactly 12345. The
 * value flows into memory, so the explicit engine cannot derive an exact
 * domain for it and tries its default values (0, 1, 2, -1) only:
 * bounded-safe there; a data-precise engine finds the bug. */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int input;

static void *reader(void *arg)
{
    (void)arg;
    int x = __VERIFIER_nondet_int();
    pthread_mutex_lock(&m);
    input = x;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, reader, NULL);
    pthread_join(t, NULL);
    if (!(input != 12345)) /* BUG: a valid input */
        reach_error();
    return 0;
}
