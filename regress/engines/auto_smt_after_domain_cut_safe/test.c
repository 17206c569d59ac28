/* A sensor thread stores an arbitrary reading masked to 0..63: the
 * explicit search tries a few inputs and can only answer bounded-safe,
 * the smt search that auto runs next proves the range for every input. */
#include <assert.h>
#include <pthread.h>

extern unsigned __VERIFIER_nondet_uint(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static unsigned reading;

static void *sensor(void *arg)
{
    (void)arg;
    unsigned v = __VERIFIER_nondet_uint();
    pthread_mutex_lock(&m);
    reading = v & 63;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, sensor, 0);
    pthread_join(t, 0);
    assert(reading < 64);
    return 0;
}
