/* A condition wait with an error-checking mutex that another thread
 * holds fails with EPERM (the explicit engine proves this program safe);
 * the smt encoding's wait phases lack that move, and its unknown names
 * the call it stopped at. */
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t e = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;

static void *waiter(void *arg)
{
    (void)arg;
    assert(pthread_cond_wait(&c, &e) == EPERM);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&e);
    pthread_create(&t, NULL, waiter, NULL);
    pthread_join(t, NULL);
    assert(pthread_mutex_unlock(&e) == 0);
    return 0;
}
