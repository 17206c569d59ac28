#include <assert.h>
#include <pthread.h>
#include <signal.h>

/* POSIX: a new thread's mask is its creator's.  main sets all of its
 * mask, so the worker starts with exactly {SIGUSR1}; the model does not
 * record what a thread inherits once a mask moved. */
int child_blocked = -1;

void *worker(void *arg)
{
    sigset_t old;
    (void)arg;
    pthread_sigmask(SIG_BLOCK, 0, &old);
    child_blocked = sigismember(&old, SIGUSR1);
    return 0;
}

int main(void)
{
    sigset_t s;
    pthread_t t;
    sigemptyset(&s);
    sigaddset(&s, SIGUSR1);
    pthread_sigmask(SIG_SETMASK, &s, 0);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(child_blocked == 1);
    return 0;
}
