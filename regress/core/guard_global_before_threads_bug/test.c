/* A global set from a nondet value and guarded before any thread exists:
 * its domain 2..3 is derived through the store and the reload.  The
 * error needs three workers, so only n == 3 reaches it. */
#include <pthread.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

volatile int n;
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    done = done + 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    n = __VERIFIER_nondet_uint();
    if (!(n >= 2 && n <= 3))
        abort();
    for (int i = 0; i < n; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < n; i++)
        pthread_join(t[i], NULL);
    if (done == 3)
        reach_error();
    return 0;
}
