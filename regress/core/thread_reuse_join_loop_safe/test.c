/* A server loop that starts one worker per request and joins it before
 * the next: at most one worker is alive, so a joined worker's id is
 * reused and the state space is finite: safe, not bounded-safe. */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int busy;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (busy)
        reach_error();
    busy = 1;
    busy = 0;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    while (__VERIFIER_nondet_int()) {
        pthread_create(&t, NULL, worker, NULL);
        pthread_mutex_lock(&m);
        busy = busy * 1;
        pthread_mutex_unlock(&m);
        pthread_join(t, NULL);
    }
    return 0;
}
