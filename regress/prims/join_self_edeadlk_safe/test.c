/* A thread that joins itself: glibc returns EDEADLK at once (POSIX: "may
 * fail"), and the thread goes on.  pnbmc said unsupported (unknown). */
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int after;

static void *worker(void *arg)
{
    (void)arg;
    int r = pthread_join(pthread_self(), 0);
    assert(r == EDEADLK);
    after = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(after == 1);
    return 0;
}
