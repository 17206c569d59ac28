#include <pthread.h>

/* main hands the worker a local mutex that nothing initialises (no init,
 * no initialiser): undefined behaviour, which the simulator takes as an
 * unlocked mutex and bounds.  The sat skeleton, which follows no init of
 * a local mutex, proved the checks safe. */
int x;

void *worker(void *arg)
{
    if (pthread_mutex_trylock(arg) == 0) {
        x = 1;
        pthread_mutex_unlock(arg);
    }
    return 0;
}

int main(void)
{
    pthread_mutex_t m;
    pthread_t t;
    pthread_create(&t, 0, worker, &m);
    pthread_join(t, 0);
    x = 2;
    return 0;
}
