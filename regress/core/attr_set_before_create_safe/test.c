/* attributes set before the creation and used by the new thread (mutex,
 * condition, rwlock, barrier, thread): ordered, no race */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <fcntl.h>
#include <sched.h>
#include <threads.h>
#include <time.h>
pthread_attr_t at;
pthread_mutexattr_t ma;
pthread_condattr_t ca;
pthread_rwlockattr_t ra;
pthread_barrierattr_t ba;
pthread_mutex_t m;
pthread_cond_t cv;
pthread_rwlock_t rw;
pthread_barrier_t b;
void *idle(void *a) { return a; }
void *worker(void *arg)
{
    pthread_mutex_init(&m, &ma);
    pthread_cond_init(&cv, &ca);
    pthread_rwlock_init(&rw, &ra);
    pthread_barrier_init(&b, &ba, 1);
    pthread_t c;
    pthread_create(&c, &at, idle, 0);
    pthread_join(c, 0);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_attr_init(&at);
    pthread_mutexattr_init(&ma);
    pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_PRIVATE);
    pthread_condattr_init(&ca);
    pthread_rwlockattr_init(&ra);
    pthread_rwlockattr_setpshared(&ra, PTHREAD_PROCESS_PRIVATE);
    pthread_barrierattr_init(&ba);
    pthread_barrierattr_setpshared(&ba, PTHREAD_PROCESS_PRIVATE);
    pthread_create(&t, 0, worker, 0);
    int type;
    pthread_mutexattr_gettype(&ma, &type);
    pthread_join(t, 0);
    return 0;
}
