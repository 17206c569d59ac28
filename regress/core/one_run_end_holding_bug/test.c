/* The worker returns still holding m; main then waits for m forever.  No
 * cycle in the lock order, but a thread that ends holding a mutex turns
 * the lock-order proof off, and the search reports the deadlock. */
#include <pthread.h>
pthread_mutex_t m;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
