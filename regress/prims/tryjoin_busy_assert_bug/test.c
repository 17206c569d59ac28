#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <assert.h>

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
    int rc = pthread_tryjoin_np(t, 0);
    assert(rc == 0); /* fails when the worker is still running */
    return x;
}
