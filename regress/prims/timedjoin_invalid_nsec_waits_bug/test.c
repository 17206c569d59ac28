#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *a) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); return 0; }

int main(void)
{
    pthread_t th;
    pthread_mutex_lock(&m);
    pthread_create(&th, 0, t, 0);
    struct timespec ts = {0, -1}; /* tv_nsec out of range: waits */
    pthread_timedjoin_np(th, 0, &ts);
    pthread_mutex_unlock(&m);
    return 0;
}
