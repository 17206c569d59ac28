#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>

static volatile sig_atomic_t stop;
static void on_term(int sig) { stop = 1; }
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    sigset_t all, old;
    sigfillset(&all);
    assert(sigismember(&all, SIGINT) == 1 && sigismember(&all, 32) == 0);
    assert(pthread_sigmask(SIG_SETMASK, &all, 0) == 0);
    sigemptyset(&old);
    assert(sigaddset(&old, SIGUSR1) == 0);
    assert(pthread_sigmask(SIG_UNBLOCK, &old, &old) == 0);
    assert(sigismember(&old, SIGUSR1) == 1);
    assert(pthread_sigmask(SIG_BLOCK, 0, &old) == 0);
    assert(sigismember(&old, SIGUSR1) == 0);
    assert(sigismember(&old, SIGTERM) == 1 && sigismember(&old, SIGKILL) == 0);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    sigset_t s;
    struct sigaction sa, prev;
    pthread_t a, b;
    sigemptyset(&s);
    assert(sigaddset(&s, SIGINT) == 0 && sigismember(&s, SIGINT) == 1);
    assert(sigaddset(&s, 0) == -1 && errno == EINVAL);
    assert(sigdelset(&s, SIGINT) == 0 && sigismember(&s, SIGINT) == 0);
    assert(signal(SIGPIPE, SIG_IGN) == SIG_DFL);
    assert(signal(SIGPIPE, SIG_DFL) == SIG_IGN);
    assert(signal(SIGKILL, SIG_IGN) == SIG_ERR);
    sa.sa_handler = on_term;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    assert(sigaction(SIGTERM, &sa, &prev) == 0 && prev.sa_handler == SIG_DFL);
    assert(sigaction(SIGTERM, 0, &prev) == 0 && prev.sa_handler == on_term);
    assert(pthread_sigmask(7, &s, 0) == EINVAL);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(counter == 2 && !stop);
    return 0;
}
