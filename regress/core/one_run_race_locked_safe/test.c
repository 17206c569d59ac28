/* Ten workers add to one counter, each under the mutex: every two
 * accesses hold it in common, race-free from one run. */
#include <pthread.h>
#define N 10
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    counter = counter + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    return 0;
}
