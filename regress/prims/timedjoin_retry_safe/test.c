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
    struct timespec ts;
    ts.tv_nsec = 0;
    ts.tv_sec = 1;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    while (pthread_timedjoin_np(t, 0, &ts) != 0) {
        pthread_mutex_unlock(&m);
        pthread_mutex_lock(&m);
    }
    pthread_mutex_unlock(&m);
    return 0;
}
