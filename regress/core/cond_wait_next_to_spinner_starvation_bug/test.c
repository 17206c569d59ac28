#include <pthread.h>
#include <stdatomic.h>

/* Nothing ever sets ready or signals cv: main waits for ever while the
 * worker spins for ever (the program hangs).  With spurious wake-ups on,
 * main's wake-ups made the spin cycle one it leaves and re-enters, and
 * the starvation search said deadlock: safe.  An untimed wait nothing
 * signals counts as blocked: the check runs again without them. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
atomic_int stop;

void *spinner(void *arg)
{
    (void)arg;
#ifdef SIGNALLED /* the same with the signal main waits for: no bug */
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
#endif
    while (!atomic_load(&stop))
        ;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, spinner, 0);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    atomic_store(&stop, 1);
    pthread_join(t, 0);
    return 0;
}
