/* Like nondet_magic_value_bug, but the input is only compared with
 * constants: the explicit engine derives an exhaustive value domain
 * (the comparison points 0, 12345, 12346, INT_MIN) and finds the bug too. */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int alarms;

static void *reader(void *arg)
{
    (void)arg;
    int x = __VERIFIER_nondet_int();
    if (x == 12345) {
        pthread_mutex_lock(&m);
        alarms = alarms + 1;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, reader, NULL);
    pthread_join(t, NULL);
    if (!(alarms == 0)) /* BUG: fails for the input 12345 */
        reach_error();
    return 0;
}
