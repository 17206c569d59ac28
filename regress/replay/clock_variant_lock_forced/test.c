#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
static void *other(void *a) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); return a; }
int main(void)
{
    struct timespec ts = {0, 0};
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    if (pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &ts) == 0) {
        assert(x == 1);
        pthread_mutex_unlock(&m);
    }
    pthread_join(t, 0);
    return 0;
}
