/* The twin of nondet_magic_value_bug: the worker assumes its input is not
 * 12345, so the assertion holds (the explicit engine still says
 * bounded-safe: its value domain is cut). */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int input;

static void *reader(void *arg)
{
    (void)arg;
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x != 12345);
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
    if (!(input != 12345))
        reach_error();
    return 0;
}
