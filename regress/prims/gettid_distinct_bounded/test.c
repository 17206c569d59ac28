/* gettid: the process id in main, a distinct positive id in another
 * thread (pnbmc 45: unknown external function).  The process id is
 * unknown: its domain is cut, bounded-safe. */
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static pid_t worker_tid;

static void *worker(void *arg)
{
    (void)arg;
    worker_tid = gettid();
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pid_t main_tid = gettid();
    pthread_join(t, 0);
    assert(main_tid == getpid());
#ifdef SAME
    assert(worker_tid == main_tid);
#else
    assert(worker_tid != main_tid && worker_tid > 0);
#endif
    return 0;
}
