#include <assert.h>
#include <pthread.h>
#include <signal.h>

void *worker(void *arg)
{
    sigset_t cur;
    pthread_sigmask(SIG_BLOCK, 0, &cur);
    /* the mask comes from the creator (and main's from the parent) */
    assert(!sigismember(&cur, SIGINT));
    return 0;
}

int main(void)
{
    sigset_t s;
    pthread_t t;
    sigemptyset(&s);
    sigaddset(&s, SIGINT);
    pthread_sigmask(SIG_BLOCK, &s, 0);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
