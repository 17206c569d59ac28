/* The sensor value is an arbitrary int; a negative reading (-1 is in the
 * default nondet domain 0,1,2,-1) reaches the error. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int reading;

static void *sensor(void *arg)
{
    (void)arg;
    int v = __VERIFIER_nondet_int();

    pthread_mutex_lock(&m);
    reading = v;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, sensor, NULL);
    pthread_join(t, NULL);
    if (reading < 0)
        reach_error();
    return 0;
}
