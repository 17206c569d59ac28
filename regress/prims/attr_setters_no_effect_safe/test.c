/* Attribute setters for scheduling, placement, sharing and clocks change
 * nothing the model follows (one process, any schedule): they return 0
 * and a correctly locked counter stays safe. */
#include <pthread.h>
#include <assert.h>
#include <time.h>
int count;
pthread_mutex_t m;
pthread_cond_t cv;
void *worker(void *a)
{
    pthread_mutex_lock(&m);
    count++;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return a;
}
int main(void)
{
    pthread_attr_t at;
    pthread_mutexattr_t ma;
    pthread_condattr_t ca;
    int rc = 0;
    pthread_attr_init(&at);
    rc |= pthread_attr_setscope(&at, PTHREAD_SCOPE_SYSTEM);
    rc |= pthread_attr_setschedpolicy(&at, SCHED_OTHER);
    rc |= pthread_attr_setinheritsched(&at, PTHREAD_EXPLICIT_SCHED);
    rc |= pthread_attr_setguardsize(&at, 4096);
    pthread_mutexattr_init(&ma);
    rc |= pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_PRIVATE);
    rc |= pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_NONE);
    pthread_mutex_init(&m, &ma);
    pthread_condattr_init(&ca);
    rc |= pthread_condattr_setpshared(&ca, PTHREAD_PROCESS_PRIVATE);
    rc |= pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&cv, &ca);
    pthread_t t;
    pthread_create(&t, &at, worker, 0);
    pthread_mutex_lock(&m);
    while (count == 0)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    assert(rc == 0 && count == 1);
    return 0;
}
