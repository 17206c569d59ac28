#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <time.h>

/* glibc refuses every clock but CLOCK_REALTIME and CLOCK_MONOTONIC with
 * EINVAL: the clocklock never takes m, and main's unlock of it is
 * undefined.  The model timed out instead (safe in every engine). */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
struct timespec ts = {0, 0};

void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    if (pthread_mutex_clocklock(&m, CLOCK_PROCESS_CPUTIME_ID, &ts) !=
        ETIMEDOUT) {
        x = 2;
        pthread_mutex_unlock(&m);
    }
    pthread_join(t, 0);
    return 0;
}
