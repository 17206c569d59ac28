/* The smt search gives up on this program before the step at which it
 * would ask whether a run reaches a cut (the signal() model writes a
 * table, many visible steps), but main's run calls alarm(), which
 * pnbmc does not model: the reason is that call, not the time-out. */
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void on_alarm(int sig) { (void)sig; }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    signal(SIGALRM, on_alarm);
    alarm(1);
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    if (x == 1)
        raise(SIGUSR1);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
