#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <assert.h>

int x;

void *worker(void *arg)
{
    x = 1;
    return (void *)7;
}

int main(void)
{
    pthread_t t;
    void *res = 0;
    pthread_create(&t, 0, worker, 0);
    int rc = pthread_tryjoin_np(t, &res);
    if (rc == 0) {
        assert(res == (void *)7);
        assert(x == 1);
    } else {
        assert(rc == EBUSY);
        assert(res == 0);
        pthread_join(t, &res);
    }
    return x;
}
