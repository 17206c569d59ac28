#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    pthread_timedjoin_np(t, 0, NULL); /* no timeout: waits for ever */
    pthread_mutex_unlock(&m);
    return 0;
}
