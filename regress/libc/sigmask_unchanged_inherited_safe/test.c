#include <assert.h>
#include <pthread.h>
#include <signal.h>

/* No thread changes its mask before the worker reads its own: the worker
 * has main's, the process's first mask. */
int main_hup = -1, worker_hup = -2;

void *worker(void *arg)
{
    sigset_t old;
    (void)arg;
    pthread_sigmask(SIG_BLOCK, 0, &old);
    worker_hup = sigismember(&old, SIGHUP);
    return 0;
}

int main(void)
{
    sigset_t old;
    pthread_t t;
    pthread_sigmask(SIG_BLOCK, 0, &old);
    main_hup = sigismember(&old, SIGHUP);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(main_hup == worker_hup);
    return 0;
}
