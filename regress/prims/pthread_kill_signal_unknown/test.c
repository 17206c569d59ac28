#include <pthread.h>
#include <signal.h>

/* Delivering a signal to a thread is not modelled. */
static void *worker(void *arg) { return arg; }

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_kill(t, SIGUSR1);
    pthread_join(t, NULL);
    return 0;
}
