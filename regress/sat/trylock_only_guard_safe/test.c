#include <pthread.h>
/* Each thread updates x only when its trylock of m succeeds: the
 * skeleton follows the branch on the result (a failed trylock never
 * reaches the update), so the updates are never concurrent. */
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg)
{
    (void)arg;
    if (pthread_mutex_trylock(&m) == 0) {
        x = x + 1;
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x;
}
