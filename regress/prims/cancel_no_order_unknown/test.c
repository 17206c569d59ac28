#include <pthread.h>

/* main writes data, then cancels the worker, whose cleanup handler reads
 * data.  Every interleaving puts the write first, but a cancellation
 * request synchronises nothing (POSIX 4.12): the accesses race
 * (ThreadSanitizer reports it).  With -DLOCKED a mutex orders them,
 * whether or not the request does: no race. */
#ifdef LOCKED
#define LOCK(m) pthread_mutex_lock(m)
#define UNLOCK(m) pthread_mutex_unlock(m)
#else
#define LOCK(m) (void)(m)
#define UNLOCK(m) (void)(m)
#endif
int data, seen;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void cleanup(void *arg)
{
    (void)arg;
    LOCK(&m);
    seen = data;
    UNLOCK(&m);
}

void *worker(void *arg)
{
    (void)arg;
    pthread_cleanup_push(cleanup, 0);
    for (;;)
        pthread_testcancel();
    pthread_cleanup_pop(0);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    LOCK(&m);
    data = 1;
    UNLOCK(&m);
    pthread_cancel(t);
    pthread_join(t, 0);
    return seen;
}
