#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <time.h>

extern void reach_error(void);

void *worker(void *arg)
{
    return arg;
}

int main(void)
{
    pthread_t t;
    static const struct timespec at = {1, 0};
    pthread_create(&t, 0, worker, 0);
    int rc = pthread_clockjoin_np(t, 0, CLOCK_MONOTONIC, &at);
    if (rc == ETIMEDOUT) {
        reach_error(); /* the worker had not ended */
        return 1;
    }
    if (rc != 0)
        reach_error(); /* no other code */
    return 0;
}
