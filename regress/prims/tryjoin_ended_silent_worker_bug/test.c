#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <assert.h>

int x;

void *worker(void *arg)
{

    return (void *)5;
}

int main(void)
{
    pthread_t t;
    void *res = 0;
    pthread_create(&t, 0, worker, 0);
    int rc = pthread_tryjoin_np(t, &res);
    if (rc != 0)
        return pthread_join(t, 0);
    assert(res != (void *)5); /* fails when the worker ended first */
    return 0;
}
