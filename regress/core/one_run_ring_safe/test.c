/* 32 threads around a ring of mutexes, each taking the lower-numbered of
 * its two first: the lock order is acyclic, and no thread's path depends
 * on shared data, so one run proves deadlock freedom without a search. */
#include <pthread.h>
#define N 32
pthread_mutex_t ring[N];
int count[N];
void *worker(void *arg)
{
    int i = (int)(long)arg;
    int first = i, second = (i + 1) % N;
    if (first > second) {
        int t = first;
        first = second;
        second = t;
    }
    pthread_mutex_lock(&ring[first]);
    pthread_mutex_lock(&ring[second]);
    count[i] = count[i] + 1;
    pthread_mutex_unlock(&ring[second]);
    pthread_mutex_unlock(&ring[first]);
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
