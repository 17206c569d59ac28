#include <pthread.h>
#include <signal.h>
#include <unistd.h>

/* A worker that runs until SIGINT: without a signal it loops forever,
 * and main's join with it; the handler that ends the loop never runs in
 * pnbmc's model. */
static volatile sig_atomic_t stop;

static void on_int(int sig)
{
    (void)sig;
    stop = 1;
}

void *worker(void *arg)
{
    (void)arg;
    while (!stop)
        sleep(1);
    return 0;
}

int main(void)
{
    pthread_t t;
    signal(SIGINT, on_int);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
