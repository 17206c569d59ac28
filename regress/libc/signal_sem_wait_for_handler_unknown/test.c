/* main waits until SIGINT: the handler posts the semaphore (sem_post is
 * async-signal-safe).  Natively `./a.out & kill -INT $!` exits 0; with
 * no signal it waits for ever, as the program intends. */
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>

static sem_t quit;
static int served;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void on_int(int sig)
{
    (void)sig;
    sem_post(&quit);
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    served++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_int;
    sem_init(&quit, 0, 0);
    sigaction(SIGINT, &sa, 0);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    sem_wait(&quit);
    return 0;
}
