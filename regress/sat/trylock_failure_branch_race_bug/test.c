#include <pthread.h>
/* The worker tests the trylock's result the wrong way round: it updates
 * x when the trylock failed, i.e. while main holds m. */
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg)
{
    (void)arg;
    int rc = pthread_mutex_trylock(&m);
    if (rc != 0) {
        x = x + 1;
    } else {
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    x = 5;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return x;
}
