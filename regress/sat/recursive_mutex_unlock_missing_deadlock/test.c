#define _GNU_SOURCE
#include <pthread.h>
/* The worker locks the recursive mutex twice and unlocks it once: it
 * ends still holding it, and main waits for it forever. */
pthread_mutex_t r = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
int state;
void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&r);
    pthread_mutex_lock(&r);
    state = 1;
    pthread_mutex_unlock(&r);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_mutex_lock(&r);
    state = 2;
    pthread_mutex_unlock(&r);
    return state;
}
