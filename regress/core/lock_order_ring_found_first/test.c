/* A ring of 24 threads, each taking its own lock and then its right
 * neighbour's: the classic circular wait.  The search tries a thread
 * that would take a second lock only after every other thread, so the
 * deadlock is the first run it follows: far below --max-states. */
#include <pthread.h>
#define N 24
pthread_mutex_t ring[N];
int count[N];
void *worker(void *arg)
{
    int i = (int)(long)arg;
    pthread_mutex_lock(&ring[i]);
    pthread_mutex_lock(&ring[(i + 1) % N]);
    count[i]++;
    pthread_mutex_unlock(&ring[(i + 1) % N]);
    pthread_mutex_unlock(&ring[i]);
    return 0;
}
int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_mutex_init(&ring[i], 0);
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], 0, worker, (void *)(long)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    return 0;
}
