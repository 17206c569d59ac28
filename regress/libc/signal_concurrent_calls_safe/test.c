#include <assert.h>
#include <pthread.h>
#include <signal.h>

int handled;

void *worker(void *arg)
{
    signal(SIGPIPE, SIG_IGN);   /* one system call each: no race */
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(signal(SIGPIPE, SIG_DFL) == SIG_IGN);
    return 0;
}
