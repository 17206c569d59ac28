/* A failed trylock does not synchronise (C11 7.26.4.5; POSIX 4.12: a
 * call that fails need not synchronise memory), and the worker's lock is
 * an acquire only: its write of x and main's read after the failed
 * trylock are unordered, a data race (ThreadSanitizer reports it), though
 * every interleaving puts the write first.  The verdicts are unknown,
 * naming the pair; they were safe before. */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *worker(void *arg)
{
    (void)arg;
    x = 1;
    pthread_mutex_lock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    if (pthread_mutex_trylock(&m) != 0)
        return x;
    return 0;
}
