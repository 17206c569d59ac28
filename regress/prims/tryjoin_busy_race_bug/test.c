#define _GNU_SOURCE
#include <pthread.h>

int x;

void *worker(void *arg)
{
    x = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    if (pthread_tryjoin_np(t, 0) != 0) {
        x = 2; /* races with the worker's write */
        pthread_join(t, 0);
    }
    return x;
}
