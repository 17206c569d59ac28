#define _GNU_SOURCE
#include <pthread.h>
#include <assert.h>
#include <errno.h>
#include <time.h>

int x;
void *t(void *a) { x = 1; return 0; }

int main(void)
{
    pthread_t th;
    pthread_create(&th, 0, t, 0);
    struct timespec ts = {0, 1000000000}; /* tv_nsec out of range */
    int r = pthread_timedjoin_np(th, 0, &ts);
    assert(r == 0);
    assert(x == 1);
    return 0;
}
