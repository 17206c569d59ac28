/* main joins a worker that spins forever on a local flag: the join can
 * never return. */
#include <pthread.h>
void *worker(void *arg)
{
    int done = 0;
    (void)arg;
    while (!done) {
    }
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
