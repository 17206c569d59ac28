/* The worker locks a recursive mutex twice but unlocks it once: it ends
 * still holding it, and main's lock waits forever. */
#define _GNU_SOURCE
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static int x;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    return 0;
}
