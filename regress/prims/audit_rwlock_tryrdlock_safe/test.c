// pthread_rwlock_trywrlock/tryrdlock: worker writes x only with the write lock, main reads under a read lock: no race; audit_rwlock_tryrdlock_bug builds it with -D WORKER_LOCK=pthread_rwlock_tryrdlock (x written under a read lock): race.
#include <pthread.h>
#include <stddef.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
#ifndef WORKER_LOCK
#define WORKER_LOCK pthread_rwlock_trywrlock
#endif
static int x;
static void *worker(void *arg)
{
    (void)arg;
    if (WORKER_LOCK(&rw) == 0) {
        x = 1;
        pthread_rwlock_unlock(&rw);
    }
    return NULL;
}
int main(void)
{
    pthread_t t;
    int v = 0;
    pthread_create(&t, NULL, worker, NULL);
    if (pthread_rwlock_tryrdlock(&rw) == 0) {
        v = x;
        pthread_rwlock_unlock(&rw);
    }
    pthread_join(t, NULL);
    return v;
}
